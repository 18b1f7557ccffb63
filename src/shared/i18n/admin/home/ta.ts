import { translated } from '../../compile';
import type { Widen } from '../../widen';
import type { AdminHomeWords } from './en';

/** The administrator's home's words in Tamil: the keys of ./en.ts. */
export const adminHomeTa: Widen<AdminHomeWords> = translated<Widen<AdminHomeWords>>('ta', {
  title: 'டாஷ்போர்டு',
  intro: 'தளத்தின் எண்ணிக்கைகள் ஒரே பார்வையில்.',
  members: 'உறுப்பினர்கள்',
  verifiedMembers: 'சரிபார்க்கப்பட்ட உறுப்பினர்கள்',
  verifiedNote: 'நிர்வாகி சரிபார்த்த சுயவிவரங்கள்',
  newThisWeek: 'இந்த வாரம் புதியவர்கள்',
  completeProfiles: 'முழுமையான சுயவிவரங்கள்',
  activeSubscriptions: 'செயலில் உள்ள சந்தாக்கள்',
  revenue: 'வருவாய்',
  revenueNote: 'பெறப்பட்டு சரிபார்க்கப்பட்ட கட்டணங்கள்',
  unreadContact: 'படிக்காத தொடர்பு செய்திகள்',
  openContactList: 'தொடர்பு பட்டியலைத் திற',
  chartCaption: 'நாள்தோறும் பதிவுகள், கடந்த {days} நாட்கள்',
  inAll: '(மொத்தம் {total})',
  chartLabel: 'நாள்தோறும் பதிவுகளின் பட்டை வரைபடம்; கடந்த {days} நாட்களில் {total}, ஒரு நாளில் அதிகபட்சம் {top}.',
  highest: 'அதிகபட்சம்: {top}',
  showTable: 'எண்ணிக்கைகளை அட்டவணையாகக் காட்டு',
  day: 'நாள்',
  signUps: 'பதிவுகள்',
});
