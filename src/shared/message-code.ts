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

/** Where a coded function keeps the names of its arguments (codedMessage puts values back in order with them). */
export const ARGUMENT_NAMES = Symbol('argument names');

type Entry = string | ((...args: never[]) => string);
type FunctionKeys<T> = { [K in keyof T]: T[K] extends string ? never : K }[keyof T];

/** The names of a wording function's arguments, one per argument, in order. */
type ArgumentNames<F> = F extends (...args: infer A) => string ? { readonly [I in keyof A]: string } : never;

/** The values a coded function message carries: each argument under its name. */
type NamedValues<N extends readonly string[], A extends readonly unknown[]> = {
  readonly [I in keyof N & `${number}` as N[I] & string]: I extends keyof A ? A[I] : never;
};

export type CodedCatalogue<G extends string, T, N> = {
  readonly [K in keyof T & string]: T[K] extends string
    ? CodedMessage<`${G}.${K}`, Record<never, never>>
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => CodedMessage<`${G}.${K}`, K extends keyof N ? (N[K] extends readonly string[] ? NamedValues<N[K], A> : never) : never>
      : never;
};

/**
 * The coded twin of one catalogue: the same names, each giving a coded message instead of its
 * English text (`coded.otpWrong(3)` is { code: 'AUTH_TEXT.otpWrong', values: { left: 3 }, text:
 * 'The code is not correct. 3 attempts left.' }). `names` names each wording function's arguments:
 * they become the keys of the values.
 */
export function codedCatalogue<
  const G extends string,
  T extends Record<string, Entry>,
  const N extends { readonly [K in FunctionKeys<T>]: ArgumentNames<T[K]> },
>(group: G, texts: T, names: N): CodedCatalogue<G, T, N> {
  const twin: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(texts)) {
    const code = `${group}.${key}`;
    if (typeof entry === 'string') twin[key] = Object.freeze({ code, values: Object.freeze({}), text: entry });
    else {
      const argumentNames = (names as Record<string, readonly string[]>)[key] ?? [];
      const say = (...args: never[]) =>
        Object.freeze({ code, values: Object.freeze(Object.fromEntries(argumentNames.map((name, i) => [name, args[i]]))), text: entry(...args) });
      twin[key] = Object.assign(say, { [ARGUMENT_NAMES]: argumentNames });
    }
  }
  return twin as CodedCatalogue<G, T, N>;
}

/** What `say` shows: a message, or a plain string, which is a text with no code, shown as it is. */
export type MessageOrText = Message | string;

/** The English text of a message (or the string itself). */
export const textOf = (message: MessageOrText): string => (typeof message === 'string' ? message : message.text);
