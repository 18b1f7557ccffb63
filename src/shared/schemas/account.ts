import { define, object, type } from 'superstruct';
import { LOCALES, isLocale, type Locale } from '../locales';

/** DELETE /account: the member confirms with the current password (DESIGN §14, DPDP Act 2023). */
export const ACCOUNT_TEXT = {
  passwordRequired: 'Please enter your password to confirm',
  passwordWrong: 'The password is not correct',
  lastAdmin: 'The last active administrator cannot delete their account.',
  deleted: 'Your account and profile have been deleted.',
  exportReady: 'Your data has been downloaded.',
  exportFailed: 'The download failed. Please try again.',
  deleteFailed: 'The account could not be deleted.',
  localeInvalid: `Choose one of the languages: ${LOCALES.join(', ')}`,
} as const;

const password = define<string>('password', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 1024 ? true : ACCOUNT_TEXT.passwordRequired));

export const DeleteAccountSchema = type({ password });

/** The member's language (docs/decisions/042-member-language.md): en, hi or ta. */
export const localeField = define<Locale>('locale', (v) => isLocale(v) || ACCOUNT_TEXT.localeInvalid);

/** PUT /account/language. */
export const LanguageSchema = object({ locale: localeField });

export interface LanguageSetting {
  locale: Locale;
}
