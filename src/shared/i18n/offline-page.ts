import { OFFLINE_PAGE_TEXT } from '../offline-text';
import type { Locale } from './locales';

/**
 * The offline page's words in each language. The service worker carries them (a few hundred
 * bytes) so the page it answers with offline needs no download (docs/decisions/066).
 */
export const OFFLINE_PAGE_WORDS: Record<Locale, Record<keyof typeof OFFLINE_PAGE_TEXT, string>> = {
  en: OFFLINE_PAGE_TEXT,
  hi: {
    title: 'आप ऑफ़लाइन हैं',
    body: 'यह पेज इस डिवाइस पर अभी तक नहीं खोला गया है, इसलिए इंटरनेट के बिना इसे दिखाया नहीं जा सकता। जो पेज आपने यहाँ खोले हैं, वे ऑफ़लाइन भी खुलते हैं।',
    retry: 'फिर से कोशिश करें',
    home: 'मुख्य पेज',
  },
  ta: {
    title: 'நீங்கள் இணைப்பில் இல்லை',
    body: 'இந்தப் பக்கம் இந்தச் சாதனத்தில் இதுவரை திறக்கப்படவில்லை; எனவே இணைப்பு இல்லாமல் இதைக் காட்ட முடியாது. நீங்கள் இங்கே திறந்த பக்கங்கள் இணைப்பு இல்லாமலும் திறக்கும்.',
    retry: 'மீண்டும் முயலவும்',
    home: 'முதன்மைப் பக்கம்',
  },
};
