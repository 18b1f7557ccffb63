import type { AdminSummary, MemberSummary } from '../../../shared/schemas/dashboard.ts';
import { SIGNUP_CHART_DAYS } from '../../../shared/schemas/dashboard.ts';
import type { Database } from '../../db/database.ts';
import type { Locale } from '../../../shared/locales.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findMatches } from '../matching/index.ts';
import { getProfile } from '../profile/index.ts';
import { adminCounts, currentPlan, memberCounts, signupsSince } from './dashboard.repository.ts';
import type { Message } from '../../../shared/message-code.ts';

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

export async function memberSummary(db: Database, userId: number, locale: Locale = 'en', now = new Date()): Promise<MemberSummary> {
  const [counts, plan, matches, progress] = await Promise.all([
    memberCounts(db, userId),
    currentPlan(db, userId, now, locale),
    matchCount(db, userId, now),
    shownProgress(db, userId),
  ]);
  return {
    userId,
    matches: matches.total,
    ...counts,
    profileProgress: progress ?? counts.profileProgress,
    currentPlan: plan,
    notes: matches.note ? [matches.note.text] : [],
    noteCodes: matches.note
      ? [matches.note.code ? { code: matches.note.code, values: (matches.note.values ?? {}) as Record<string, string | number> } : null]
      : [],
  };
}

/**
 * The completeness My Profile and the form show (shared/profile-progress.ts over the profile as it
 * is read, the registration name included), so the home never says another figure.
 */
async function shownProgress(db: Database, userId: number): Promise<number | null> {
  try {
    return (await getProfile(db, userId)).completeness;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** How many matches the Matching Profile page would list; a member without a profile is told what to fill in. */
async function matchCount(db: Database, userId: number, now: Date): Promise<{ total: number; note: Message | null }> {
  try {
    const page = await findMatches(db, userId, 1, 1, undefined, undefined, { today: now });
    return { total: page.total, note: null };
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return { total: 0, note: error.said };
    throw error;
  }
}
