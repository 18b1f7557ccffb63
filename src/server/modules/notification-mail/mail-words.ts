import { NOTIFICATION_MAIL_MSG, NOTIFICATION_TEXT } from '../../../shared/messages.ts';
import type { Locale } from '../../../shared/locales.ts';
import { MAIL_TOPIC_LABELS, type MailTopic } from '../../../shared/schemas/notification-mail.ts';
import type { NotificationTexts } from '../notifications/notifications.service.ts';

/**
 * The words notification mails and daily summaries put into their templates, in the member's
 * language (docs/decisions/042-member-language.md). English is the specification's texts; the
 * glossary (docs/glossary.md) gives the Hindi and Tamil terms. What a person typed (a warning's
 * reason, a search's name) and the matching reasons stay as they were written.
 */
export interface MailWords {
  /** Intl tag for dates. */
  tag: string;
  someone: string;
  notification: NotificationTexts;
  topics: Record<MailTopic, string>;
  digestItems: (count: number) => string;
  digestMatches: (count: number) => string;
  newMatchesHeading: string;
  digestSavedResults: (count: number) => string;
  savedSearchesHeading: string;
  savedSearchLine: (name: string, total: number, shown: number) => string;
}

const M = NOTIFICATION_MAIL_MSG;

export const MAIL_WORDS: Record<Locale, MailWords> = {
  en: {
    tag: 'en-IN',
    someone: 'A member',
    notification: NOTIFICATION_TEXT,
    topics: MAIL_TOPIC_LABELS,
    digestItems: M.digestItems,
    digestMatches: M.digestMatches,
    newMatchesHeading: M.newMatchesHeading,
    digestSavedResults: M.digestSavedResults,
    savedSearchesHeading: M.savedSearchesHeading,
    savedSearchLine: M.savedSearchLine,
  },
  hi: {
    tag: 'hi-IN',
    someone: 'एक सदस्य',
    notification: {
      interestReceived: (name) => `${name} ने आपको रुचि भेजी है।`,
      interestAccepted: (name) => `${name} ने आपकी रुचि स्वीकार कर ली है। अब आप संदेश भेज सकते हैं।`,
      interestDeclined: (name) => `${name} ने आपकी रुचि अस्वीकार कर दी है।`,
      message: (name, count) => (count === 1 ? `${name} ने आपको एक संदेश भेजा है।` : `${name} ने आपको ${count} संदेश भेजे हैं।`),
      warning: (reason) => `एक व्यवस्थापक ने आपको चेतावनी दी है: ${reason}`,
      outcome: (words) => `आपकी रिपोर्ट के बारे में: ${words}`,
      profileViewed: (name) => `${name} ने आपकी प्रोफ़ाइल देखी।`,
      planExpiring: (plan, date) => `आपका ${plan} प्लान ${date} को समाप्त हो रहा है। संपर्क विवरण देखते रहने के लिए इसे नवीनीकृत कीजिए।`,
    },
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
    digestItems: (n) => (n === 1 ? '1 नई सूचना' : `${n} नई सूचनाएँ`),
    digestMatches: (n) => (n === 1 ? '1 नया रिश्ता' : `${n} नए रिश्ते`),
    newMatchesHeading: 'आपके लिए नए रिश्ते',
    digestSavedResults: (n) => (n === 1 ? 'खोज का 1 नया परिणाम' : `खोज के ${n} नए परिणाम`),
    savedSearchesHeading: 'आपकी सहेजी गई खोजों के नए परिणाम',
    savedSearchLine: (name, total, shown) => (total > shown ? `"${name}" (${total} में से ${shown} नए):` : `"${name}" (${total} नए):`),
  },
  ta: {
    tag: 'ta-IN',
    someone: 'ஒரு உறுப்பினர்',
    notification: {
      interestReceived: (name) => `${name} உங்களிடம் விருப்பம் தெரிவித்துள்ளார்.`,
      interestAccepted: (name) => `${name} உங்கள் விருப்பத்தை ஏற்றுக்கொண்டார். இனி நீங்கள் செய்திகள் அனுப்பலாம்.`,
      interestDeclined: (name) => `${name} உங்கள் விருப்பத்தை நிராகரித்தார்.`,
      message: (name, count) => (count === 1 ? `${name} உங்களுக்கு ஒரு செய்தி அனுப்பியுள்ளார்.` : `${name} உங்களுக்கு ${count} செய்திகள் அனுப்பியுள்ளார்.`),
      warning: (reason) => `நிர்வாகி ஒருவர் உங்களை எச்சரித்துள்ளார்: ${reason}`,
      outcome: (words) => `உங்கள் புகார் குறித்து: ${words}`,
      profileViewed: (name) => `${name} உங்கள் சுயவிவரத்தைப் பார்த்தார்.`,
      planExpiring: (plan, date) => `உங்கள் ${plan} திட்டம் ${date} அன்று முடிவடைகிறது. தொடர்பு விவரங்களைத் தொடர்ந்து பார்க்க அதைப் புதுப்பிக்கவும்.`,
    },
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
    digestItems: (n) => (n === 1 ? '1 புதிய அறிவிப்பு' : `${n} புதிய அறிவிப்புகள்`),
    digestMatches: (n) => (n === 1 ? '1 புதிய வரன்' : `${n} புதிய வரன்கள்`),
    newMatchesHeading: 'உங்களுக்கான புதிய வரன்கள்',
    digestSavedResults: (n) => (n === 1 ? '1 புதிய தேடல் முடிவு' : `${n} புதிய தேடல் முடிவுகள்`),
    savedSearchesHeading: 'நீங்கள் சேமித்த தேடல்களுக்கான புதிய முடிவுகள்',
    savedSearchLine: (name, total, shown) => (total > shown ? `"${name}" (${total} இல் ${shown} புதியவை):` : `"${name}" (${total} புதியவை):`),
  },
};
