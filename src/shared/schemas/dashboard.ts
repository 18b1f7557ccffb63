import { coerce, integer, max, min, optional, string, type } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';

/** Shapes of the dashboard summaries, shared by the routes and the dashboard pages. */
export const SIGNUP_CHART_DAYS = 30;
/**
 * A profile counts as complete at 80 % of the progress figure (non-empty fields of the six
 * counted sections divided by 55, docs/product/states.md). The six sections hold exactly 55 counted fields
 * (docs/decisions/036-fifty-five-profile-fields.md), so a fully filled profile reaches 100 %.
 */
export const COMPLETE_PROFILE_MIN = 80;

const idFromString = coerce(min(max(integer(), MAX_DB_INTEGER), 1), string(), (v) => (/^\d{1,10}$/.test(v) ? Number(v) : v));
export const MemberSummaryQuery = type({ userId: optional(idFromString) });

export interface AdminSummary {
  totalMembers: number;
  verifiedMembers: number;
  newThisWeek: number;
  completeProfiles: number;
  activeSubscriptions: number;
  revenueInr: number;
  currency: 'INR';
  unreadContactMessages: number;
  signupsPerDay: { date: string; count: number }[];
}

export interface MemberSummary {
  userId: number;
  matches: number;
  whoViewedMe: number;
  interestsReceived: number;
  interestsSent: number;
  profileProgress: number;
  profileVerified: boolean;
  currentPlan: { planName: string; endsAt: string | null; contactViewsLeft: number } | null;
  notes: string[];
}
