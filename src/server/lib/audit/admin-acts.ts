/**
 * The administrator acts outside the generic resource routes (those record themselves:
 * lib/crud/resource.service.ts), by route: what kind of act each is, which record it names and
 * whose it is. Each route runs its act through `auditedAct` (admin-act.ts), which writes the row
 * in the act's own transaction. A route missing here is caught by tests/api/audit-log.test.ts,
 * which walks every administrator write of the access matrix.
 */
export interface ActInput {
  params: Record<string, string | undefined>;
  body: Record<string, unknown>;
  /** What the act returns: the reply's `response`. */
  reply: Record<string, unknown>;
}

/**
 * The tables administrator acts change, and the column `id` names in each: the record is read in
 * the act's transaction before and after it, and both go into the audit row.
 */
export const ACT_RECORDS = {
  users: { table: 'users', key: 'id' },
  profile: { table: 'profile', key: 'userId' },
  document: { table: 'document', key: 'id' },
  subscription_plan: { table: 'subscriptionPlan', key: 'id' },
  user_subscription: { table: 'userSubscription', key: 'id' },
  grievance: { table: 'grievance', key: 'id' },
  nominee_request: { table: 'nomineeRequest', key: 'id' },
  relationship_manager: { table: 'relationshipManager', key: 'userId' },
  assisted_member: { table: 'assistedMember', key: 'userId' },
  selfie_check: { table: 'selfieCheck', key: 'id' },
} as const;

interface AdminAct {
  kind: string | ((input: ActInput) => string);
  table: keyof typeof ACT_RECORDS;
  /** The record's id. */
  id(input: ActInput): number | null;
  /** The member the record belongs to. */
  subject?(input: ActInput): number | null;
}

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
};
const param = (name: string) => (i: ActInput) => num(i.params[name]);
const bodyField = (name: string) => (i: ActInput) => num(i.body[name]);
const replyField = (name: string) => (i: ActInput) => num(i.reply[name]);
const first =
  (...ways: Array<(i: ActInput) => number | null>) =>
  (i: ActInput) => {
    for (const way of ways) {
      const value = way(i);
      if (value !== null) return value;
    }
    return null;
  };

const nested = (outer: string, name: string) => (i: ActInput) => {
  const inner = i.reply[outer];
  return inner && typeof inner === 'object' ? num((inner as Record<string, unknown>)[name]) : null;
};
const profileOf = first(param('id'), bodyField('userId'), replyField('userId'));
const replyOwner = first(replyField('userId'), bodyField('userId'));

/** Keyed by method and the route as registered under /api. */
export const ADMIN_ACTS: Readonly<Record<string, AdminAct>> = {
  'DELETE /auth/two-step/:userId': { kind: 'two-step.reset', table: 'users', id: param('userId'), subject: param('userId') },

  'PUT /user-matrimonial-detail/UpdateUserMatrimonial': { kind: 'profile.update', table: 'profile', id: profileOf, subject: profileOf },
  'PUT /user-matrimonial-detail/UpdateUserMatrimonial/:id': { kind: 'profile.update', table: 'profile', id: profileOf, subject: profileOf },
  'PUT /user-matrimonial-detail/:id': { kind: 'profile.update', table: 'profile', id: profileOf, subject: profileOf },
  'POST /user-matrimonial-detail': { kind: 'profile.create', table: 'profile', id: profileOf, subject: profileOf },
  'DELETE /user-matrimonial-detail/:id': { kind: 'profile.delete', table: 'profile', id: param('id'), subject: param('id') },
  'PUT /user-matrimonial-detail/:id/verify': { kind: 'profile.verify', table: 'profile', id: param('id'), subject: param('id') },
  'POST /user-matrimonial-detail/UpdateMatchingProfile': { kind: 'matching-profile.update', table: 'profile', id: profileOf, subject: profileOf },

  'POST /Document/upload': { kind: 'document.upload', table: 'document', id: first(replyField('id'), replyField('documentId')), subject: replyOwner },
  'DELETE /Document/:id': { kind: 'document.delete', table: 'document', id: param('id'), subject: replyOwner },
  'PUT /Document/:id/verify': { kind: 'document.verify', table: 'document', id: param('id'), subject: replyOwner },
  'DELETE /Document/:id/file': { kind: 'document.purge', table: 'document', id: param('id'), subject: replyOwner },
  'POST /photo-approval/:id/approve': { kind: 'photo.approve', table: 'document', id: param('id'), subject: replyOwner },
  'POST /photo-approval/:id/reject': { kind: 'photo.reject', table: 'document', id: param('id'), subject: replyOwner },
  'POST /photo-approval/:id/undo': { kind: 'photo.undo', table: 'document', id: param('id'), subject: replyOwner },

  'POST /grievances/:id/acknowledge': { kind: 'grievance.acknowledge', table: 'grievance', id: param('id') },
  'POST /grievances/:id/take-down': { kind: 'grievance.take-down', table: 'grievance', id: param('id'), subject: replyField('subjectUserId') },
  'POST /grievances/:id/decide': { kind: 'grievance.decide', table: 'grievance', id: param('id') },
  'POST /assisted/managers': { kind: 'assisted.manager-create', table: 'relationship_manager', id: replyField('id') },
  'PUT /assisted/managers/:id': { kind: 'assisted.manager-update', table: 'relationship_manager', id: param('id') },
  'PUT /assisted/members/:userId/manager': { kind: 'assisted.assign', table: 'assisted_member', id: param('userId'), subject: param('userId') },
  'POST /selfie-verification/checks/:id/approve': { kind: 'selfie.approve', table: 'selfie_check', id: param('id'), subject: replyField('userId') },
  'POST /selfie-verification/checks/:id/reject': { kind: 'selfie.reject', table: 'selfie_check', id: param('id'), subject: replyField('userId') },
  // The member an approval erased is named in the record before the act (its member_user_id).
  'POST /nominee-requests/:id/decide': { kind: 'nominee-request.decide', table: 'nominee_request', id: param('id') },
  'POST /moderation/members/:userId/actions': {
    kind: (i) => (i.body.action === 'dismiss' ? 'report.dismiss' : 'report.decide'),
    table: 'users',
    id: param('userId'),
    subject: param('userId'),
  },

  'POST /SubscriptionPlan/AddSubscriptionPlan': { kind: 'plan.create', table: 'subscription_plan', id: first(replyField('id'), replyField('planId')) },
  'PUT /SubscriptionPlan/UpdateSubscriptionPlan/:id': { kind: 'plan.update', table: 'subscription_plan', id: param('id') },
  'DELETE /SubscriptionPlan/DeleteSubscriptionPlan/:id': { kind: 'plan.delete', table: 'subscription_plan', id: param('id') },
  'POST /Subscription/create': {
    kind: 'subscription.create',
    table: 'user_subscription',
    id: first(nested('subscription', 'id'), replyField('subscriptionId'), replyField('id')),
    subject: first(nested('subscription', 'userId'), replyOwner),
  },
  'PUT /Subscription/:id/activate': { kind: 'subscription.activate', table: 'user_subscription', id: param('id'), subject: replyOwner },
  'PUT /Subscription/GetAllUserSubscription/:id': { kind: 'subscription.update', table: 'user_subscription', id: param('id'), subject: replyOwner },
  'DELETE /Subscription/:id': { kind: 'subscription.delete', table: 'user_subscription', id: param('id'), subject: replyOwner },
  'DELETE /Subscription/DeleteUserSubscription/:id': { kind: 'subscription.delete', table: 'user_subscription', id: param('id'), subject: replyOwner },
  'POST /Payment/AddPayment/': {
    kind: 'payment.record',
    table: 'user_subscription',
    id: first(replyField('subscriptionId'), bodyField('subscriptionId')),
    subject: replyOwner,
  },
  'POST /Payment/test-checkout': {
    kind: 'payment.test-checkout',
    table: 'user_subscription',
    id: first(replyField('subscriptionId'), bodyField('subscriptionId')),
    subject: replyOwner,
  },
};

export const actKind = (act: AdminAct, input: ActInput): string => (typeof act.kind === 'function' ? act.kind(input) : act.kind);
