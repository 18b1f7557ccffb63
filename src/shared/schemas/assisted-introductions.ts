import { array, boolean, define, enums, integer, nullable, object, optional, string, type, type Infer } from 'superstruct';
import { assistedEn } from '../i18n/assisted/en';
import type { Widen } from '../i18n/widen';
import { codedCatalogue, type CodedMessage } from '../message-code';
import { refusal, type Verdict } from '../validation/refusal';
import { MyAssistedReply, WorkbenchMemberReply } from './assisted';
import { BADGES } from './badges';

/**
 * Introductions and meetings of the assisted service (docs/product/assisted-service.md,
 * docs/decisions/097-introductions-meetings-and-elite-confidentiality.md): the bodies the
 * screens send and the API checks, and the replies both read. Each body checks in the words of
 * one language: the screens with their reader's, the server with the coded English messages, so
 * a refusal carries its code.
 */
export const ANSWERS = ['accepted', 'declined'] as const;
export type IntroductionAnswer = (typeof ANSWERS)[number];
export const MEETING_MODES = ['in-person', 'video'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];
/** What a manager sets a meeting to: held once it took place, or cancelled. */
export const MEETING_CLOSINGS = ['held', 'cancelled'] as const;

export const INTRO_NOTE_MIN = 10;
export const INTRO_NOTE_MAX = 1000;
export const PLACE_MAX = 200;
export const DURATION_MIN = 15;
export const DURATION_MAX = 240;
export const FEEDBACK_MIN = 2;
export const FEEDBACK_MAX = 2000;
/** A meeting is proposed at most this many days ahead. */
export const MEETING_DAYS_AHEAD = 180;
/** Introductions one relationship manager may send in a day, from midnight UTC (docs/product/limits.md). */
export const INTRODUCTION_DAILY_LIMIT = 10;
/** A meeting's time as the manager types it, India time: 2026-12-05T18:30. */
const LOCAL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** The refusals of the server, coded (docs/decisions/092-message-codes.md). */
export const INTRO_SERVER = codedCatalogue('ASSISTED_INTRO', assistedEn.introServer);
/** The checks' messages, coded, as the server answers them. */
export const INTRO_CHECK = codedCatalogue('ASSISTED_INTRO_CHECK', assistedEn.introCheck);

type Say<T> = { readonly [K in keyof T]: T[K] extends (...args: infer A) => unknown ? (...args: A) => string | CodedMessage : string | CodedMessage };
/** The words a body checks in: a language's catalogue (the screens) or the coded English (the server). */
export type CheckWords = Say<Widen<(typeof assistedEn)['introCheck']>>;

const checkedText = (field: string, check: (value: string) => Verdict) =>
  define<string>(field, (value) => refusal(check(typeof value === 'string' ? value.trim() : '')));
const oneOf = <T extends string>(field: string, list: readonly T[], message: string | CodedMessage) =>
  define<T>(field, (value) => refusal((list as readonly unknown[]).includes(value) || message));
const between = (min: number, max: number, message: string | CodedMessage) => (v: string) => (v.length >= min && v.length <= max) || message;

/** India time (UTC+05:30, no summer time) to the instant, as ISO UTC; null when not a real time. */
export function indiaTimeToUtc(local: string): string | null {
  const m = LOCAL_TIME_PATTERN.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const at = Date.UTC(y, mo - 1, d, h, mi) - 330 * 60_000;
  const back = new Date(at + 330 * 60_000);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return new Date(at).toISOString();
}

/** The manager introduces the member to a profile of their shortlist that the member marked Interested. */
export function introductionBody(w: CheckWords = INTRO_CHECK) {
  return object({
    pickId: define<number>('pickId', (v) => refusal((typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= 2_147_483_647) || w.pickId)),
    message: checkedText('message', between(INTRO_NOTE_MIN, INTRO_NOTE_MAX, w.message({ min: INTRO_NOTE_MIN, max: INTRO_NOTE_MAX }))),
  });
}
export const IntroductionBody = introductionBody();

export const AnswerBody = object({ answer: oneOf('answer', ANSWERS, INTRO_CHECK.answer) });

/** A meeting: India time, a length, in person at a place or by video (a note optional). */
export function meetingBody(w: CheckWords = INTRO_CHECK) {
  return object({
    startsAt: checkedText('startsAt', (v) => indiaTimeToUtc(v) !== null || w.startsAt),
    durationMinutes: define<number>('durationMinutes', (v) =>
      refusal((typeof v === 'number' && Number.isInteger(v) && v >= DURATION_MIN && v <= DURATION_MAX) || w.duration({ min: DURATION_MIN, max: DURATION_MAX })),
    ),
    mode: oneOf('mode', MEETING_MODES, w.mode),
    place: optional(checkedText('place', (v) => v.length <= PLACE_MAX || w.place({ max: PLACE_MAX }))),
  });
}
export const MeetingBody = meetingBody();
export type MeetingInput = Infer<typeof MeetingBody>;

export const MeetingStatusBody = object({ status: oneOf('status', MEETING_CLOSINGS, INTRO_CHECK.status) });

export function feedbackBody(w: CheckWords = INTRO_CHECK) {
  return object({ text: checkedText('text', between(FEEDBACK_MIN, FEEDBACK_MAX, w.feedback({ min: FEEDBACK_MIN, max: FEEDBACK_MAX }))) });
}
export const FeedbackBody = feedbackBody();

const idParam = (what: string) =>
  object({ id: define<string>('id', (v) => (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647) || `Give ${what} id.`) });
export const IntroductionIdParam = idParam('an introduction');
export const MeetingIdParam = idParam('a meeting');

// ---- replies ------------------------------------------------------------------------------
/** One side of an introduction as the reader may see it: an Elite member before acceptance by initials only. */
const Person = type({
  userId: integer(),
  name: string(),
  gender: nullable(string()),
  age: nullable(integer()),
  city: nullable(string()),
  profileCode: nullable(string()),
  /** Shown by initials, no photos and no profile ID: an Elite member the reader is not connected with. */
  confidential: boolean(),
  /** The verification badges, read as every member card reads them (they name nobody). */
  badges: array(enums(BADGES)),
});
export type IntroductionPerson = Infer<typeof Person>;

const Feedback = type({ byUserId: integer(), name: string(), text: string(), createdAt: string() });

export const MeetingReply = type({
  id: integer(),
  introductionId: integer(),
  startsAt: string(),
  durationMinutes: integer(),
  mode: string(),
  place: nullable(string()),
  status: string(),
  memberConfirmedAt: nullable(string()),
  otherConfirmedAt: nullable(string()),
  heldAt: nullable(string()),
  /** What the reader may do now. */
  canConfirm: boolean(),
  canFeedback: boolean(),
  canClose: boolean(),
  /** The manager may mark it held: confirmed, and its time has come. */
  canHold: boolean(),
  /** The reader's own feedback, and for the managers both sides'. */
  feedback: array(Feedback),
});
export type Meeting = Infer<typeof MeetingReply>;

export const IntroductionReply = type({
  id: integer(),
  status: string(),
  message: string(),
  createdAt: string(),
  answeredAt: nullable(string()),
  managerName: string(),
  otherManagerName: nullable(string()),
  /** The reader's side: the member introduced for, the other member, or a manager of either. */
  side: string(),
  member: Person,
  other: Person,
  canAnswer: boolean(),
  canWithdraw: boolean(),
  canPropose: boolean(),
  /** For a manager, once accepted: the other member's contact details. */
  contact: nullable(type({ email: string(), mobile: string() })),
  meetings: array(MeetingReply),
});
export type Introduction = Infer<typeof IntroductionReply>;
export const IntroductionListReply = array(IntroductionReply);

/** The member's page with the introductions made for them and addressed to them. */
export const MyAssistedPageReply = type({ ...MyAssistedReply.schema, introductions: IntroductionListReply });
export type MyAssistedPage = Infer<typeof MyAssistedPageReply>;
/** One of the manager's members with the introductions made for them and addressed to them. */
export const WorkbenchMemberPageReply = type({ ...WorkbenchMemberReply.schema, introductions: IntroductionListReply });
export type WorkbenchMemberPage = Infer<typeof WorkbenchMemberPageReply>;
