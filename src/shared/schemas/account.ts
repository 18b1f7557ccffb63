import { define, object, type } from 'superstruct';
import { ACCOUNT_TEXT } from '../account-text';
import { isLocale, type Locale } from '../locales';

export { ACCOUNT_TEXT };

const password = define<string>('password', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 1024 ? true : ACCOUNT_TEXT.passwordRequired));

export const DeleteAccountSchema = type({ password });

/** The member's language (docs/decisions/042-member-language.md): en, hi or ta. */
export const localeField = define<Locale>('locale', (v) => isLocale(v) || ACCOUNT_TEXT.localeInvalid);

/** PUT /account/language. */
export const LanguageSchema = object({ locale: localeField });

export interface LanguageSetting {
  locale: Locale;
}
