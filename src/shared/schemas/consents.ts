import { array, boolean, define, enums, nullable, object, optional, string, type, type Infer } from 'superstruct';

/**
 * Consent by purpose under the DPDP Rules 2025, the registration's declaration under the MeitY
 * advisory (docs/product/trust.md, docs/decisions/091-consent-by-purpose-and-nominee.md).
 * Programs read a purpose by its code; the words for it are in src/shared/i18n/consents.
 */
export const OPTIONAL_PURPOSES = ['promotional-mail', 'sms', 'horoscope-matching', 'family-helpers', 'selfie-verification'] as const;
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];
/** What every account agrees to: the declaration (for marriage, true details) and what is needed to run the service. */
export const REQUIRED_PURPOSES = ['declaration', 'service'] as const;
export const CONSENT_PURPOSES = [...REQUIRED_PURPOSES, ...OPTIONAL_PURPOSES] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where a grant or withdrawal was made: the registration, the consents in Settings, a feature's own switch, or before the notice existed. */
export const CONSENT_SOURCES = ['registration', 'settings', 'feature', 'before-notice'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The optional purposes ticked on the registration form; a purpose left out is not given. */
export const RegistrationConsents = object({
  'promotional-mail': optional(boolean()),
  sms: optional(boolean()),
  'horoscope-matching': optional(boolean()),
  'family-helpers': optional(boolean()),
  'selfie-verification': optional(boolean()),
});
export type RegistrationConsentsInput = Infer<typeof RegistrationConsents>;

/** The registration's declaration (the MeitY advisory): the account is for marriage and the details are true. */
export const DECLARATION_REQUIRED = 'Confirm that this account is for marriage and that the details you give are true.';
export const DeclarationField = define<true>('declaration', (v) => v === true || DECLARATION_REQUIRED);

export const ConsentParams = object({ purpose: enums(OPTIONAL_PURPOSES) });
export const ConsentBody = object({ granted: boolean() });

const logEntry = type({ purpose: enums(CONSENT_PURPOSES), granted: boolean(), source: enums(CONSENT_SOURCES), at: string() });
const purposeState = type({ purpose: enums(OPTIONAL_PURPOSES), granted: boolean(), at: nullable(string()) });
/** The member's purposes as they stand, when the declaration was made, and every grant and withdrawal, newest first. */
export const ConsentsReply = type({ declaredAt: nullable(string()), purposes: array(purposeState), log: array(logEntry) });
export type Consents = Infer<typeof ConsentsReply>;
