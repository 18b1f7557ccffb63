import { translated } from '../../compile';
import type { Widen } from '../../widen';
import type { AdminHomeWords } from './en';

/** The administrator's home's words in Hindi: the keys of ./en.ts. */
export const adminHomeHi: Widen<AdminHomeWords> = translated<Widen<AdminHomeWords>>('hi', {
  title: 'डैशबोर्ड',
  intro: 'साइट के आँकड़े एक नज़र में।',
  members: 'सदस्य',
  verifiedMembers: 'सत्यापित सदस्य',
  verifiedNote: 'जिन प्रोफ़ाइलों को किसी व्यवस्थापक ने सत्यापित किया',
  newThisWeek: 'इस सप्ताह नए',
  completeProfiles: 'पूरी प्रोफ़ाइलें',
  activeSubscriptions: 'सक्रिय सदस्यताएँ',
  revenue: 'आय',
  revenueNote: 'प्राप्त और सत्यापित भुगतान',
  unreadContact: 'बिना पढ़े संपर्क संदेश',
  openContactList: 'संपर्क सूची खोलें',
  chartCaption: 'प्रतिदिन पंजीकरण, पिछले {days} दिन',
  inAll: '(कुल {total})',
  chartLabel: 'प्रतिदिन पंजीकरण का स्तंभ चार्ट; पिछले {days} दिनों में {total}, एक दिन में अधिकतम {top}।',
  highest: 'सबसे अधिक: {top}',
  showTable: 'आँकड़े तालिका के रूप में दिखाएँ',
  day: 'दिन',
  signUps: 'पंजीकरण',
});
