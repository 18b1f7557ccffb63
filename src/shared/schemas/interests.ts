import { boolean, defaulted, enums, object, optional, refine, size, string, type Infer } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import type { Page } from '../envelope';
import { pagingFields } from './paging';
import type { Badge } from './photos';
import { wholeNumber } from '../validation/whole-number';
import type { Phrase } from '../phrases';

/**
 * Interests, shortlists, "not interested", blocks and reports (docs/product/member-loop.md): the payloads the
 * dashboard sends and the API validates, and the replies both read.
 */

/** The longest note or reply a member writes. */
export const NOTE_MAX = 300;
/** Days a pending interest waits for an answer before it expires. */
export const INTEREST_EXPIRY_DAYS = 30;

/** Polite notes a sender picks instead of writing one. */
export const INTEREST_TEMPLATES = [
  'We liked your profile; our family would like to take this forward.',
  'Your profile matches what we are looking for. We would be glad to hear from you.',
  'I found your profile interesting and would like to know you better.',
] as const;

/** Polite replies a receiver picks when declining. */
export const DECLINE_TEMPLATES = [
  'Thank you for your interest. We do not feel this is the right match, and we wish you the very best.',
  'Thank you for considering us. We have decided to look elsewhere; best wishes in your search.',
  'Thank you for your interest. We are not taking any proposals forward at present.',
] as const;

export type InterestStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
export type InterestTab = 'received' | 'sent' | 'connected' | 'closed';
export const INTEREST_TABS: readonly InterestTab[] = ['received', 'sent', 'connected', 'closed'];

const note = refine(size(string(), 0, 2000), 'note', (v) => v.trim().length <= NOTE_MAX || `Keep the note to ${NOTE_MAX} characters or fewer.`);
const templateIndex = (count: number) => wholeNumber('template', 0, count - 1, `template must be one of the ${count} offered notes (0 to ${count - 1})`);
const memberId = (label: string) => wholeNumber(label, 1, MAX_DB_INTEGER);

/** Send an interest: to whom, with a chosen template or a written note (or neither). */
export const SendInterestBody = object({
  targetUserId: memberId('targetUserId'),
  template: optional(templateIndex(INTEREST_TEMPLATES.length)),
  note: optional(note),
});
export type SendInterestInput = Infer<typeof SendInterestBody>;

/** Decline with one of the polite replies (the first when none is chosen). */
export const DeclineInterestBody = object({ template: optional(templateIndex(DECLINE_TEMPLATES.length)) });

export const InterestListQuery = object({
  tab: defaulted(enums(INTEREST_TABS), 'received'),
  ...pagingFields({ defaultPageSize: 20, maxPageSize: 50 }),
});

/** Lists of members (shortlist, not interested, blocked). */
export const MemberListQuery = object({ ...pagingFields({ defaultPageSize: 20, maxPageSize: 50 }) });

export const REPORT_REASONS = ['fake-profile', 'already-married', 'abusive', 'asking-for-money', 'inappropriate-photo', 'under-age', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'fake-profile': 'Fake profile',
  'already-married': 'Already married',
  abusive: 'Abusive or harassing',
  'asking-for-money': 'Asking for money',
  'inappropriate-photo': 'Inappropriate photo',
  'under-age': 'Under age',
  other: 'Other',
};
export const REPORT_DETAILS_MAX = 1000;

export const ReportBody = object({
  reportedUserId: memberId('reportedUserId'),
  reason: enums(REPORT_REASONS),
  details: refine(size(string(), 0, 5000), 'details', (v) => {
    const n = v.trim().length;
    if (n < 10) return 'Tell us in a sentence or two what happened (at least 10 characters).';
    return n <= REPORT_DETAILS_MAX || `Keep it to ${REPORT_DETAILS_MAX} characters or fewer.`;
  }),
  block: defaulted(boolean(), false),
});
export type ReportInput = Infer<typeof ReportBody>;

export const MODERATION_ACTIONS = ['dismiss', 'warn', 'hide', 'deactivate'] as const;
export type ModerationActionName = (typeof MODERATION_ACTIONS)[number];
export const ModerationBody = object({
  action: enums(MODERATION_ACTIONS),
  /** Why: required for a warning (the member is told it), kept in the log for the others. */
  note: optional(size(string(), 0, 1000)),
});
export const APPEAL_TEXT_MAX = 1000;
/** A member hidden automatically asks once for the administrators to look again. */
export const AppealBody = object({
  text: refine(size(string(), 0, 5000), 'text', (v) => {
    const n = v.trim().length;
    if (n < 10) return 'Tell us in a sentence or two why the profile should be shown again (at least 10 characters).';
    return n <= APPEAL_TEXT_MAX || `Keep it to ${APPEAL_TEXT_MAX} characters or fewer.`;
  }),
});
export type AppealInput = Infer<typeof AppealBody>;
/** Whether the member is hidden automatically, and whether the one appeal is still theirs to make. */
export interface AppealState {
  hiddenAutomatically: boolean;
  canAppeal: boolean;
  appealedAt: string | null;
}
export const ReportQueueQuery = object({
  status: defaulted(enums(['open', 'closed'] as const), 'open'),
  ...pagingFields({ defaultPageSize: 20, maxPageSize: 50 }),
});

/** A member as a compact card: photo (as the photo rules allow), age, city, community. */
export interface MemberCard {
  userId: number;
  fullName: string | null;
  age: number | null;
  city: string | null;
  religion: string | null;
  caste: string | null;
  photoUrl: string | null;
  /** A blurred preview, when the member's photo setting keeps the photo from the reader. */
  photoPreviewUrl: string | null;
  badges: Badge[];
}

export interface InterestItem {
  id: number;
  direction: 'sent' | 'received';
  status: InterestStatus;
  note: string | null;
  reply: string | null;
  /** A note or reply chosen from the offered templates, as a phrase the reader's language can word (docs/decisions/047). */
  notePhrase: Phrase | null;
  replyPhrase: Phrase | null;
  sentAt: string;
  /** When the state last changed (sent, answered, withdrawn; or expired). */
  changedAt: string;
  member: MemberCard;
}
export type InterestPage = Page<InterestItem> & { tab: InterestTab };

/** How the caller stands with another member: shown on match cards and the profile page. */
export interface Relation {
  userId: number;
  interest: { id: number; direction: 'sent' | 'received'; status: InterestStatus } | null;
  shortlisted: boolean;
  notInterested: boolean;
  blocked: boolean;
  /** The caller's open report about this member, if any. */
  reported: boolean;
}

export interface MarkedMember {
  member: MemberCard;
  markedAt: string;
}
export type MarkedPage = Page<MarkedMember>;

export interface ReportRecord {
  id: number;
  reporterId: number;
  reporterName: string | null;
  reason: ReportReason;
  details: string;
  status: 'open' | 'closed';
  outcome: string | null;
  /** What the report counted when filed: 0 not in good standing, 1 in good standing, 2 also knew the member. */
  weight: number;
  /** The reporter was in good standing when filing: the report counts toward an automatic hide. */
  goodStanding: boolean;
  /** The reporter had been connected with or written to by the member. */
  knewMember: boolean;
  createdAt: string;
}
export interface ModerationLogEntry {
  action: string;
  adminName: string | null;
  note: string | null;
  createdAt: string;
}
export interface ReportedProfile {
  member: MemberCard & { email: string; isActive: boolean; hidden: boolean };
  openReports: ReportRecord[];
  earlierReports: ReportRecord[];
  /** The member's appeal against the automatic hide in force, for the administrators to weigh. */
  appeal: { text: string; createdAt: string } | null;
  actions: ModerationLogEntry[];
}
export type ReportQueuePage = Page<ReportedProfile>;

/** What the reporter reads about their report: the outcome in general words. */
export interface MyReport {
  id: number;
  reportedUserId: number;
  reason: ReportReason;
  status: 'open' | 'closed';
  outcome: string;
  createdAt: string;
}

/** A pending interest older than INTEREST_EXPIRY_DAYS reads as expired, with or without a job. */
export function effectiveStatus(status: string, sentAt: string, now: Date): InterestStatus | 'ended' {
  if (status === 'pending' && Date.parse(sentAt) < now.getTime() - INTEREST_EXPIRY_DAYS * 86_400_000) return 'expired';
  return status as InterestStatus | 'ended';
}

/**
 * How two members stand, from the interests between them (at most one each way): a live one
 * (pending or accepted) wins over a closed one; the newest wins among equals. Ended ones (a block
 * ended them) are not shown.
 */
export function interestBetween(
  me: number,
  rows: ReadonlyArray<{ id: number; userId: number; status: string; createdAt: string; updatedAt: string | null }>,
  now: Date,
): Relation['interest'] {
  const shown = rows
    .map((r) => ({
      id: r.id,
      direction: r.userId === me ? ('sent' as const) : ('received' as const),
      status: effectiveStatus(r.status, r.createdAt, now),
      at: r.updatedAt ?? r.createdAt,
    }))
    .filter((r): r is typeof r & { status: InterestStatus } => r.status !== 'ended');
  const live = (s: InterestStatus) => (s === 'pending' || s === 'accepted' ? 1 : 0);
  shown.sort((a, b) => live(b.status) - live(a.status) || b.at.localeCompare(a.at));
  const best = shown[0];
  return best ? { id: best.id, direction: best.direction, status: best.status } : null;
}

/** A warning from the administrators, as the member reads it. */
export interface Warning {
  reason: string;
  createdAt: string;
}
