/**
 * Subscription (administrators): every member's subscriptions; activate, cancel a paid one, delete an unpaid one.
 * In English, the source: ./hi.ts and ./ta.ts fill the same keys.
 */
export const adminSubscriptionsEn = {
  title: 'Subscription',
  intro: "Members' subscriptions, newest first. Amounts include GST.",
  status: 'Status',
  allStatuses: 'All statuses',
  caption: "Members' subscriptions",
  columns: { member: 'Member', plan: 'Plan', amount: 'Amount', status: 'Status', period: 'Period', paid: 'Paid' },
  until: (date: string) => `to ${date}`,
  notPaid: 'Not paid',
  activate: 'Activate',
  delete: 'Delete',
  cancel: 'Cancel',
  activatePlanFor: (plan: string, name: string) => `Activate ${plan} for ${name}`,
  deletePlanOf: (plan: string, name: string) => `Delete ${plan} of ${name}`,
  cancelPlanOf: (plan: string, name: string) => `Cancel ${plan} of ${name}`,
  none: 'No subscriptions.',
  noneWithStatus: (status: string) => `No subscriptions with the status ${status}.`,
  activated: (plan: string, name: string) => `${plan} activated for ${name}`,
  cancelled: 'Subscription cancelled',
  deleted: 'Subscription deleted',
  activateTitle: 'Activate without payment',
  activateQuestion: (name: string, plan: string) => `${name} has not paid for ${plan} through the site. Activate it anyway?`,
  cancelTitle: 'Cancel subscription',
  cancelQuestion: (plan: string, name: string) =>
    `Cancel ${plan} of ${name}? It stops at once and cannot be activated again. Its payment record is kept for the accounts.`,
  cancelConfirm: 'Cancel subscription',
  keep: 'Keep it',
  deleteTitle: 'Delete subscription',
  deleteQuestion: (plan: string, name: string) => `Delete the unpaid ${plan} of ${name}? This cannot be undone.`,
};

export type AdminSubscriptionsWords = typeof adminSubscriptionsEn;
