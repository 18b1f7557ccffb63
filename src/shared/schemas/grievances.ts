import { array, define, enums, integer, nullable, object, optional, string, type, type Infer } from 'superstruct';
import { grievancesEn } from '../i18n/grievances/en';
import type { Widen } from '../i18n/widen';
import { LOCALES } from '../locales';
import { MAILBOX_PATTERN } from '../validation/mailbox';
import { PROFILE_CODE_PATTERN } from './search';
import { pagingFields } from './paging';
import { pageOf } from './reply';

/**
 * Grievances under the IT Rules 2021 (docs/product/trust.md, docs/decisions/085-grievances-and-their-clocks.md):
 * what anyone may complain about, the complaint, its ticket and clocks, and the administrators' side.
 * The body's checks take the words of the reader's language: the form checks with its own, the
 * server with English, so no message is ever looked up by its wording.
 */
export const GRIEVANCE_KINDS = ['impersonation', 'intimate_image', 'harassment', 'fraud', 'personal_data', 'other'] as const;
export type GrievanceKind = (typeof GRIEVANCE_KINDS)[number];
/** Kinds whose named profile is taken down within a day of the complaint (IT Rules 2021, rule 3(2)(b)). */
export const TAKE_DOWN_KINDS: ReadonlySet<GrievanceKind> = new Set(['impersonation', 'intimate_image']);

export const GRIEVANCE_STATUSES = ['received', 'acknowledged', 'decided'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_OUTCOMES = ['upheld', 'not_upheld'] as const;
export type GrievanceOutcome = (typeof GRIEVANCE_OUTCOMES)[number];
/** The clocks a complaint runs against. */
export type GrievanceClock = 'acknowledge' | 'take_down' | 'decide';

export const GRIEVANCE_NAME_MAX = 100;
export const GRIEVANCE_EMAIL_MAX = 254;
export const GRIEVANCE_TEXT_MIN = 20;
export const GRIEVANCE_TEXT_MAX = 5000;
export const GRIEVANCE_REASON_MIN = 10;
export const TICKET_PATTERN = /^GR-\d{4}-\d{6}$/;

type CheckWords = Widen<(typeof grievancesEn)['check']>;

/** A text field whose check answers the message to show, or true (the message alone, without the field's name). */
const checked = (field: string, check: (value: string) => true | string) =>
  define<string>(field, (value) => check(typeof value === 'string' ? value.trim() : ''));

/** The complaint, checked in the words of one language. */
export function grievanceBody(words: CheckWords = grievancesEn.check) {
  return object({
    kind: define<GrievanceKind>('kind', (v) => (GRIEVANCE_KINDS as readonly unknown[]).includes(v) || words.kind),
    name: checked('name', (v) => (v.length > 0 && v.length <= GRIEVANCE_NAME_MAX) || words.fullName),
    email: checked('email', (v) => (v.length <= GRIEVANCE_EMAIL_MAX && MAILBOX_PATTERN.test(v)) || words.email),
    profileCode: optional(checked('profileCode', (v) => v === '' || PROFILE_CODE_PATTERN.test(v.toUpperCase()) || words.profileCode)),
    description: checked('description', (v) =>
      v.length < GRIEVANCE_TEXT_MIN
        ? words.descriptionShort({ min: GRIEVANCE_TEXT_MIN })
        : v.length > GRIEVANCE_TEXT_MAX
          ? words.descriptionLong({ max: GRIEVANCE_TEXT_MAX })
          : true,
    ),
    locale: optional(enums(LOCALES)),
  });
}
export const GrievanceBody = grievanceBody();
export type GrievanceInput = Infer<typeof GrievanceBody>;

/** Following a complaint: its ticket and the address it was filed with. */
export function grievanceLookup(words: CheckWords = grievancesEn.check) {
  return object({
    ticket: checked('ticket', (v) => TICKET_PATTERN.test(v.toUpperCase()) || words.ticket),
    email: checked('email', (v) => (v.length <= GRIEVANCE_EMAIL_MAX && MAILBOX_PATTERN.test(v)) || words.email),
  });
}
export const GrievanceLookupBody = grievanceLookup();

const clocks = {
  acknowledgeDueAt: string(),
  decideDueAt: string(),
  takeDownDueAt: nullable(string()),
};

export const GrievanceFiledReply = type({ ticket: string(), ...clocks });
export type GrievanceFiled = Infer<typeof GrievanceFiledReply>;

/** What the person who complained sees of it. */
export const GrievanceStatusReply = type({
  ticket: string(),
  kind: enums(GRIEVANCE_KINDS),
  status: enums(GRIEVANCE_STATUSES),
  filedAt: string(),
  ...clocks,
  acknowledgedAt: nullable(string()),
  takenDownAt: nullable(string()),
  decidedAt: nullable(string()),
  outcome: nullable(enums(GRIEVANCE_OUTCOMES)),
  decision: nullable(string()),
});
export type GrievanceStatusView = Infer<typeof GrievanceStatusReply>;

/** A complaint in the administrators' queue, with which clocks have run out. */
export const GrievanceAdminItemReply = type({
  id: integer(),
  ...GrievanceStatusReply.schema,
  name: string(),
  email: string(),
  fromMember: nullable(integer()),
  profileCode: nullable(string()),
  subjectUserId: nullable(integer()),
  description: string(),
  escalatedAt: nullable(string()),
  overdue: array(enums(['acknowledge', 'take_down', 'decide'] as const)),
});
export type GrievanceAdminItem = Infer<typeof GrievanceAdminItemReply>;
export const GrievancePageReply = pageOf(GrievanceAdminItemReply);

export const GrievanceQueueQuery = object({
  status: optional(enums(['open', 'decided'] as const)),
  ...pagingFields({ defaultPageSize: 20, maxPageSize: 100 }),
});

export const GrievanceDecisionBody = object({
  outcome: enums(GRIEVANCE_OUTCOMES),
  reason: checked('reason', (v) => (v.length >= GRIEVANCE_REASON_MIN && v.length <= GRIEVANCE_TEXT_MAX) || grievancesEn.server.reasonRequired),
});

export const GrievanceReportQuery = object({
  month: checked('month', (v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v) || grievancesEn.server.monthInvalid),
});

/** The month's complaints by kind and outcome, for the administrators' monthly report. */
export const GrievanceReportReply = type({
  month: string(),
  total: integer(),
  decidedOnTime: integer(),
  rows: array(type({ kind: enums(GRIEVANCE_KINDS), filed: integer(), upheld: integer(), notUpheld: integer(), open: integer() })),
});
export type GrievanceReport = Infer<typeof GrievanceReportReply>;
