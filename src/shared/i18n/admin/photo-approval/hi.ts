import { translated } from '../../compile';
import type { Widen } from '../../widen';
import type { PhotoApprovalWords } from './en';

/** Photo Approval's words in Hindi: the keys of ./en.ts. */
export const photoApprovalHi: Widen<PhotoApprovalWords> = translated<Widen<PhotoApprovalWords>>('hi', {
  title: 'फ़ोटो स्वीकृति',
  intro: 'नई और बदली गई फ़ोटो। आपके स्वीकृत करते ही सदस्य फ़ोटो देख पाते हैं; उसका मालिक उसे तुरंत देखता है।',
  failed: 'फ़ोटो लोड नहीं हो सकीं',
  waiting: 'प्रतीक्षा में',
  decided: 'निर्णय हो चुका',
  noneWaiting: 'कोई फ़ोटो स्वीकृति की प्रतीक्षा में नहीं है।',
  waitingList: 'स्वीकृति की प्रतीक्षा में फ़ोटो',
  photoOf: '{name} की {kind}',
  uploaded: '{date} को अपलोड की गई',
  approve: 'स्वीकृत करें',
  reject: 'अस्वीकार करें',
  approved: 'फ़ोटो स्वीकृत की गई',
  rejected: 'फ़ोटो अस्वीकार की गई; सदस्य को कारण बताया गया',
  rejectTitle: '{name} की फ़ोटो अस्वीकार करें',
  thisMember: 'इस सदस्य',
  rejectNote: 'सदस्य यह कारण पढ़ेंगे और दूसरी फ़ोटो अपलोड कर सकते हैं।',
  reason: 'कारण (सदस्य इसे पढ़ेंगे)',
  rejectPhoto: 'फ़ोटो अस्वीकार करें',
  kinds: { closeUpPhoto: 'चेहरे की फ़ोटो', fullPhoto: 'पूरी फ़ोटो', sidewaysPhoto: 'बगल से फ़ोटो' },
  decidedFailed: 'निर्णय की गई फ़ोटो लोड नहीं हो सकीं',
  undone: 'निर्णय वापस लिया गया; फ़ोटो फिर से समीक्षा की प्रतीक्षा में है',
  noneDecided: 'अभी तक किसी फ़ोटो पर निर्णय नहीं हुआ।',
  decidedList: 'हाल में निर्णय की गई फ़ोटो',
  wasApproved: 'स्वीकृत',
  wasRejected: 'अस्वीकृत',
  by: '{name} द्वारा, ',
  reasonWas: 'कारण:',
  undo: 'वापस लें',
  undoTitle: '{name} की फ़ोटो पर निर्णय वापस लें',
  undoApproved: 'फ़ोटो फिर से कतार में चली जाती है, और दोबारा निर्णय होने तक दूसरे सदस्य उसे नहीं देख पाते।',
  undoRejected: 'फ़ोटो दोबारा निर्णय के लिए कतार में चली जाती है।',
  undoDecision: 'निर्णय वापस लें',
});
