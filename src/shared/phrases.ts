import type { AnyCompiled } from './i18n/compile';
import { enums, number, optional, string, type, type Infer } from 'superstruct';
import { NOTIFICATION_TEXT } from './messages';
import { DECLINE_TEMPLATES, INTEREST_TEMPLATES } from './schemas/interest-templates';
import { anyOf, described, recordOf } from './schemas/reply';

/**
 * What the server writes for a member to read (a notification, why a match is shown, a note
 * chosen from the offered templates), as a stable key and its values, sent next to the English
 * text (docs/decisions/047-server-texts-in-the-member-language.md). The dashboard words the
 * phrase in the member's language from its catalogue; a phrase it does not know, or a reply
 * without one, shows the English text. The English words here are the texts the API has always
 * sent, so English readers and API clients see no change.
 */
export type PhraseValues = Record<string, string | number>;

/** Relaxed preferences a match may be outside of, in the order the note names them. */
export const RELAXED_PREFERENCES = ['caste', 'occupation', 'education'] as const;
export type RelaxedPreference = (typeof RELAXED_PREFERENCES)[number];

/** A date the server sends as ISO, read in India's time zone in the reader's language. */
export const phraseDate = (iso: string | number | undefined, tag: string) =>
  new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(String(iso ?? new Date().toISOString())),
  );

/** Why a match is shown, in English: the texts match cards have always carried. */
export const MATCH_TEXT = {
  preferredCommunity: 'From your preferred community',
  sameCommunity: 'Same community',
  education: 'Education matches your preference',
  occupation: 'Occupation matches your preference',
  agePreferred: 'Age within your preferred range',
  ageClose: 'Age close to yours',
  height: 'Height within your preferred range',
  tonguePreferred: 'Speaks a mother tongue you prefer',
  sameTongue: 'Same mother tongue',
  mutualHis: 'His preferences match you too',
  mutualHer: 'Her preferences match you too',
  mutualTheir: 'Their preferences match you too',
  relaxed: (which: string) => `Shown because few profiles match all your preferences: outside your preferred ${which}.`,
  relaxedNames: { caste: 'caste', occupation: 'occupation', education: 'education' } as Record<RelaxedPreference, string>,
  /** Joins the preferences the note names. */
  both: (first: string, second: string) => `${first} and ${second}`,
};

/**
 * What each value a phrase carries is once read for its sentence. Most are text as sent; the few
 * that need the reader's language are read by `VALUES` below.
 */
interface PhraseArguments {
  name: string;
  reason: string;
  words: string;
  plan: string;
  helper: string;
  relation: string;
  action: string;
  /** A relationship manager's name. */
  manager: string;
  /** The manager's own member a notification is about. */
  member: string;
  /** An introduction's answer, for a select: accepted or declined. */
  answer: string;
  /** How many (messages): 1 when left out. */
  count: number;
  /** An ISO date, given to the sentence as the reader's language writes dates. */
  endsAt: string;
  /** The preferences relaxed, their codes joined by spaces, given as the language's names joined by its `match.both`. */
  relaxed: string;
  /** Which of the offered templates: picks the item of the language's list. */
  template: number;
}
type ValueName = keyof PhraseArguments;

/**
 * Every phrase by its key, with the names of the values it carries in the order its sentence takes
 * them. The key is the sentence's path in a language's phrase texts (`PhraseTexts`):
 * 'notification.message' is `notification.message(name, count)`, so the key alone finds the words.
 */
export const PHRASES = {
  'notification.interestReceived': ['name'],
  'notification.interestAccepted': ['name'],
  'notification.interestDeclined': ['name'],
  'notification.message': ['name', 'count'],
  'notification.warning': ['reason'],
  'notification.outcome': ['words'],
  'notification.hidden': [],
  'notification.profileViewed': ['name'],
  'notification.photoRequested': ['name'],
  'notification.planExpiring': ['plan', 'endsAt'],
  'notification.photoRejected': ['reason'],
  'notification.twoStepReset': [],
  'notification.familyActed': ['helper', 'relation', 'action', 'name'],
  'notification.introduced': ['manager', 'name'],
  'notification.introducedForMember': ['manager', 'name', 'member'],
  'notification.introAccepted': ['name'],
  'notification.introDeclined': ['name'],
  'notification.introAnswered': ['name', 'member', 'answer'],
  'notification.meetingProposed': ['name'],
  'notification.meetingSideConfirmed': ['name'],
  'notification.meetingConfirmed': ['name'],
  'notification.meetingCancelled': ['name'],
  'notification.meetingHeld': ['name'],
  'notification.meetingFeedback': ['name'],
  'notification.assistedAssigned': ['name'],
  'match.preferredCommunity': [],
  'match.sameCommunity': [],
  'match.education': [],
  'match.occupation': [],
  'match.agePreferred': [],
  'match.ageClose': [],
  'match.height': [],
  'match.tonguePreferred': [],
  'match.sameTongue': [],
  'match.mutualHis': [],
  'match.mutualHer': [],
  'match.mutualTheir': [],
  'match.relaxed': ['relaxed'],
  'interest.note': ['template'],
  'interest.reply': ['template'],
} as const satisfies Record<string, readonly ValueName[]>;

export type PhraseKey = keyof typeof PHRASES;

type ArgumentsOf<N extends readonly ValueName[]> = { -readonly [I in keyof N]: N[I] extends ValueName ? PhraseArguments[N[I]] : never };
/**
 * The sentence of a phrase: a text when it carries no values, else a compiled text of them by
 * name (src/shared/i18n/compile.ts) or a function of them in order;
 * one whose only value is a number may be a list, the number picking its item.
 */
type SentenceOf<A extends unknown[]> = A extends []
  ? string | (() => string)
  : A extends [number]
    ? readonly string[] | ((...values: A) => string) | AnyCompiled
    : ((...values: A) => string) | AnyCompiled;
type SectionOf<K> = K extends `${infer S}.${string}` ? S : never;

/**
 * A language's phrase texts: under each key's path its sentence, typed by the phrase's values, so
 * a catalogue without a phrase's sentence, or with one that takes other values, does not compile.
 * `match` also names the relaxed preferences and how two of them join.
 */
export type PhraseTexts = {
  [S in SectionOf<PhraseKey>]: { [K in PhraseKey as K extends `${S}.${infer E}` ? E : never]: SentenceOf<ArgumentsOf<(typeof PHRASES)[K]>> };
} & { match: { relaxedNames: Record<RelaxedPreference, string>; both: (first: string, second: string) => string } };

/** How a language writes what the values do not say by themselves: its texts and its dates. */
interface Reading {
  texts: PhraseTexts;
  date: (iso: string | undefined) => string;
}

const asText = (value: string | number | undefined) => String(value ?? '');
const isRelaxed = (code: string): code is RelaxedPreference => (RELAXED_PREFERENCES as readonly string[]).includes(code);

/** Each value read for its sentence; undefined when the phrase cannot be worded with it (the reply's text is shown). */
const VALUES: { [N in ValueName]: (value: string | number | undefined, reading: Reading) => PhraseArguments[N] | undefined } = {
  name: asText,
  reason: asText,
  words: asText,
  plan: asText,
  helper: asText,
  relation: asText,
  action: asText,
  manager: asText,
  member: asText,
  answer: asText,
  count: (value) => Number(value ?? 1),
  endsAt: (value, { date }) => date(value === undefined ? undefined : String(value)),
  relaxed: (value, { texts: { match } }) => {
    const names = asText(value)
      .split(' ')
      .filter(isRelaxed)
      .map((code) => match.relaxedNames[code]);
    return names.length ? names.reduce(match.both) : undefined;
  },
  template: (value) => (value !== undefined && Number.isInteger(Number(value)) ? Number(value) : undefined),
};

/**
 * A phrase in a language: the sentence at its key's path, given its values. Undefined for a key
 * this build does not know (a newer server), a template the list lacks, or values it cannot word.
 */
export function wordPhrase(texts: PhraseTexts, said: Phrase, date: Reading['date']): string | undefined {
  if (!Object.hasOwn(PHRASES, said.key)) return undefined;
  const dot = said.key.indexOf('.');
  const sentence: unknown = (texts as unknown as Record<string, Record<string, unknown> | undefined>)[said.key.slice(0, dot)]?.[said.key.slice(dot + 1)];
  const reading: Reading = { texts, date };
  const names: readonly ValueName[] = PHRASES[said.key];
  const values = names.map((name) => VALUES[name](said.values?.[name], reading));
  if (values.includes(undefined)) return undefined;
  if (typeof sentence === 'string') return sentence;
  if (typeof sentence === 'function' && 'text' in sentence) {
    // A compiled text takes its values by name; an act's code is written for a select (interest_sent).
    const named = Object.fromEntries(names.map((name, i) => [name, name === 'action' ? String(values[i]).replaceAll('.', '_') : values[i]]));
    return String((sentence as unknown as (values: Record<string, unknown>) => unknown)(named));
  }
  if (typeof sentence === 'function') return String((sentence as (...values: unknown[]) => unknown)(...values));
  if (Array.isArray(sentence)) return (sentence as unknown[])[values[0] as number] as string | undefined;
  return undefined;
}

/** The phrases in English: the product's notification sentences, the match reasons and the offered templates. */
export const PHRASE_TEXTS_EN = {
  notification: NOTIFICATION_TEXT,
  match: MATCH_TEXT,
  interest: { note: INTEREST_TEMPLATES, reply: DECLINE_TEMPLATES },
} satisfies PhraseTexts;

/** A phrase as replies carry it: the key and, when it has any, its values. */
export const PhraseReply = described(
  type({ key: enums(Object.keys(PHRASES) as PhraseKey[]), values: optional(recordOf(anyOf([string(), number()]))) }),
  "The text beside it as a stable key and its values; the English text is the same phrase in English. A client words it in the reader's language or shows the text.",
);
export type Phrase = Infer<typeof PhraseReply>;

/** A phrase to send: its key and the values `PHRASES` names for it. */
export const phrase = <K extends PhraseKey>(key: K, values?: { [N in (typeof PHRASES)[K][number]]?: string | number }): Phrase =>
  values ? { key, values: values as PhraseValues } : { key };
/** The English text of a phrase: what the API sends as the text beside it. */
export const englishOf = (p: Phrase): string => wordPhrase(PHRASE_TEXTS_EN, p, (iso) => phraseDate(iso, 'en-IN')) ?? '';

/**
 * The phrase of a stored note or reply that is one of the offered templates, found by its English
 * text: notes have always been stored as that text, so notes sent before phrases existed are
 * found as well. A note the sender wrote has none.
 */
export function templatePhrase(kind: 'interest.note' | 'interest.reply', text: string | null): Phrase | null {
  if (!text) return null;
  const index = (kind === 'interest.note' ? (INTEREST_TEMPLATES as readonly string[]) : (DECLINE_TEMPLATES as readonly string[])).indexOf(text);
  return index < 0 ? null : phrase(kind, { template: index });
}
