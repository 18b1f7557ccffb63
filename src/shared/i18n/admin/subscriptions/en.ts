import { english, icu } from '../../compile';
/**
 * Subscription (administrators): every member's subscriptions; activate, cancel a paid one, delete an unpaid one.
 * In English, the source: ./hi.ts and ./ta.ts fill the same keys.
 */
export const adminSubscriptionsEn = english({
  title: 'Subscription',
  intro: "Members' subscriptions, newest first. Amounts include GST.",
  status: 'Status',
  allStatuses: 'All statuses',
  caption: "Members' subscriptions",
  columns: { member: 'Member', plan: 'Plan', amount: 'Amount', status: 'Status', period: 'Period', paid: 'Paid' },
  until: icu<'date'>('to {date}'),
  notPaid: 'Not paid',
  activate: 'Activate',
  delete: 'Delete',
  cancel: 'Cancel',
  activatePlanFor: icu<'plan' | 'name'>('Activate {plan} for {name}'),
  deletePlanOf: icu<'plan' | 'name'>('Delete {plan} of {name}'),
  cancelPlanOf: icu<'plan' | 'name'>('Cancel {plan} of {name}'),
  none: 'No subscriptions.',
  noneWithStatus: icu<'status'>('No subscriptions with the status {status}.'),
  activated: icu<'plan' | 'name'>('{plan} activated for {name}'),
  cancelled: 'Subscription cancelled',
  deleted: 'Subscription deleted',
  activateTitle: 'Activate without payment',
  activateQuestion: icu<'name' | 'plan'>('{name} has not paid for {plan} through the site. Activate it anyway?'),
  cancelTitle: 'Cancel subscription',
  cancelQuestion: icu<'plan' | 'name'>('Cancel {plan} of {name}? It stops at once and cannot be activated again. Its payment record is kept for the accounts.'),
  cancelConfirm: 'Cancel subscription',
  keep: 'Keep it',
  deleteTitle: 'Delete subscription',
  deleteQuestion: icu<'plan' | 'name'>('Delete the unpaid {plan} of {name}? This cannot be undone.'),
});

export type AdminSubscriptionsWords = typeof adminSubscriptionsEn;
