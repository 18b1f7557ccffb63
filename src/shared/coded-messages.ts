import {
  AUTH_TEXT,
  BIODATA_MSG,
  CALL_MSG,
  CONTACT_VALIDATION,
  HOROSCOPE_MSG,
  ISLAND_TEXT,
  JOIN_TEXT,
  MEMBER_LOOP_MSG,
  MSG,
  PASSWORD_METER_TEXT,
  PHOTO_MSG,
  PROFILE_NOT_AVAILABLE,
  PUSH_MSG,
  SEARCH_MSG,
  TWO_STEP_TEXT,
  VALIDATION,
} from './messages';
import { OFFLINE_TEXT } from './offline-text';
import { ACCOUNT_TEXT } from './account-text';
import { CONTACT_TERMS_MSG } from './contact-terms-text';
import { codedCatalogue, type CodedMessage, type MessageValues } from './message-code';

/**
 * The catalogues whose messages carry a code (docs/decisions/092-message-codes.md): the server's
 * answers a member reads and the browser's own messages, in the reader's language where the
 * Hindi and Tamil catalogues (src/shared/i18n/forms/messages-hi.ts, messages-ta.ts) word them.
 * `CODED.AUTH_TEXT.otpWrong(3)` is the coded message; the server throws it, the browser says it.
 */
export const CODED = {
  MSG: codedCatalogue('MSG', MSG),
  VALIDATION: codedCatalogue('VALIDATION', VALIDATION),
  AUTH_TEXT: codedCatalogue('AUTH_TEXT', AUTH_TEXT),
  CONTACT_VALIDATION: codedCatalogue('CONTACT_VALIDATION', CONTACT_VALIDATION),
  JOIN_TEXT: codedCatalogue('JOIN_TEXT', JOIN_TEXT),
  TWO_STEP_TEXT: codedCatalogue('TWO_STEP_TEXT', TWO_STEP_TEXT),
  PASSWORD_METER_TEXT: codedCatalogue('PASSWORD_METER_TEXT', PASSWORD_METER_TEXT),
  OFFLINE_TEXT: codedCatalogue('OFFLINE_TEXT', OFFLINE_TEXT),
  PROFILE_TEXT: codedCatalogue('PROFILE_TEXT', { notAvailable: PROFILE_NOT_AVAILABLE }),
  ACCOUNT_TEXT: codedCatalogue('ACCOUNT_TEXT', ACCOUNT_TEXT),
  CALL_MSG: codedCatalogue('CALL_MSG', CALL_MSG),
  PUSH_MSG: codedCatalogue('PUSH_MSG', PUSH_MSG),
  MEMBER_LOOP_MSG: codedCatalogue('MEMBER_LOOP_MSG', MEMBER_LOOP_MSG),
  PHOTO_MSG: codedCatalogue('PHOTO_MSG', PHOTO_MSG),
  HOROSCOPE_MSG: codedCatalogue('HOROSCOPE_MSG', HOROSCOPE_MSG),
  SEARCH_MSG: codedCatalogue('SEARCH_MSG', SEARCH_MSG),
  BIODATA_MSG: codedCatalogue('BIODATA_MSG', BIODATA_MSG),
  CONTACT_TERMS_MSG: codedCatalogue('CONTACT_TERMS_MSG', CONTACT_TERMS_MSG),
  ISLAND_TEXT: codedCatalogue('ISLAND_TEXT', ISLAND_TEXT),
} as const;

type Coded = typeof CODED;
type EntryCode<E> = E extends CodedMessage<infer C> ? C : E extends (...args: never[]) => CodedMessage<infer C> ? C : never;

/** Every code of the coded catalogues: 'AUTH_TEXT.otpWrong', 'MSG.uploadFailed' … */
export type MessageCode = { [G in keyof Coded]: { [K in keyof Coded[G]]: EntryCode<Coded[G][K]> }[keyof Coded[G]] }[keyof Coded];

type EntryOf<C extends MessageCode> = C extends `${infer G extends keyof Coded & string}.${infer K}` ? (K extends keyof Coded[G] ? Coded[G][K] : never) : never;

/** The values a code's message carries ({} for a message without any). */
export type ValuesOf<C extends MessageCode> =
  EntryOf<C> extends (...args: never[]) => CodedMessage<string, infer V> ? V : EntryOf<C> extends CodedMessage<string, infer V> ? V : never;

/** A code's words in one language: a text in ICU MessageFormat, with the English text's values (docs/decisions/096-messages-compiled-by-intl-messageformat.md). */
export type WordsOf<C extends MessageCode> = C extends MessageCode ? string : never;

/** The coded message of a code with its values, from the catalogue (the way the browser names its own messages by code). */
export function codedMessage<C extends MessageCode>(code: C, ...values: keyof ValuesOf<C> extends never ? [] : [ValuesOf<C>]): CodedMessage<C, ValuesOf<C>> {
  const [group, key] = code.split('.') as [keyof Coded, string];
  const entry = (CODED[group] as Record<string, unknown>)[key];
  if (typeof entry !== 'function') return entry as CodedMessage<C, ValuesOf<C>>;
  return (entry as (values: MessageValues) => CodedMessage<C, ValuesOf<C>>)((values[0] ?? {}) as MessageValues);
}

/** Whether a code is one of the catalogues' (a newer server may send codes this client does not know). */
export function isMessageCode(code: string): code is MessageCode {
  const [group, key, more] = code.split('.');
  return more === undefined && group !== undefined && key !== undefined && Object.hasOwn(CODED, group) && Object.hasOwn(CODED[group as keyof Coded], key);
}
