import { translated } from '../compile';
import type { SafetyNotes } from './notes-en';

/** The dashboard's safety notes (hi), the keys of ./notes-en.ts. */
export const notesHi: SafetyNotes = translated<SafetyNotes>('hi', {
  label: 'सुरक्षा सलाह',
  dismiss: 'यह सलाह छिपाएँ',
  more: 'सुरक्षा केंद्र पढ़ें',
  items: [
    'कोई सच्चा रिश्ता पैसे नहीं माँगता। जिससे आप परिवार के साथ नहीं मिले, उसे कभी पैसे न भेजें।',
    'कस्टम में रुका उपहार, जिसके लिए शुल्क माँगा जाए, हमेशा धोखा होता है।',
    'ट्रेडिंग, क्रिप्टो या पैसे दोगुना करने वाले ऐप की बात करने वाले रिश्ते से सावधान रहें।',
    'वीडियो कॉल रिकॉर्ड हो सकती है। अंतरंग होती कॉल बंद करें और धमकी की रिपोर्ट करें: पैसे न दें।',
    'धोखे में पैसे गए? तुरंत 1930 पर कॉल करें, या cybercrime.gov.in पर रिपोर्ट करें।',
  ],
});
