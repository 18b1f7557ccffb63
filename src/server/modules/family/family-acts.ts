import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { recordActsInName } from '../../lib/audit/admin-act.ts';
import type { EventBus } from '../../lib/events/events.ts';
import { appendAudit } from '../../lib/audit/audit-chain.ts';
import type { FamilyActor } from '../../lib/request-auth.ts';
import type { FamilyAction } from '../../../shared/schemas/family.ts';
import { routeKeyOf } from './family-gate.ts';
import { recordActivity } from './family.repository.ts';

type Input = { params: Record<string, unknown>; body: Record<string, unknown>; reply: Record<string, unknown> };
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);

/** Which act a helper's successful write is, and what it names: the member's activity list reads these. */
const ACTS: Record<string, (i: Input) => { action: FamilyAction; target: number | null; interestId?: number | null } | null> = {
  'POST /interests': (i) => ({
    // Sending one back accepts theirs: the act is then an answer.
    action: i.reply.status === 'accepted' ? 'interest.accepted' : 'interest.sent',
    target: num(i.body.targetUserId),
    interestId: num(i.reply.id),
  }),
  'POST /interests/:id/accept': (i) => ({ action: 'interest.accepted', target: null, interestId: num(i.params.id) }),
  'POST /interests/:id/decline': (i) => ({ action: 'interest.declined', target: null, interestId: num(i.params.id) }),
  'POST /interests/:id/withdraw': (i) => ({ action: 'interest.withdrawn', target: null, interestId: num(i.params.id) }),
  'PUT /shortlist/:userId': (i) => ({ action: 'shortlist.added', target: num(i.params.userId) }),
  'DELETE /shortlist/:userId': (i) => ({ action: 'shortlist.removed', target: num(i.params.userId) }),
  'POST /photo-requests': (i) => ({ action: 'photo.requested', target: num(i.body.ownerId) }),
  'POST /user-matrimonial-detail': () => ({ action: 'profile.edited', target: null }),
  'PUT /user-matrimonial-detail/UpdateUserMatrimonial': () => ({ action: 'profile.edited', target: null }),
  'PUT /user-matrimonial-detail/UpdateUserMatrimonial/:id': () => ({ action: 'profile.edited', target: null }),
  'PUT /user-matrimonial-detail/:id': () => ({ action: 'profile.edited', target: null }),
};
/** Acts the member is told of by a notification as they happen. */
const TOLD: ReadonlySet<FamilyAction> = new Set(['interest.sent', 'interest.accepted', 'interest.declined', 'interest.withdrawn']);

const objectOr = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Records, tells and audits an act of a helper (or a new-device sign-in) for the member, through
 * `db`: inside the act's transaction (lib/audit/admin-act.ts), so the act, its activity row, its
 * mark on the interest and its audit row are kept together or not at all; the member's
 * notification is handed on once it has committed.
 */
export async function recordHelperAct(
  db: Database,
  events: EventBus,
  memberId: number,
  actor: FamilyActor,
  act: { action: FamilyAction; target: number | null; interestId?: number | null },
  ip: string | null,
) {
  let target = act.target;
  if (act.interestId) {
    const interest = await db.selectFrom('interest').select(['userId', 'targetUserId']).where('id', '=', act.interestId).executeTakeFirst();
    if (interest) target ??= interest.userId === memberId ? interest.targetUserId : interest.userId;
    const column = act.action === 'interest.sent' ? 'sentByHelperId' : act.action === 'interest.withdrawn' ? null : 'answeredByHelperId';
    if (column)
      await db
        .updateTable('interest')
        .set({ [column]: actor.helperId })
        .where('id', '=', act.interestId)
        .execute();
  }
  const activityId = await recordActivity(db, {
    memberUserId: memberId,
    helperId: actor.helperId,
    action: act.action,
    targetUserId: target,
    recordId: act.interestId ?? null,
  });
  if (TOLD.has(act.action) || act.action === 'signed-in.new-device')
    await events.publish(db, {
      type: 'family.acted',
      actorId: target,
      recipientId: memberId,
      data: { action: act.action, helper: actor.firstName, relation: actor.relation, activityId },
    });
  // The audit trail of acts done in another's name: the helper acted, the member is the subject.
  await appendAudit(db, {
    actorId: actor.helperUserId,
    ip,
    kind: `family.${act.action}`,
    recordTable: act.interestId ? 'interest' : 'family_activity',
    recordId: act.interestId ?? activityId,
    subjectId: memberId,
    before: null,
    after: { helperId: actor.helperId, targetUserId: target },
  });
}

function actOf(request: FastifyRequest, result: unknown) {
  const key = routeKeyOf(request);
  const make = key ? ACTS[key] : undefined;
  if (!make) return null;
  const body = String(request.headers['content-type'] ?? '').startsWith('application/json') ? objectOr(request.body) : {};
  return make({ params: objectOr(request.params), body, reply: objectOr(result) });
}

/**
 * Every write a helper makes in a member's name is recorded in its own transaction: the routes of
 * ACTS run their work through `auditedAct`, which calls this once the work is done.
 */
export function recordHelperActs() {
  recordActsInName(async (trx, request, result) => {
    const auth = request.auth;
    if (!auth?.actor) return;
    const act = actOf(request, result);
    if (act) await recordHelperAct(trx, request.server.events, auth.userId, auth.actor, act, request.ip);
  });
}
