import type { Database } from '../../db/database.ts';
import type { AdminSummary, MemberSummary } from '../../../shared/schemas/dashboard.ts';
import { SIGNUP_CHART_DAYS } from '../../../shared/schemas/dashboard.ts';
import { adminCounts, currentPlan, memberCounts, signupsSince } from './dashboard.repository.ts';

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

export async function adminSummary(db: Database, now = new Date()): Promise<AdminSummary> {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (SIGNUP_CHART_DAYS - 1)));
  const [counts, perDay] = await Promise.all([adminCounts(db, now), signupsSince(db, first.toISOString())]);
  // Every day of the window appears, so the chart has no gaps on quiet days.
  const signupsPerDay = Array.from({ length: SIGNUP_CHART_DAYS }, (_, i) => {
    const date = dayKey(new Date(first.getTime() + i * 86_400_000));
    return { date, count: perDay.get(date) ?? 0 };
  });
  const { revenuePaise, ...rest } = counts;
  return { ...rest, revenueInr: revenuePaise / 100, currency: 'INR', signupsPerDay };
}

export async function memberSummary(db: Database, userId: number, now = new Date()): Promise<MemberSummary> {
  const [counts, plan] = await Promise.all([memberCounts(db, userId), currentPlan(db, userId, now)]);
  return {
    userId,
    // The matching engine arrives with the matching release; until then the honest figure is 0.
    matches: 0,
    ...counts,
    currentPlan: plan,
    notes: ['Matches are counted once the matching release is live; until then the figure is 0.'],
  };
}
