import { translated } from '../../../shared/i18n/compile.ts';
import { NOTIFICATION_MAIL_MSG, NOTIFICATION_TEXT } from '../../../shared/messages.ts';
import type { Locale } from '../../../shared/locales.ts';
import { MAIL_TOPIC_LABELS, type MailTopic } from '../../../shared/schemas/notification-mail.ts';
import type { NotificationTexts } from '../notifications/index.ts';
import { dashboardHi } from '../../../shared/i18n/dashboard/hi.ts';
import { dashboardTa } from '../../../shared/i18n/dashboard/ta.ts';
import { MATCH_TEXT, type Phrase } from '../../../shared/phrases.ts';

/**
 * The words notification mails and daily summaries put into their templates, in the member's
 * language (docs/decisions/042-member-language.md). English is the product's texts (docs/product/messages.md); the
 * glossary (docs/glossary.md) gives the Hindi and Tamil terms. The notification sentences and
 * match reasons are the dashboard's (its `serverTexts`), so a mail and the dashboard say the same.
 * What a person typed (a warning's reason, a search's name) stays as it was written.
 */
export interface MailWords {
  /** Intl tag for dates. */
  tag: string;
  someone: string;
  notification: NotificationTexts;
  /** Why a match is shown: the dashboard's words for the reasons (docs/decisions/047). */
  match: Readonly<Record<string, unknown>>;
  topics: Record<MailTopic, string>;
  digestItems: DigestWords['digestItems'];
  digestMatches: DigestWords['digestMatches'];
  newMatchesHeading: string;
  digestSavedResults: DigestWords['digestSavedResults'];
  savedSearchesHeading: string;
  savedSearchLine: DigestWords['savedSearchLine'];
  savedSearchLineShown: DigestWords['savedSearchLineShown'];
  /** The line under an interest's notice that quotes the note the sender wrote with it. */
  theirNote: DigestWords['theirNote'];
}

/** The digest's own sentences, compiled from ICU MessageFormat like every catalogue's (src/shared/i18n/compile.ts). */
type DigestWords = Pick<
  typeof NOTIFICATION_MAIL_MSG,
  'digestItems' | 'digestMatches' | 'digestSavedResults' | 'savedSearchLine' | 'savedSearchLineShown' | 'theirNote'
>;

const M = NOTIFICATION_MAIL_MSG;

export const MAIL_WORDS: Record<Locale, MailWords> = {
  en: {
    tag: 'en-IN',
    someone: 'A member',
    notification: NOTIFICATION_TEXT,
    match: MATCH_TEXT,
    topics: MAIL_TOPIC_LABELS,
    digestItems: M.digestItems,
    digestMatches: M.digestMatches,
    newMatchesHeading: M.newMatchesHeading,
    digestSavedResults: M.digestSavedResults,
    savedSearchesHeading: M.savedSearchesHeading,
    savedSearchLine: M.savedSearchLine,
    savedSearchLineShown: M.savedSearchLineShown,
    theirNote: M.theirNote,
  },
  hi: {
    tag: 'hi-IN',
    someone: 'एक सदस्य',
    notification: dashboardHi.serverTexts.notification,
    match: dashboardHi.serverTexts.match,
    topics: {
      'interest-received': 'आपको मिलने वाली रुचियाँ',
      'interest-accepted': 'स्वीकार की गई रुचियाँ',
      'interest-declined': 'अस्वीकार की गई रुचियाँ',
      message: 'नए संदेश',
      'profile-viewed': 'आपकी प्रोफ़ाइल किसने देखी',
      'plan-expiring': 'जल्द समाप्त होने वाला आपका प्लान',
      moderation: 'चेतावनियाँ और रिपोर्ट के नतीजे',
      'new-matches': 'आपके लिए नए रिश्ते',
    },
    newMatchesHeading: 'आपके लिए नए रिश्ते',
    savedSearchesHeading: 'आपकी सहेजी गई खोजों के नए परिणाम',
    ...translated<DigestWords>('hi', {
      digestItems: '{count, plural, =1 {1 नई सूचना} other {# नई सूचनाएँ}}',
      digestMatches: '{count, plural, =1 {1 नया रिश्ता} other {# नए रिश्ते}}',
      digestSavedResults: '{count, plural, =1 {खोज का 1 नया परिणाम} other {खोज के # नए परिणाम}}',
      savedSearchLine: '"{name}" ({total} नए):',
      savedSearchLineShown: '"{name}" ({total} में से {shown} नए):',
      theirNote: 'उनका संदेश: "{note}"',
    }),
  },
  ta: {
    tag: 'ta-IN',
    someone: 'ஒரு உறுப்பினர்',
    notification: dashboardTa.serverTexts.notification,
    match: dashboardTa.serverTexts.match,
    topics: {
      'interest-received': 'உங்களுக்கு வரும் விருப்பங்கள்',
      'interest-accepted': 'ஏற்கப்பட்ட விருப்பங்கள்',
      'interest-declined': 'நிராகரிக்கப்பட்ட விருப்பங்கள்',
      message: 'புதிய செய்திகள்',
      'profile-viewed': 'உங்கள் சுயவிவரத்தைப் பார்த்தவர்கள்',
      'plan-expiring': 'விரைவில் முடியும் உங்கள் திட்டம்',
      moderation: 'எச்சரிக்கைகளும் புகார் முடிவுகளும்',
      'new-matches': 'உங்களுக்கான புதிய வரன்கள்',
    },
    newMatchesHeading: 'உங்களுக்கான புதிய வரன்கள்',
    savedSearchesHeading: 'நீங்கள் சேமித்த தேடல்களுக்கான புதிய முடிவுகள்',
    ...translated<DigestWords>('ta', {
      digestItems: '{count, plural, one {# புதிய அறிவிப்பு} other {# புதிய அறிவிப்புகள்}}',
      digestMatches: '{count, plural, one {# புதிய வரன்} other {# புதிய வரன்கள்}}',
      digestSavedResults: '{count, plural, one {# புதிய தேடல் முடிவு} other {# புதிய தேடல் முடிவுகள்}}',
      savedSearchLine: '"{name}" ({total} புதியவை):',
      savedSearchLineShown: '"{name}" ({total} இல் {shown} புதியவை):',
      theirNote: 'அவர்களின் குறிப்பு: "{note}"',
    }),
  },
};

/** A match reason in the mail's language: its phrase's words ('match.sameCommunity' is `match.sameCommunity`), else the English. */
export function reasonIn(words: MailWords, said: Phrase | undefined, english: string): string {
  const word = said?.key.startsWith('match.') ? words.match[said.key.slice('match.'.length)] : undefined;
  return typeof word === 'string' ? word : english;
}
