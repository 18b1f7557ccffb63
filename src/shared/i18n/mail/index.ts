import type { Locale } from '../locales';
import type { Widen } from '../widen';
import { mailEn, type MailWords } from './en';
import { mailHi } from './hi';
import { mailTa } from './ta';

export type { MailWords };
/** A mail by its e-mail type's code ('otp', 'family-invite' …). */
export type MailType = keyof MailWords['mails'];
/** A text message by its name ('otp', 'family-invite'). */
export type SmsName = keyof MailWords['sms'];

const WORDS: Record<Locale, Widen<MailWords>> = { en: mailEn, hi: mailHi, ta: mailTa };

/** The mails and text messages of a language, in ICU MessageFormat (docs/decisions/098-mails-and-sms-from-the-catalogues.md). */
export const mailWords = (locale: Locale): Widen<MailWords> => WORDS[locale];

/** The mail types, in the catalogue's order. */
export const MAIL_TYPES = Object.keys(mailEn.mails) as MailType[];
