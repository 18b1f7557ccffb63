import { array, assign, boolean, defaulted, enums, integer, nullable, object, optional, refine, size, string, type, type Infer } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import { pagingFields } from './paging';
import { PhraseReply } from '../phrases';
import { DECLINE_TEMPLATES, INTEREST_TEMPLATES } from './interest-templates';
import { REPORT_REASONS, type ReportReason } from './report-reasons';
import { BADGES } from './photos';
import { described, pageOf } from './reply';
import { codedReplyFields } from '../coded-reply';
import { wholeNumber } from '../validation/whole-number';

/**
 * Interests, shortlists, "not interested", blocks and reports (docs/product/member-loop.md): the payloads the
 * dashboard sends and the API validates, and the replies both read.
 */

/** The longest note or reply a member writes. */
export const NOTE_MAX = 300;
/** Days a pending interest waits for an answer before it expires. */
export const INTEREST_EXPIRY_DAYS = 30;

export { DECLINE_TEMPLATES, INTEREST_TEMPLATES };
export { REPORT_REASONS, type ReportReason };

export const INTEREST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
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
  /** The message the report is about, when it is one the member sent the reporter (the safety note's "Report this message"). */
  messageId: optional(wholeNumber('messageId', 1, MAX_DB_INTEGER)),
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
/** Whether the member is hidden automatically, and whether the one appeal is still theirs to make. */
export const AppealStateReply = type({ hiddenAutomatically: boolean(), canAppeal: boolean(), appealedAt: nullable(string()) });
export type AppealState = Infer<typeof AppealStateReply>;
export const ReportQueueQuery = object({
  status: defaulted(enums(['open', 'closed'] as const), 'open'),
  ...pagingFields({ defaultPageSize: 20, maxPageSize: 50 }),
});

/** A member as a compact card: photo (as the photo rules allow), age, city, community. */
export const MemberCardReply = type({
  userId: integer(),
  fullName: nullable(string()),
  age: nullable(integer()),
  city: nullable(string()),
  religion: nullable(string()),
  caste: nullable(string()),
  photoUrl: nullable(string()),
  /** A blurred preview, when the member's photo setting keeps the photo from the reader. */
  photoPreviewUrl: nullable(string()),
  badges: array(enums(BADGES)),
});
export type MemberCard = Infer<typeof MemberCardReply>;

const direction = enums(['sent', 'received']);
const interestStatus = enums(INTEREST_STATUSES);

export const InterestItemReply = type({
  id: integer(),
  direction,
  status: interestStatus,
  note: nullable(string()),
  reply: nullable(string()),
  /** A note or reply chosen from the offered templates, as a phrase the reader's language can word (docs/decisions/047). */
  notePhrase: nullable(PhraseReply),
  replyPhrase: nullable(PhraseReply),
  sentAt: string(),
  /** When the state last changed (sent, answered, withdrawn; or expired). */
  changedAt: string(),
  member: MemberCardReply,
  /**
   * The family helper who sent it or answered it in a member's name (docs/product/family.md):
   * always to the member they help, to the other side only when that member lets others see it.
   */
  sentBy: optional(nullable(type({ name: string(), relation: string() }))),
  answeredBy: optional(nullable(type({ name: string(), relation: string() }))),
});
export type InterestItem = Infer<typeof InterestItemReply>;
export const InterestPageReply = pageOf(InterestItemReply, { tab: enums(INTEREST_TABS) });
export type InterestPage = Infer<typeof InterestPageReply>;

/** An interest sent: pending, or accepted at once when the other member had sent one. */
export const InterestSentReply = type({
  id: integer(),
  status: enums(['pending', 'accepted']),
  ...codedReplyFields,
  mutual: described(boolean(), 'The receiver had already sent an interest: sending one back accepted it'),
});
export type InterestSent = Infer<typeof InterestSentReply>;
/** An interest accepted, declined or withdrawn. */
export const InterestMovedReply = type({ id: integer(), status: interestStatus });

/** How the caller stands with another member: shown on match cards and the profile page. */
export const RelationReply = type({
  userId: integer(),
  interest: nullable(type({ id: integer(), direction, status: interestStatus })),
  shortlisted: boolean(),
  notInterested: boolean(),
  blocked: boolean(),
  /** The caller's open report about this member, if any. */
  reported: boolean(),
});
export type Relation = Infer<typeof RelationReply>;

export const MarkedMemberReply = type({ member: MemberCardReply, markedAt: string() });
export const MarkedPageReply = pageOf(MarkedMemberReply);
export type MarkedPage = Infer<typeof MarkedPageReply>;
/** A member added to or removed from a list: the list's new state for them. */
export const MarkResultReply = type({
  userId: integer(),
  shortlisted: optional(boolean()),
  notInterested: optional(boolean()),
  blocked: optional(boolean()),
});

export const ReportRecordReply = type({
  id: integer(),
  reporterId: integer(),
  reporterName: nullable(string()),
  reason: enums(REPORT_REASONS),
  details: string(),
  status: enums(['open', 'closed']),
  outcome: nullable(string()),
  /** What the report counted when filed: 0 not in good standing, 1 in good standing, 2 also knew the member. */
  weight: integer(),
  /** The reporter was in good standing when filing: the report counts toward an automatic hide. */
  goodStanding: boolean(),
  /** The reporter had been connected with or written to by the member. */
  knewMember: boolean(),
  createdAt: string(),
  /**
   * For a report of one message: that message and the few around it in the conversation, oldest
   * first, so an administrator reads it in context (`reported` marks the one reported).
   */
  message: optional(
    nullable(
      type({
        id: integer(),
        context: array(type({ id: integer(), senderId: integer(), body: string(), createdAt: string(), reported: boolean() })),
      }),
    ),
  ),
});
export type ReportRecord = Infer<typeof ReportRecordReply>;
export const ModerationLogEntryReply = type({ action: string(), adminName: nullable(string()), note: nullable(string()), createdAt: string() });
export const ReportedProfileReply = type({
  member: assign(MemberCardReply, type({ email: string(), isActive: boolean(), hidden: boolean() })),
  openReports: array(ReportRecordReply),
  earlierReports: array(ReportRecordReply),
  /** The member's appeal against the automatic hide in force, for the administrators to weigh. */
  appeal: nullable(type({ text: string(), createdAt: string() })),
  actions: array(ModerationLogEntryReply),
});
export type ReportedProfile = Infer<typeof ReportedProfileReply>;
export const ReportQueuePageReply = pageOf(ReportedProfileReply);
export type ReportQueuePage = Infer<typeof ReportQueuePageReply>;
/** A report filed; blocking the member comes with it. */
export const ReportFiledReply = type({ id: integer(), ...codedReplyFields, blocked: boolean() });
/** What an administrator's action did to the member and their open reports. */
export const ModeratedReply = type({ userId: integer(), action: string(), closedReports: integer(), hidden: boolean(), isActive: boolean() });

/** What the reporter reads about their report: the outcome in general words. */
export const MyReportReply = type({
  id: integer(),
  reportedUserId: integer(),
  reason: enums(REPORT_REASONS),
  status: enums(['open', 'closed']),
  outcome: string(),
  createdAt: string(),
});
export type MyReport = Infer<typeof MyReportReply>;

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
export const WarningReply = type({ reason: string(), createdAt: string() });
export type Warning = Infer<typeof WarningReply>;
