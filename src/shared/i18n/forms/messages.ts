import { CODED, isMessageCode, type MessageCode, type WordsOf } from '../../coded-messages';
import type { Message } from '../../message-code';
import type { Locale } from '../locales';
import { formatMessage, type MessageValues } from '../message-format';

/**
 * The product's messages (docs/product/messages.md) and the server's, in Hindi and Tamil, for the
 * public pages' islands and the dashboard alike (docs/decisions/092-message-codes.md). A message
 * comes with its code ('AUTH_TEXT.otpWrong') and values ({ left: 2 }): from the server's envelope,
 * from a shared schema's check, or named by the browser itself (CODED.MSG.uploadFailed); `say`
 * gives the language's words for the code. A message with no code, or one the language does not
 * word, is shown as it came. Each language's catalogue is its own chunk, loaded by `loadMessages`
 * (the islands' `useSay`, the dashboard's language) only where that language is shown: English
 * pages load none.
 */

/** Words of the shared components (code field, password meter, two-step sign-in), as coded messages. */
export const ISLAND_TEXT = CODED.ISLAND_TEXT;

/** One language's messages, keyed by code: each a text in ICU MessageFormat with the message's values. */
export type MessageCatalogue = { readonly [C in MessageCode]?: WordsOf<C> };

const CATALOGUES: Partial<Record<Locale, MessageCatalogue>> = {};
const LOADERS: Partial<Record<Locale, () => Promise<MessageCatalogue>>> = {
  hi: () => import('./messages-hi').then((m) => m.hiMessages),
  ta: () => import('./messages-ta').then((m) => m.taMessages),
};

/** Loads a language's messages once; English needs none. */
export async function loadMessages(locale: Locale): Promise<void> {
  const load = LOADERS[locale];
  if (load && !CATALOGUES[locale]) CATALOGUES[locale] = await load();
}

export const messagesLoaded = (locale: Locale): boolean => !LOADERS[locale] || Boolean(CATALOGUES[locale]);

/**
 * A message in the page's language: the catalogue's words for its code; English, and a message
 * with no known code, as it came. It takes a message, never a plain string: a text with no code
 * (an old server's answer, a code this client does not know) is wrapped by `uncoded(text)` where it
 * is received, so the uncoded texts are visible where they arise; a screen's own catalogue words
 * are already in the reader's language and do not go through `say`.
 */
export function say(locale: Locale, message: Message): string {
  const catalogue = CATALOGUES[locale];
  if (catalogue && !message.code && message.parts?.length) return message.parts.map((part) => say(locale, part)).join('; ');
  const { code } = message;
  if (!catalogue || !code || !isMessageCode(code)) return message.text;
  const words = catalogue[code];
  if (words === undefined) return message.text;
  return formatMessage(locale, words, message.values as MessageValues | undefined);
}
