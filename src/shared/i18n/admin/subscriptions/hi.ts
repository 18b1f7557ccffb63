import { translated } from '../../compile';
import type { Widen } from '../../widen';
import type { AdminSubscriptionsWords } from './en';

/** The administrators' Subscription screen's words in Hindi: the keys of ./en.ts. */
export const adminSubscriptionsHi: Widen<AdminSubscriptionsWords> = translated<Widen<AdminSubscriptionsWords>>('hi', {
  title: 'सदस्यताएँ',
  intro: 'सदस्यों की सदस्यताएँ, नई सबसे पहले। राशियों में GST शामिल है।',
  status: 'स्थिति',
  allStatuses: 'सभी स्थितियाँ',
  caption: 'सदस्यों की सदस्यताएँ',
  columns: { member: 'सदस्य', plan: 'प्लान', amount: 'राशि', status: 'स्थिति', period: 'अवधि', paid: 'भुगतान' },
  until: '{date} तक',
  notPaid: 'भुगतान नहीं हुआ',
  activate: 'सक्रिय करें',
  delete: 'हटाएँ',
  cancel: 'रद्द करें',
  activatePlanFor: '{name} के लिए {plan} सक्रिय करें',
  deletePlanOf: '{name} का {plan} हटाएँ',
  cancelPlanOf: '{name} का {plan} रद्द करें',
  none: 'कोई सदस्यता नहीं है।',
  noneWithStatus: '“{status}” स्थिति वाली कोई सदस्यता नहीं है।',
  activated: '{name} के लिए {plan} सक्रिय कर दिया गया',
  cancelled: 'सदस्यता रद्द कर दी गई',
  deleted: 'सदस्यता हटा दी गई',
  activateTitle: 'बिना भुगतान के सक्रिय करें',
  activateQuestion: '{name} ने साइट के ज़रिए {plan} का भुगतान नहीं किया है। फिर भी सक्रिय करें?',
  cancelTitle: 'सदस्यता रद्द करें',
  cancelQuestion: '{name} का {plan} रद्द करें? यह तुरंत बंद हो जाएगा और फिर से सक्रिय नहीं किया जा सकेगा। इसके भुगतान का रिकॉर्ड हिसाब-किताब के लिए रखा जाएगा।',
  cancelConfirm: 'सदस्यता रद्द करें',
  keep: 'रहने दें',
  deleteTitle: 'सदस्यता हटाएँ',
  deleteQuestion: '{name} का बिना भुगतान वाला {plan} हटाएँ? यह वापस नहीं किया जा सकेगा।',
});
