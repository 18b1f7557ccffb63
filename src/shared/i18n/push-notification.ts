import { translated } from './compile';
import { PUSH_NOTIFICATION_TEXT } from '../push-text';
import type { Locale } from './locales';

type PushWords = typeof PUSH_NOTIFICATION_TEXT;

/**
 * A push notification's words in each language. The service worker carries them (well under a
 * kilobyte) and writes the notification in the language the device subscribed with
 * (docs/decisions/069-push-notifications.md); the sentences are the in-app notifications' and the
 * call dock's.
 */
export const PUSH_NOTIFICATION_WORDS: Record<Locale, PushWords> = {
  en: PUSH_NOTIFICATION_TEXT,
  hi: translated<PushWords>('hi', {
    interestTitle: 'नई रुचि',
    interest: '{name} ने आपको रुचि भेजी है।',
    acceptanceTitle: 'रुचि स्वीकार हुई',
    acceptance: '{name} ने आपकी रुचि स्वीकार कर ली है। अब आप संदेश भेज सकते हैं।',
    messageTitle: 'नया संदेश',
    message: '{name} ने आपको एक संदेश भेजा है।',
    voiceCallTitle: 'वॉइस कॉल',
    voiceCall: '{name} आपको कॉल कर रहे हैं',
    videoCallTitle: 'वीडियो कॉल',
    videoCall: '{name} आपको वीडियो कॉल कर रहे हैं',
    someone: 'एक सदस्य',
  }),
  ta: translated<PushWords>('ta', {
    interestTitle: 'புதிய விருப்பம்',
    interest: '{name} உங்களிடம் விருப்பம் தெரிவித்துள்ளார்.',
    acceptanceTitle: 'விருப்பம் ஏற்கப்பட்டது',
    acceptance: '{name} உங்கள் விருப்பத்தை ஏற்றுக்கொண்டார். இனி நீங்கள் செய்திகள் அனுப்பலாம்.',
    messageTitle: 'புதிய செய்தி',
    message: '{name} உங்களுக்கு ஒரு செய்தி அனுப்பியுள்ளார்.',
    voiceCallTitle: 'குரல் அழைப்பு',
    voiceCall: '{name} உங்களை அழைக்கிறார்',
    videoCallTitle: 'வீடியோ அழைப்பு',
    videoCall: '{name} உங்களை வீடியோவில் அழைக்கிறார்',
    someone: 'ஒரு உறுப்பினர்',
  }),
};
