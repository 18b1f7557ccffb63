import type { FastifyInstance, FastifyRequest } from 'fastify';
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
function replyResponse(payload: unknown): Record<string, unknown> {
  if (typeof payload !== 'string') return {};
  try {
    return objectOr(objectOr(JSON.parse(payload)).response);
  } catch {
    return {};
  }
}

/** Records, tells and audits an act of a helper (or a new-device sign-in) for the member. */
export async function recordHelperAct(
  app: FastifyInstance,
  memberId: number,
  actor: FamilyActor,
  act: { action: FamilyAction; target: number | null; interestId?: number | null },
  ip: string | null,
) {
  const db = app.db;
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
    await app.events.publish(db, {
      type: 'family.acted',
      actorId: target,
      recipientId: memberId,
      data: { action: act.action, helper: actor.firstName, relation: actor.relation, activityId },
    });
  // The audit trail of acts done in another's name: the helper acted, the member is the subject.
  await db.transaction().execute((trx) =>
    appendAudit(trx, {
      actorId: actor.helperUserId,
      ip,
      kind: `family.${act.action}`,
      recordTable: act.interestId ? 'interest' : 'family_activity',
      recordId: act.interestId ?? activityId,
      subjectId: memberId,
      before: null,
      after: { helperId: actor.helperId, targetUserId: target },
    }),
  );
}

function actOf(request: FastifyRequest, payload: unknown) {
  const key = routeKeyOf(request);
  const make = key ? ACTS[key] : undefined;
  if (!make) return null;
  const body = String(request.headers['content-type'] ?? '').startsWith('application/json') ? objectOr(request.body) : {};
  return make({ params: objectOr(request.params), body, reply: replyResponse(payload) });
}

/** Every successful write a helper makes in a member's name is recorded as its reply is sent. */
export function recordHelperActs(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth?.actor || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const act = actOf(request, payload);
    if (act) await recordHelperAct(app, auth.userId, auth.actor, act, request.ip);
    return payload;
  });
}
