import { translated } from '../../compile';
import type { Widen } from '../../widen';
import type { ContactListWords } from './en';

/** Contact List's words in Hindi: the keys of ./en.ts. */
export const contactListHi: Widen<ContactListWords> = translated<Widen<ContactListWords>>('hi', {
  title: 'संपर्क संदेश',
  intro: 'संपर्क फ़ॉर्म से भेजे गए संदेश, नए सबसे पहले।',
  none: 'अभी कोई संदेश नहीं है।',
  markedRead: 'पढ़ा हुआ चिह्नित किया गया',
  deleted: 'संदेश हटाया गया',
  deleteTitle: 'संदेश हटाएँ',
  deleteQuestion: '{name} का संदेश हटाएँ? इसे वापस नहीं लाया जा सकता।',
  delete: 'हटाएँ',
  messageFrom: '{name} का संदेश',
  unread: 'बिना पढ़ा',
  read: 'पढ़ा हुआ',
  markRead: 'पढ़ा हुआ चिह्नित करें',
});
