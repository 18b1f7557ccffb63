import { array, boolean, coerce, integer, literal, max, min, nullable, number, optional, record, string, type, union, type Infer } from 'superstruct';
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

export const AdminSummaryReply = type({
  totalMembers: integer(),
  verifiedMembers: integer(),
  newThisWeek: integer(),
  completeProfiles: integer(),
  activeSubscriptions: integer(),
  revenueInr: number(),
  currency: literal('INR'),
  unreadContactMessages: integer(),
  signupsPerDay: array(type({ date: string(), count: integer() })),
});
export type AdminSummary = Infer<typeof AdminSummaryReply>;

export const MemberSummaryReply = type({
  userId: integer(),
  matches: integer(),
  whoViewedMe: integer(),
  interestsReceived: integer(),
  interestsSent: integer(),
  profileProgress: number(),
  profileVerified: boolean(),
  currentPlan: nullable(type({ planName: string(), planLocalName: string(), endsAt: nullable(string()), contactViewsLeft: integer() })),
  notes: array(string()),
  /** Each note's message code and values (docs/decisions/092-message-codes.md), null for a note without one. */
  noteCodes: optional(array(nullable(type({ code: string(), values: record(string(), union([string(), number()])) })))),
});
export type MemberSummary = Infer<typeof MemberSummaryReply>;
