/**
 * The contact-terms module's door (docs/product/trust.md): a member's terms for those who contact
 * her, her hidden contacts, and the refusals the acts that reach her use.
 */
export { registerContactTermsRoutes } from './contact-terms.routes.ts';
export { belowLevel, levelRefusal, lockForInterest, termsOf, writesFirst, type StoredTerms } from './contact-terms.service.ts';
