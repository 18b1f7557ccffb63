import { enums, object, type, type Infer } from 'superstruct';
import { CODED } from '../coded-messages';
import { checked } from '../validation/refusal';
import { ACCOUNT_TEXT } from '../account-text';
import { LOCALES, isLocale, type Locale } from '../locales';
import { described } from './reply';

export { ACCOUNT_TEXT };

const password = checked<string>('password', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 1024 ? true : CODED.ACCOUNT_TEXT.passwordRequired));

export const DeleteAccountSchema = type({ password });

/** The member's language (docs/decisions/042-member-language.md): en, hi or ta. */
export const localeField = checked<Locale>('locale', (v) => isLocale(v) || CODED.ACCOUNT_TEXT.localeInvalid);

/** PUT /account/language. */
export const LanguageSchema = object({ locale: localeField });

/** The member's language, as PUT /account/language answers it. */
export const LanguageReply = type({ locale: enums(LOCALES) });
export type LanguageSetting = Infer<typeof LanguageReply>;

/** Everything stored about the member (GET /account/export): not detailed here. */
export const AccountExportReply = described(type({}), 'Every record stored about the member, by table');
