import { translated } from '../../compile';
import type { Widen } from '../../widen';
import type { ContactListWords } from './en';

/** Contact List's words in Tamil: the keys of ./en.ts. */
export const contactListTa: Widen<ContactListWords> = translated<Widen<ContactListWords>>('ta', {
  title: 'தொடர்புச் செய்திகள்',
  intro: 'தொடர்புப் படிவம் மூலம் அனுப்பப்பட்ட செய்திகள், புதியவை முதலில்.',
  none: 'இன்னும் செய்திகள் இல்லை.',
  markedRead: 'படித்ததாகக் குறிக்கப்பட்டது',
  deleted: 'செய்தி நீக்கப்பட்டது',
  deleteTitle: 'செய்தியை நீக்கு',
  deleteQuestion: '{name} அனுப்பிய செய்தியை நீக்கவா? இதைத் திரும்பப் பெற முடியாது.',
  delete: 'நீக்கு',
  messageFrom: '{name} அனுப்பிய செய்தி',
  unread: 'படிக்காதது',
  read: 'படித்தது',
  markRead: 'படித்ததாகக் குறி',
});
