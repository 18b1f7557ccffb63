import { array, boolean, enums, integer, literal, nullable, object, optional, string, type, union, type Infer } from 'superstruct';
import { MAILBOX_PATTERN } from '../validation/mailbox';
import { indianMobile } from '../validation/mobile';
import { MOBILE_PATTERN } from '../constants';
import { CONTACT_LEVELS, INTEREST_CAP_MAX, type ContactLevel } from '../contact-terms-text';
import { CODED } from '../coded-messages';
import { checked } from '../validation/refusal';

const M = CODED.CONTACT_TERMS_MSG;

export { CONTACT_LEVELS, type ContactLevel } from '../contact-terms-text';

/**
 * Contact on the member's terms (docs/product/trust.md): who may contact her, who writes first,
 * how many interests a day she takes, and the contacts she hides from.
 */
// Defined, not refined: each refusal is the product's message alone, which the dashboard says in the member's language.
const level = checked<ContactLevel | null>('verifiedLevel', (v) => v === null || (CONTACT_LEVELS as readonly unknown[]).includes(v) || M.levelInvalid);
const cap = checked<number | null>(
  'interestDailyCap',
  (v) => v === null || (Number.isInteger(v) && Number(v) >= 1 && Number(v) <= INTEREST_CAP_MAX) || M.capInvalid,
);

/** Each choice is saved by its own Settings section: a field left out keeps what she chose before. */
export const ContactTermsBody = object({ verifiedLevel: optional(level), firstMessage: optional(boolean()), interestDailyCap: optional(cap) });
export type ContactTermsInput = Infer<typeof ContactTermsBody>;

/** Whether a typed contact is an e-mail address (else it is read as a mobile number). */
export const isEmailContact = (typed: string) => typed.includes('@');
const isValidContact = (typed: string) => {
  const t = typed.trim();
  return isEmailContact(t) ? t.length <= 254 && MAILBOX_PATTERN.test(t) : MOBILE_PATTERN.test(indianMobile(t));
};
export const HiddenContactBody = object({
  contact: checked<string>('contact', (v) => (typeof v === 'string' && v.length <= 300 && isValidContact(v)) || M.contactInvalid),
});

const HiddenContactItem = type({ id: integer(), kind: enums(['email', 'mobile']), hint: string(), createdAt: string() });

export const ContactTermsReply = type({
  verifiedLevel: union([enums(CONTACT_LEVELS), literal(null)]),
  firstMessage: boolean(),
  interestDailyCap: nullable(integer()),
  hiddenContacts: array(HiddenContactItem),
});
export type ContactTerms = Infer<typeof ContactTermsReply>;
