import { english } from './i18n/compile';
import { LOCALES } from './locales';

/**
 * DELETE /account: the member confirms with the current password (docs/product/trust.md, DPDP Act 2023).
 * Apart from the schemas (src/shared/schemas/account.ts) so the message catalogue can name these
 * texts without shipping the schemas to the public pages.
 */
export const ACCOUNT_TEXT = english({
  passwordRequired: 'Please enter your password to confirm',
  passwordWrong: 'The password is not correct',
  lastAdmin: 'The last active administrator cannot delete their account.',
  deleted: 'Your account and profile have been deleted.',
  exportReady: 'Your data has been downloaded.',
  exportFailed: 'The download failed. Please try again.',
  deleteFailed: 'The account could not be deleted.',
  localeInvalid: `Choose one of the languages: ${LOCALES.join(', ')}`,
} as const);
