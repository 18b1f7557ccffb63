import { array, boolean, define, integer, nullable, object, string, type, type Infer } from 'superstruct';
import { assistedEn } from '../i18n/assisted/en';
import type { Widen } from '../i18n/widen';
import { LOCALES, type Locale } from '../locales';
import { MAILBOX_PATTERN } from '../validation/mailbox';
import { MOBILE_PATTERN, PASSWORD_MAX } from '../constants';
import { PROFILE_CODE_PATTERN } from './search';

/**
 * The assisted service (docs/product/assisted-service.md, docs/decisions/094-relationship-managers.md):
 * relationship managers, the members' requests and their first-call clock, the brief, the weekly
 * shortlist and the thread with the manager. Each body checks in the words of one language: the
 * screens with their reader's, the server with English.
 */
export const CALL_OUTCOMES = ['reached', 'family', 'no_answer', 'call_back'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
/** A call that reached somebody is the first call: it stops the clock. */
export const CLOCK_STOPPING_OUTCOMES: ReadonlySet<CallOutcome> = new Set(['reached', 'family']);
export const VERDICTS = ['interested', 'not_for_us', 'maybe'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const NOTE_MAX = 2000;
export const BRIEF_MAX = 4000;
export const MESSAGE_MAX = 2000;
export const PICKS_MIN = 1;
export const PICKS_MAX = 10;
export const MANAGER_PASSWORD_MIN = 8;
const HOURS_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

type CheckWords = Widen<(typeof assistedEn)['check']>;

const text = (field: string, check: (value: string) => true | string) =>
  define<string>(field, (value) => (typeof value === 'string' ? check(value.trim()) : check('')));
const oneOf = <T extends string>(field: string, list: readonly T[], message: string) =>
  define<T>(field, (value) => (list as readonly unknown[]).includes(value) || message);
const positiveId = (field: string, message: string) =>
  define<number>(field, (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647) || message);

const languages = (w: CheckWords) =>
  define<Locale[]>(
    'languages',
    (value) =>
      (Array.isArray(value) &&
        value.length > 0 &&
        value.length <= LOCALES.length &&
        new Set(value).size === value.length &&
        value.every((l) => (LOCALES as readonly unknown[]).includes(l))) ||
      w.languages,
  );
const hours = (field: string, w: CheckWords) => text(field, (v) => HOURS_PATTERN.test(v) || w.hours);

/** An administrator makes a relationship manager's staff account. */
export function managerBody(w: CheckWords = assistedEn.check) {
  return object({
    name: text('name', (v) => (v.length >= 2 && v.length <= 100) || w.name),
    email: text('email', (v) => (v.length <= 254 && MAILBOX_PATTERN.test(v)) || w.email),
    mobile: text('mobile', (v) => MOBILE_PATTERN.test(v) || w.mobile),
    password: define<string>('password', (v) => (typeof v === 'string' && v.length >= MANAGER_PASSWORD_MIN && v.length <= PASSWORD_MAX) || w.password),
    hoursFrom: hours('hoursFrom', w),
    hoursTo: hours('hoursTo', w),
    languages: languages(w),
  });
}
export const ManagerBody = managerBody();
export type ManagerInput = Infer<typeof ManagerBody>;

/** Working hours, languages and whether the manager takes members. */
export function managerUpdateBody(w: CheckWords = assistedEn.check) {
  return object({ hoursFrom: hours('hoursFrom', w), hoursTo: hours('hoursTo', w), languages: languages(w), isActive: boolean() });
}
export const ManagerUpdateBody = managerUpdateBody();

export const AssignBody = object({ managerId: positiveId('managerId', assistedEn.check.managerId) });
export const AssistedRequestBody = object({ kind: oneOf('kind', ['call'] as const, assistedEn.check.kind) });

export function callNoteBody(w: CheckWords = assistedEn.check) {
  return object({
    outcome: oneOf('outcome', CALL_OUTCOMES, w.outcome),
    note: text('note', (v) => (v.length >= 2 && v.length <= NOTE_MAX) || (v.length < 2 ? w.noteRequired : w.note({ max: NOTE_MAX }))),
  });
}
export const CallNoteBody = callNoteBody();

export function briefBody(w: CheckWords = assistedEn.check) {
  return object({
    expectations: text('expectations', (v) => v.length <= BRIEF_MAX || w.note({ max: BRIEF_MAX })),
    nonNegotiables: text('nonNegotiables', (v) => v.length <= BRIEF_MAX || w.note({ max: BRIEF_MAX })),
  });
}
export const BriefBody = briefBody();

export function pickBody(w: CheckWords = assistedEn.check) {
  return object({
    profileCode: text('profileCode', (v) => PROFILE_CODE_PATTERN.test(v.toUpperCase()) || w.profileCode),
    note: text('note', (v) => (v.length >= 2 && v.length <= NOTE_MAX) || (v.length < 2 ? w.noteRequired : w.note({ max: NOTE_MAX }))),
  });
}
export function shortlistBody(w: CheckWords = assistedEn.check) {
  const pick = pickBody(w);
  return object({
    picks: define<Array<Infer<typeof pick>>>('picks', (value) => {
      if (!Array.isArray(value) || value.length < PICKS_MIN || value.length > PICKS_MAX) return w.picks({ min: PICKS_MIN, max: PICKS_MAX });
      for (const item of value) {
        const [error] = pick.validate(item);
        if (error) return error.failures()[0]?.message ?? w.profileCode;
      }
      return true;
    }),
  });
}
export const ShortlistBody = shortlistBody();

export const VerdictBody = object({ verdict: oneOf('verdict', VERDICTS, assistedEn.check.verdict) });

export function messageBody(w: CheckWords = assistedEn.check) {
  return object({ text: text('text', (v) => (v.length >= 1 && v.length <= MESSAGE_MAX) || w.text({ max: MESSAGE_MAX })) });
}
export const MessageBody = messageBody();

export const MemberIdParam = object({
  userId: define<string>('userId', (v) => (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647) || 'Give a member id.'),
});
export const PickIdParam = object({
  id: define<string>('id', (v) => (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647) || 'Give a shortlist entry id.'),
});
export const ManagerIdParam = object({
  id: define<string>('id', (v) => (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647) || 'Give a manager id.'),
});

// ---- replies ------------------------------------------------------------------------------
const ManagerCard = type({ id: integer(), name: string(), hoursFrom: string(), hoursTo: string(), languages: array(string()) });
export type ManagerCard = Infer<typeof ManagerCard>;

const Clock = type({ requestedAt: string(), firstCallDueAt: string(), firstCallAt: nullable(string()), overdue: boolean() });

const Pick = type({
  id: integer(),
  profileUserId: integer(),
  profileCode: nullable(string()),
  name: string(),
  age: nullable(integer()),
  city: nullable(string()),
  note: string(),
  verdict: nullable(string()),
  verdictAt: nullable(string()),
  /** The profile's card photo as the member may see it (members' card rules), signed for the member; else null. */
  photoUrl: nullable(string()),
  /** The blurred preview, where the member may not see the photo itself. */
  photoPreviewUrl: nullable(string()),
});
export type ShortlistPick = Infer<typeof Pick>;
export const ShortlistReply = type({ id: integer(), weekOf: string(), sentAt: string(), picks: array(Pick) });
export type Shortlist = Infer<typeof ShortlistReply>;
const Message = type({ id: integer(), fromManager: boolean(), text: string(), createdAt: string() });
export type ThreadMessage = Infer<typeof Message>;
const Brief = type({ expectations: string(), nonNegotiables: string(), updatedAt: nullable(string()) });

/** What the member (and a family helper, as allowed) sees under My relationship manager. */
export const MyAssistedReply = type({
  requested: boolean(),
  status: nullable(string()),
  source: nullable(string()),
  clock: nullable(Clock),
  manager: nullable(ManagerCard),
  brief: Brief,
  shortlists: array(ShortlistReply),
  messages: array(Message),
  /** The member's own session may write; a family helper reads. */
  canWrite: boolean(),
});
export type MyAssisted = Infer<typeof MyAssistedReply>;

export const PickReply = Pick;
export const MessageReply = Message;

/** A manager as administrators see one, with their workload. */
export const ManagerReply = type({
  id: integer(),
  name: string(),
  email: string(),
  hoursFrom: string(),
  hoursTo: string(),
  languages: array(string()),
  isActive: boolean(),
  members: integer(),
  waitingFirstCall: integer(),
  overdue: integer(),
});
export type ManagerRow = Infer<typeof ManagerReply>;
export const ManagerListReply = array(ManagerReply);

export const QueueItemReply = type({
  userId: integer(),
  name: string(),
  profileCode: nullable(string()),
  status: string(),
  source: string(),
  managerId: nullable(integer()),
  managerName: nullable(string()),
  requestedAt: string(),
  firstCallDueAt: string(),
  firstCallAt: nullable(string()),
  overdue: boolean(),
  overdueMarkedAt: nullable(string()),
});
export type QueueRow = Infer<typeof QueueItemReply>;
export const QueueReply = array(QueueItemReply);

/** A member on the manager's workbench, with what is due. */
const WorkbenchRow = type({
  userId: integer(),
  name: string(),
  profileCode: nullable(string()),
  status: string(),
  firstCallDueAt: string(),
  firstCallAt: nullable(string()),
  overdue: boolean(),
  shortlistDue: boolean(),
});
export type WorkbenchRow = Infer<typeof WorkbenchRow>;
export const WorkbenchReply = array(WorkbenchRow);

export const CallReply = type({ id: integer(), outcome: string(), note: string(), createdAt: string() });
export type CallRow = Infer<typeof CallReply>;

/** One of the manager's own members: with contact details, the brief, calls, shortlists and thread. */
export const WorkbenchMemberReply = type({
  ...WorkbenchRow.schema,
  email: string(),
  mobile: string(),
  locale: string(),
  brief: Brief,
  calls: array(CallReply),
  shortlists: array(ShortlistReply),
  messages: array(Message),
});
export type WorkbenchMember = Infer<typeof WorkbenchMemberReply>;
export const BriefReply = Brief;
