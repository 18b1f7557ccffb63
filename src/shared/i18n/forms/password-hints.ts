import type { TranslationKeys } from '@zxcvbn-ts/core';
import type { Locale } from '../locales';

/**
 * The password meter's hints in each language: zxcvbn-ts's warnings and suggestions, keyed as the
 * library keys them (src/app/ui/password-check-light.ts hands the library the reader's language).
 * English is the library's own wording.
 */
export type PasswordHints = TranslationKeys;

/** Never shown (the meter states no cracking times), but the library wants every key. */
const timeEstimation = {
  ltSecond: '<1 s',
  second: '{base} s',
  seconds: '{base} s',
  minute: '{base} min',
  minutes: '{base} min',
  hour: '{base} h',
  hours: '{base} h',
  day: '{base} d',
  days: '{base} d',
  month: '{base} mo',
  months: '{base} mo',
  year: '{base} y',
  years: '{base} y',
  centuries: '100+ y',
};

const en: PasswordHints = {
  warnings: {
    straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
    sequences: 'Common character sequences like "abc" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is a heavily used password.',
    topHundred: 'This is a frequently used password.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is similar to a commonly used password.',
    wordByItself: 'Single words are easy to guess.',
    namesByThemselves: 'Single names or surnames are easy to guess.',
    commonNames: 'Common names and surnames are easy to guess.',
    userInputs: 'There should not be any personal or page related data.',
    pwned: 'Your password was exposed by a data breach on the Internet.',
  },
  suggestions: {
    l33t: "Avoid predictable letter substitutions like '@' for 'a'.",
    reverseWords: 'Avoid reversed spellings of common words.',
    allUppercase: 'Capitalize some, but not all letters.',
    capitalization: 'Capitalize more than the first letter.',
    dates: 'Avoid dates and years that are associated with you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are associated with you.',
    sequences: 'Avoid common character sequences.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Use longer keyboard patterns and change typing direction multiple times.',
    anotherWord: 'Add more words that are less common.',
    useWords: 'Use multiple words, but avoid common phrases.',
    noNeed: 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
    pwned: 'If you use this password elsewhere, you should change it.',
  },
  timeEstimation,
};

const hi: PasswordHints = {
  warnings: {
    straightRow: 'कीबोर्ड की एक सीधी पंक्ति की कुंजियाँ आसानी से अनुमान में आ जाती हैं।',
    keyPattern: 'कीबोर्ड के छोटे पैटर्न आसानी से अनुमान में आ जाते हैं।',
    simpleRepeat: 'दोहराए गए अक्षर, जैसे "aaa", आसानी से अनुमान में आ जाते हैं।',
    extendedRepeat: 'दोहराए गए अक्षर-समूह, जैसे "abcabcabc", आसानी से अनुमान में आ जाते हैं।',
    sequences: 'आम अक्षर-क्रम, जैसे "abc", आसानी से अनुमान में आ जाते हैं।',
    recentYears: 'हाल के वर्ष आसानी से अनुमान में आ जाते हैं।',
    dates: 'तारीख़ें आसानी से अनुमान में आ जाती हैं।',
    topTen: 'यह बहुत ज़्यादा इस्तेमाल होने वाला पासवर्ड है।',
    topHundred: 'यह अक्सर इस्तेमाल होने वाला पासवर्ड है।',
    common: 'यह आम तौर पर इस्तेमाल होने वाला पासवर्ड है।',
    similarToCommon: 'यह आम तौर पर इस्तेमाल होने वाले पासवर्ड जैसा है।',
    wordByItself: 'अकेला शब्द आसानी से अनुमान में आ जाता है।',
    namesByThemselves: 'अकेला नाम या उपनाम आसानी से अनुमान में आ जाता है।',
    commonNames: 'आम नाम और उपनाम आसानी से अनुमान में आ जाते हैं।',
    userInputs: 'इसमें आपकी निजी या इस पेज से जुड़ी जानकारी नहीं होनी चाहिए।',
    pwned: 'आपका पासवर्ड इंटरनेट पर किसी डेटा लीक में सामने आ चुका है।',
  },
  suggestions: {
    l33t: "अनुमान लगाने लायक़ बदलाव से बचें, जैसे 'a' की जगह '@'।",
    reverseWords: 'आम शब्दों को उल्टा लिखने से बचें।',
    allUppercase: 'कुछ अक्षर बड़े (capital) रखें, सब नहीं।',
    capitalization: 'केवल पहला अक्षर नहीं, और अक्षर भी बड़े (capital) रखें।',
    dates: 'अपने से जुड़ी तारीख़ों और वर्षों से बचें।',
    recentYears: 'हाल के वर्षों से बचें।',
    associatedYears: 'अपने से जुड़े वर्षों से बचें।',
    sequences: 'आम अक्षर-क्रमों से बचें।',
    repeated: 'दोहराए गए शब्दों और अक्षरों से बचें।',
    longerKeyboardPattern: 'कीबोर्ड के लंबे पैटर्न लें और टाइप करने की दिशा कई बार बदलें।',
    anotherWord: 'कुछ और कम प्रचलित शब्द जोड़ें।',
    useWords: 'कई शब्द लें, पर आम मुहावरों से बचें।',
    noNeed: 'चिह्नों, अंकों या बड़े अक्षरों के बिना भी मज़बूत पासवर्ड बन सकता है।',
    pwned: 'अगर आप यह पासवर्ड कहीं और इस्तेमाल करते हैं, तो उसे बदल दें।',
  },
  timeEstimation,
};

const ta: PasswordHints = {
  warnings: {
    straightRow: 'விசைப்பலகையின் ஒரே வரிசை விசைகளை எளிதில் ஊகிக்கலாம்.',
    keyPattern: 'விசைப்பலகையின் சிறிய வடிவங்களை எளிதில் ஊகிக்கலாம்.',
    simpleRepeat: '"aaa" போன்ற திரும்பத் திரும்ப வரும் எழுத்துகளை எளிதில் ஊகிக்கலாம்.',
    extendedRepeat: '"abcabcabc" போன்ற திரும்ப வரும் எழுத்து வடிவங்களை எளிதில் ஊகிக்கலாம்.',
    sequences: '"abc" போன்ற பொதுவான எழுத்து வரிசைகளை எளிதில் ஊகிக்கலாம்.',
    recentYears: 'அண்மை ஆண்டுகளை எளிதில் ஊகிக்கலாம்.',
    dates: 'தேதிகளை எளிதில் ஊகிக்கலாம்.',
    topTen: 'இது மிக அதிகமாகப் பயன்படுத்தப்படும் கடவுச்சொல்.',
    topHundred: 'இது அடிக்கடி பயன்படுத்தப்படும் கடவுச்சொல்.',
    common: 'இது பொதுவாகப் பயன்படுத்தப்படும் கடவுச்சொல்.',
    similarToCommon: 'இது பொதுவாகப் பயன்படுத்தப்படும் கடவுச்சொல்லைப் போன்றது.',
    wordByItself: 'தனிச் சொல்லை எளிதில் ஊகிக்கலாம்.',
    namesByThemselves: 'தனிப் பெயர் அல்லது குடும்பப் பெயரை எளிதில் ஊகிக்கலாம்.',
    commonNames: 'பொதுவான பெயர்களையும் குடும்பப் பெயர்களையும் எளிதில் ஊகிக்கலாம்.',
    userInputs: 'இதில் உங்கள் தனிப்பட்ட அல்லது இந்தப் பக்கம் தொடர்பான தகவல் இருக்கக் கூடாது.',
    pwned: 'உங்கள் கடவுச்சொல் இணையத்தில் ஒரு தரவுக் கசிவில் வெளியாகியுள்ளது.',
  },
  suggestions: {
    l33t: "'a'-க்குப் பதில் '@' போன்ற ஊகிக்கக்கூடிய மாற்றங்களைத் தவிர்க்கவும்.",
    reverseWords: 'பொதுவான சொற்களைத் தலைகீழாக எழுதுவதைத் தவிர்க்கவும்.',
    allUppercase: 'சில எழுத்துகளை மட்டும் பெரிய எழுத்தாக (capital) வைக்கவும், எல்லாவற்றையும் அல்ல.',
    capitalization: 'முதல் எழுத்து மட்டுமல்லாமல் மேலும் சில எழுத்துகளைப் பெரிய எழுத்தாக வைக்கவும்.',
    dates: 'உங்களோடு தொடர்புடைய தேதிகளையும் ஆண்டுகளையும் தவிர்க்கவும்.',
    recentYears: 'அண்மை ஆண்டுகளைத் தவிர்க்கவும்.',
    associatedYears: 'உங்களோடு தொடர்புடைய ஆண்டுகளைத் தவிர்க்கவும்.',
    sequences: 'பொதுவான எழுத்து வரிசைகளைத் தவிர்க்கவும்.',
    repeated: 'திரும்ப வரும் சொற்களையும் எழுத்துகளையும் தவிர்க்கவும்.',
    longerKeyboardPattern: 'நீளமான விசைப்பலகை வடிவங்களைப் பயன்படுத்தி, தட்டச்சு திசையைப் பலமுறை மாற்றவும்.',
    anotherWord: 'அதிகம் பயன்படாத மேலும் சில சொற்களைச் சேர்க்கவும்.',
    useWords: 'பல சொற்களைப் பயன்படுத்தவும்; ஆனால் பொதுவான சொற்றொடர்களைத் தவிர்க்கவும்.',
    noNeed: 'குறியீடுகள், எண்கள், பெரிய எழுத்துகள் இல்லாமலும் வலுவான கடவுச்சொல்லை உருவாக்கலாம்.',
    pwned: 'இந்தக் கடவுச்சொல்லை வேறு எங்காவது பயன்படுத்தினால், அதை மாற்றவும்.',
  },
  timeEstimation,
};

export const PASSWORD_HINTS: Record<Locale, PasswordHints> = { en, hi, ta };
