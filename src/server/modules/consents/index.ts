// The consents module's door (docs/architecture.md, "Modules and their doors"): the consent log and where an account was made from.
export { keepOriginAfterErasure, originPage, purgeOrigins, recordOrigin } from './account-origin.ts';
export { consentsOf, recordConsent, recordRegistrationConsents, recordSwitchedConsent } from './consent-log.ts';
