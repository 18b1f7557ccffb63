import { english } from './i18n/compile';
import { BADGE_TEXT } from './schemas/badges';

/**
 * Contact on the member's terms (docs/product/trust.md): the levels a member may ask of those who
 * contact her, the limits of her choices, and what the API answers. Apart from the schemas
 * (src/shared/schemas/contact-terms.ts) so the message catalogue can name these texts without
 * shipping the schemas.
 */
export const CONTACT_LEVELS = ['mobile', 'photo', 'id'] as const;
export type ContactLevel = (typeof CONTACT_LEVELS)[number];

/** The most interests a member may choose to take in a day, and the most contacts she may hide from. */
export const INTEREST_CAP_MAX = 100;
export const HIDDEN_CONTACTS_MAX = 50;

const ONLY_FROM = 'This member accepts interests, messages, calls and photo requests only from members';

export const CONTACT_TERMS_MSG = english({
  /** A sender without the badge she asks for: what to verify, and how. */
  needsMobile: `${ONLY_FROM} whose mobile number is verified. ${BADGE_TEXT.mobile.earn}`,
  needsPhoto: `${ONLY_FROM} whose photo is verified. ${BADGE_TEXT.photo.earn}`,
  needsId: `${ONLY_FROM} whose identity document is verified. ${BADGE_TEXT.id.earn}`,
  writesFirst: 'This member writes the first message after a connection. You can reply once they have written.',
  capReached: 'This member is not accepting new interests today. You can send one tomorrow.',
  levelInvalid: 'Choose who may contact you: anyone, or members with a verified mobile number, photo or identity document.',
  capInvalid: `Choose a number of interests a day from 1 to ${INTEREST_CAP_MAX}, or no limit.`,
  contactInvalid: 'Enter an e-mail address or a 10-digit mobile number.',
  contactOwn: 'This is your own e-mail address or mobile number.',
  contactTooMany: `You can hide from up to ${HIDDEN_CONTACTS_MAX} contacts. Remove one to add another.`,
  contactNotFound: 'There is no such contact in your list.',
} as const);
