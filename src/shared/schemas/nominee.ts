import { boolean, define, enums, integer, nullable, object, optional, string, type, type Infer } from 'superstruct';
import { consentsEn } from '../i18n/consents/en';
import { LOCALES } from '../locales';
import { MAILBOX_PATTERN } from '../validation/mailbox';
import { PROFILE_CODE_PATTERN } from './search';
import { pagingFields } from './paging';
import { pageOf } from './reply';

/**
 * The nominee who may act for a member after her death or in her incapacity (DPDP Act 2023 s. 8(7)),
 * the requests nominees file and where a profile was made from, which administrators read
 * (docs/product/trust.md, docs/decisions/091-consent-by-purpose-and-nominee.md).
 */
// ---- the nominee ------------------------------------------------------------------------------
export const NOMINEE_RELATIONS = ['parent', 'sibling', 'child', 'spouse', 'relative', 'friend'] as const;
export type NomineeRelation = (typeof NOMINEE_RELATIONS)[number];
export const NOMINEE_CIRCUMSTANCES = ['death', 'incapacity'] as const;
export type NomineeCircumstance = (typeof NOMINEE_CIRCUMSTANCES)[number];
export const NOMINEE_OUTCOMES = ['approved', 'rejected'] as const;
export type NomineeOutcome = (typeof NOMINEE_OUTCOMES)[number];
export const NOMINEE_NAME_MAX = 100;
export const NOMINEE_PROOF_MIN = 10;
export const NOMINEE_PROOF_MAX = 2000;
const MOBILE = /^[6-9]\d{9}$/;

const text = (name: string, min: number, max: number, message: string) =>
  define<string>(name, (v) => (typeof v === 'string' && v.trim().length >= min && v.trim().length <= max) || message);
const mailbox = (message: string) => define<string>('email', (v) => (typeof v === 'string' && v.length <= 254 && MAILBOX_PATTERN.test(v.trim())) || message);

/** The nominee form's messages in English; the form checks with its reader's words (src/shared/i18n/consents). */
const NOMINEE_CHECK = {
  name: "Enter the nominee's name (up to 100 characters).",
  relation: 'Choose how the nominee is related to you.',
  email: "Enter the nominee's e-mail address.",
  mobile: 'A mobile number has ten digits and starts with 6, 7, 8 or 9.',
};
export type NomineeCheckWords = typeof NOMINEE_CHECK;

/** The person the member names to act for her after her death or in her incapacity, checked in the words of one language. */
export function nomineeBody(words: NomineeCheckWords = NOMINEE_CHECK) {
  return object({
    name: text('name', 1, NOMINEE_NAME_MAX, words.name),
    relation: define<NomineeRelation>('relation', (v) => (NOMINEE_RELATIONS as readonly unknown[]).includes(v) || words.relation),
    email: mailbox(words.email),
    mobile: optional(define<string>('mobile', (v) => v === '' || (typeof v === 'string' && MOBILE.test(v.trim())) || words.mobile)),
  });
}
export const NomineeBody = nomineeBody();
export type NomineeInput = Infer<typeof NomineeBody>;
const nominee = type({ name: string(), relation: enums(NOMINEE_RELATIONS), email: string(), mobile: nullable(string()), updatedAt: string() });
export const NomineeReply = type({ nominee: nullable(nominee) });
export type NomineeState = Infer<typeof NomineeReply>;

/** The nominee request form's messages in one language (src/shared/i18n/consents, `request.check`). */
export type NomineeRequestCheckWords = typeof consentsEn.request.check;

/** A nominee's request to erase the member's account, filed by anyone with the proof it rests on, checked in the words of one language. */
export function nomineeRequestBody(words: NomineeRequestCheckWords = consentsEn.request.check) {
  return object({
    profileCode: define<string>('profileCode', (v) => (typeof v === 'string' && PROFILE_CODE_PATTERN.test(v.trim().toUpperCase())) || words.profileCode),
    name: text('name', 1, NOMINEE_NAME_MAX, words.name),
    email: mailbox(words.email),
    circumstance: define<NomineeCircumstance>('circumstance', (v) => (NOMINEE_CIRCUMSTANCES as readonly unknown[]).includes(v) || words.circumstance),
    proof: text('proof', NOMINEE_PROOF_MIN, NOMINEE_PROOF_MAX, words.proof),
    locale: optional(enums(LOCALES)),
  });
}
export const NomineeRequestBody = nomineeRequestBody();
export type NomineeRequestInput = Infer<typeof NomineeRequestBody>;
export const NomineeRequestFiledReply = type({ reference: string() });

export const NomineeQueueQuery = object({
  status: optional(enums(['open', 'decided'] as const)),
  ...pagingFields({ defaultPageSize: 20, maxPageSize: 100 }),
});
export const NomineeDecisionBody = object({
  outcome: enums(NOMINEE_OUTCOMES),
  reason: text('reason', 10, 1000, 'Give the reason in 10 to 1000 characters; it is mailed to the nominee.'),
});
const nomineeRequest = type({
  id: integer(),
  reference: string(),
  profileCode: string(),
  memberUserId: nullable(integer()),
  /** Whether the request comes from the nominee the member named (name and e-mail as she gave them). */
  namedNominee: boolean(),
  name: string(),
  email: string(),
  circumstance: enums(NOMINEE_CIRCUMSTANCES),
  proof: string(),
  status: enums(['received', 'approved', 'rejected'] as const),
  decision: nullable(string()),
  createdAt: string(),
  decidedAt: nullable(string()),
});
export type NomineeRequestItem = Infer<typeof nomineeRequest>;
export const NomineeRequestReply = nomineeRequest;
export const NomineeRequestPageReply = pageOf(nomineeRequest);

// ---- where a profile was made from (administrators only) -------------------------------------
export const OriginQuery = object({
  q: optional(define<string>('q', (v) => (typeof v === 'string' && v.length <= 254) || 'Search by profile ID, e-mail or mobile (up to 254 characters).')),
  ...pagingFields({ defaultPageSize: 20, maxPageSize: 100 }),
});
const origin = type({
  userId: integer(),
  profileCode: nullable(string()),
  name: string(),
  email: string(),
  mobile: string(),
  ip: nullable(string()),
  createdAt: string(),
  deletedAt: nullable(string()),
  purgeAfter: nullable(string()),
});
export const OriginPageReply = pageOf(origin);
