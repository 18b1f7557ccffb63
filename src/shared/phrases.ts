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

const name = (v: PhraseValues) => String(v.name ?? '');
const count = (v: PhraseValues) => Number(v.count ?? 1);
const relaxedList = (v: PhraseValues) =>
  String(v.relaxed ?? '')
    .split(' ')
    .filter(Boolean) as RelaxedPreference[];
const template = (list: readonly string[], v: PhraseValues) => list[Number(v.template)] ?? '';

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

export const PHRASES_EN = {
  'notification.interestReceived': (v: PhraseValues) => NOTIFICATION_TEXT.interestReceived(name(v)),
  'notification.interestAccepted': (v: PhraseValues) => NOTIFICATION_TEXT.interestAccepted(name(v)),
  'notification.interestDeclined': (v: PhraseValues) => NOTIFICATION_TEXT.interestDeclined(name(v)),
  'notification.message': (v: PhraseValues) => NOTIFICATION_TEXT.message(name(v), count(v)),
  'notification.warning': (v: PhraseValues) => NOTIFICATION_TEXT.warning(String(v.reason ?? '')),
  'notification.outcome': (v: PhraseValues) => NOTIFICATION_TEXT.outcome(String(v.words ?? '')),
  'notification.hidden': () => NOTIFICATION_TEXT.hidden,
  'notification.profileViewed': (v: PhraseValues) => NOTIFICATION_TEXT.profileViewed(name(v)),
  'notification.planExpiring': (v: PhraseValues) => NOTIFICATION_TEXT.planExpiring(String(v.plan ?? ''), phraseDate(v.endsAt, 'en-IN')),
  'notification.photoRejected': (v: PhraseValues) => NOTIFICATION_TEXT.photoRejected(String(v.reason ?? '')),
  'notification.twoStepReset': () => NOTIFICATION_TEXT.twoStepReset(),
  'notification.familyActed': (v: PhraseValues) =>
    NOTIFICATION_TEXT.familyActed(String(v.helper ?? ''), String(v.relation ?? ''), String(v.action ?? ''), name(v)),
  'match.preferredCommunity': () => MATCH_TEXT.preferredCommunity,
  'match.sameCommunity': () => MATCH_TEXT.sameCommunity,
  'match.education': () => MATCH_TEXT.education,
  'match.occupation': () => MATCH_TEXT.occupation,
  'match.agePreferred': () => MATCH_TEXT.agePreferred,
  'match.ageClose': () => MATCH_TEXT.ageClose,
  'match.height': () => MATCH_TEXT.height,
  'match.tonguePreferred': () => MATCH_TEXT.tonguePreferred,
  'match.sameTongue': () => MATCH_TEXT.sameTongue,
  'match.mutualHis': () => MATCH_TEXT.mutualHis,
  'match.mutualHer': () => MATCH_TEXT.mutualHer,
  'match.mutualTheir': () => MATCH_TEXT.mutualTheir,
  'match.relaxed': (v: PhraseValues) =>
    MATCH_TEXT.relaxed(
      relaxedList(v)
        .map((which) => MATCH_TEXT.relaxedNames[which])
        .reduce(MATCH_TEXT.both),
    ),
  'interest.note': (v: PhraseValues) => template(INTEREST_TEMPLATES, v),
  'interest.reply': (v: PhraseValues) => template(DECLINE_TEMPLATES, v),
} as const;

export type PhraseKey = keyof typeof PHRASES_EN;
/** A phrase as replies carry it: the key and, when it has any, its values. */
export const PhraseReply = described(
  type({ key: enums(Object.keys(PHRASES_EN) as PhraseKey[]), values: optional(recordOf(anyOf([string(), number()]))) }),
  "The text beside it as a stable key and its values; the English text is the same phrase in English. A client words it in the reader's language or shows the text.",
);
export type Phrase = Infer<typeof PhraseReply>;

export const phrase = (key: PhraseKey, values?: PhraseValues): Phrase => (values ? { key, values } : { key });
/** The English text of a phrase: what the API sends as the text beside it. */
export const englishOf = (p: Phrase): string => PHRASES_EN[p.key](p.values ?? {});

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
