import type { AnyCompiled, Compiled, ValuesOf as TextValues } from './i18n/compile';

/**
 * A message with its stable code (docs/decisions/092-message-codes.md): the code is the message's
 * path in the shared catalogue ('AUTH_TEXT.otpWrong'), the values are what the sentence is made
 * from ({ left: 3 }), and the text is its English wording. The server sends code and values beside
 * the text; a client shows the code's words in the reader's language, and the text as it came when
 * it knows no such code. Programs decide by the code, never by the text.
 */
export type MessageValue = string | number | readonly (string | number)[];
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** A message as a client receives it: a code (absent from an old or unknown server text) and its English text. */
export interface Message {
  readonly code?: string;
  readonly values?: MessageValues;
  readonly text: string;
  /** A message made of several, each with its code: the fields' messages a refusal joins with '; '. */
  readonly parts?: readonly Message[];
}

/** A message of the shared catalogue: always coded. */
export interface CodedMessage<C extends string = string, V = MessageValues> {
  readonly code: C;
  readonly values: V;
  readonly text: string;
}

export const isCodedMessage = (value: unknown): value is CodedMessage =>
  typeof value === 'object' && value !== null && typeof (value as Message).code === 'string' && typeof (value as Message).text === 'string';

/** A message with no code: a text shown as it is. */
export const uncoded = (text: string): Message => ({ text });

type Entry = string | AnyCompiled;

export type CodedCatalogue<G extends string, T> = {
  readonly [K in keyof T & string]: T[K] extends string
    ? CodedMessage<`${G}.${K}`, Record<never, never>>
    : T[K] extends Compiled<infer A>
      ? (values: TextValues<A>) => CodedMessage<`${G}.${K}`, TextValues<A>>
      : never;
};

/**
 * The coded twin of one compiled catalogue (src/shared/i18n/compile.ts): the same names, each
 * giving a coded message instead of its English text (`coded.otpWrong({ left: 3 })` is { code:
 * 'AUTH_TEXT.otpWrong', values: { left: 3 }, text: 'The code is not correct. 3 attempts left.' }).
 */
export function codedCatalogue<const G extends string, T extends Record<string, Entry>>(group: G, texts: T): CodedCatalogue<G, T> {
  const twin: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(texts)) {
    const code = `${group}.${key}`;
    if (typeof entry === 'string') twin[key] = Object.freeze({ code, values: Object.freeze({}), text: entry });
    else {
      const words = entry as unknown as (values: MessageValues) => string;
      twin[key] = (values: MessageValues) => Object.freeze({ code, values: Object.freeze({ ...values }), text: words(values) });
    }
  }
  return twin as CodedCatalogue<G, T>;
}

/**
 * What a screen shows where either may come: a message (the server's, a shared check's, the
 * browser's own by code), said in the reader's language by `say`, or a plain string, which is the
 * screen's own words from its catalogue, already in the reader's language and shown as they are.
 * `say` itself takes only a message; a text with no code is `uncoded(text)`.
 */
export type MessageOrText = Message | string;

/** The English text of a message (or the screen's words themselves). */
export const textOf = (message: MessageOrText): string => (typeof message === 'string' ? message : message.text);

/** A message in the reader's language by `say`, or a screen's own words as they are (never looked up). */
export const shownBy = (say: (message: Message) => string, shown: MessageOrText): string => (typeof shown === 'string' ? shown : say(shown));
