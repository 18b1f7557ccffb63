import { translated } from '../../compile';
import type { Widen } from '../../widen';
import type { AdminSubscriptionsWords } from './en';

/** The administrators' Subscription screen's words in Tamil: the keys of ./en.ts. */
export const adminSubscriptionsTa: Widen<AdminSubscriptionsWords> = translated<Widen<AdminSubscriptionsWords>>('ta', {
  title: 'சந்தாக்கள்',
  intro: 'உறுப்பினர்களின் சந்தாக்கள், புதியவை முதலில். தொகைகளில் GST அடங்கும்.',
  status: 'நிலை',
  allStatuses: 'எல்லா நிலைகளும்',
  caption: 'உறுப்பினர்களின் சந்தாக்கள்',
  columns: { member: 'உறுப்பினர்', plan: 'திட்டம்', amount: 'தொகை', status: 'நிலை', period: 'காலம்', paid: 'செலுத்தியது' },
  until: '{date} வரை',
  notPaid: 'செலுத்தப்படவில்லை',
  activate: 'செயல்படுத்து',
  delete: 'நீக்கு',
  cancel: 'ரத்துசெய்',
  activatePlanFor: '{name} அவர்களுக்கு {plan} செயல்படுத்து',
  deletePlanOf: '{name} அவர்களின் {plan} நீக்கு',
  cancelPlanOf: '{name} அவர்களின் {plan} ரத்துசெய்',
  none: 'சந்தாக்கள் எதுவும் இல்லை.',
  noneWithStatus: '“{status}” நிலையில் சந்தாக்கள் எதுவும் இல்லை.',
  activated: '{name} அவர்களுக்கு {plan} செயல்படுத்தப்பட்டது',
  cancelled: 'சந்தா ரத்துசெய்யப்பட்டது',
  deleted: 'சந்தா நீக்கப்பட்டது',
  activateTitle: 'கட்டணம் இல்லாமல் செயல்படுத்து',
  activateQuestion: '{name} தளத்தின் வழியாக {plan} திட்டத்துக்குக் கட்டணம் செலுத்தவில்லை. இருந்தாலும் செயல்படுத்தவா?',
  cancelTitle: 'சந்தாவை ரத்துசெய்',
  cancelQuestion: '{name} அவர்களின் {plan} ரத்துசெய்யவா? இது உடனே நின்றுவிடும், மீண்டும் செயல்படுத்த முடியாது. இதன் கட்டணப் பதிவு கணக்குகளுக்காக வைக்கப்படும்.',
  cancelConfirm: 'சந்தாவை ரத்துசெய்',
  keep: 'வைத்திரு',
  deleteTitle: 'சந்தாவை நீக்கு',
  deleteQuestion: '{name} அவர்களின் கட்டணம் செலுத்தாத {plan} நீக்கவா? இதைத் திரும்பப் பெற முடியாது.',
});
