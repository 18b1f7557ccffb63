import type { FastifyInstance } from 'fastify';
import { FAMILY_MSG as F } from '../../../shared/messages.ts';
import {
  HELPER_PERMISSIONS,
  MAX_HELPERS_PER_MEMBER,
  type Acting,
  type ActivityPage,
  type FamilyAction,
  type Helper,
  type HelperList,
  type UpdateHelperInput,
} from '../../../shared/schemas/family.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { blockedIds } from '../discovery/index.ts';
import { maskEmail, maskMobile } from '../mail/index.ts';
import { activeLinksOf, helperOfMember, helpersOf, PERMISSION_COLUMN, updateHelper, type HelperRow } from './family.repository.ts';

/** The member's side of family helpers (docs/product/family.md): choices, pause, removal, activity, undo. */
const toHelper = (row: HelperRow): Helper => ({
  id: row.id,
  name: row.name,
  relation: row.relation,
  contact: row.contactEmail ? maskEmail(row.contactEmail) : maskMobile(row.contactMobile ?? ''),
  status: row.status,
  shortlist: row.canShortlist === 1,
  interests: row.canInterests === 1,
  photoRequests: row.canPhotoRequests === 1,
  editProfile: row.canEditProfile === 1,
  createdAt: row.createdAt,
});

export async function listHelpers(app: FastifyInstance, memberId: number): Promise<HelperList> {
  const shown = await app.db.selectFrom('users').select('familyShown').where('id', '=', memberId).executeTakeFirst();
  return { items: (await helpersOf(app.db, memberId)).map(toHelper), shown: shown?.familyShown === 1, max: MAX_HELPERS_PER_MEMBER };
}

async function ownHelper(app: FastifyInstance, memberId: number, id: number) {
  const row = await helperOfMember(app.db, memberId, id);
  if (!row) throw notFound(F.helperNotFound);
  return row;
}

/** A paused or removed helper's sessions end at once: the next request is signed out. */
async function endSessions(app: FastifyInstance, row: HelperRow) {
  if (row.helperUserId !== null) await revokeUserSessions(app.db, row.helperUserId);
}

export async function changeHelper(app: FastifyInstance, memberId: number, id: number, input: UpdateHelperInput): Promise<Helper> {
  const row = await ownHelper(app, memberId, id);
  const values: Record<string, unknown> = {};
  for (const p of HELPER_PERMISSIONS) if (input[p] !== undefined) values[PERMISSION_COLUMN[p]] = input[p] ? 1 : 0;
  if (input.paused !== undefined && row.status !== 'invited') values.status = input.paused ? 'paused' : 'active';
  if (Object.keys(values).length) await updateHelper(app.db, id, values);
  if (input.paused === true) await endSessions(app, row);
  return toHelper((await helperOfMember(app.db, memberId, id)) ?? row);
}

/** Withdrawing the family helpers purpose: every active helper is paused and signed out. */
export async function pauseAllHelpers(app: FastifyInstance, memberId: number) {
  for (const row of await helpersOf(app.db, memberId)) {
    if (row.status !== 'active') continue;
    await updateHelper(app.db, row.id, { status: 'paused' });
    await endSessions(app, row);
  }
}

export async function removeHelper(app: FastifyInstance, memberId: number, id: number) {
  const row = await ownHelper(app, memberId, id);
  await updateHelper(app.db, id, { status: 'removed', inviteTokenHash: null });
  await endSessions(app, row);
  return { id, removed: true as const };
}

export async function setFamilyShown(app: FastifyInstance, memberId: number, shown: boolean) {
  await app.db
    .updateTable('users')
    .set({ familyShown: shown ? 1 : 0 })
    .where('id', '=', memberId)
    .execute();
  return { shown };
}

export async function listActivity(app: FastifyInstance, memberId: number, page: number, pageSize: number): Promise<ActivityPage> {
  const hidden = await blockedIds(app.db, memberId);
  const base = app.db.selectFrom('familyActivity as a').where('a.memberUserId', '=', memberId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin('familyHelper as h', 'h.id', 'a.helperId')
      .leftJoin('users as t', 't.id', 'a.targetUserId')
      .leftJoin('profile as p', 'p.userId', 'a.targetUserId')
      .leftJoin('interest as i', 'i.id', 'a.recordId')
      .select([
        'a.id',
        'a.helperId',
        'h.name as helperName',
        'h.relation',
        'a.action',
        'a.targetUserId',
        't.name as targetUser',
        'p.fullName',
        'a.undoneAt',
        'a.createdAt',
        'i.status as interestStatus',
      ])
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return {
    items: rows.map((r) => {
      const target = r.targetUserId !== null && !hidden.includes(r.targetUserId) ? r.targetUserId : null;
      return {
        id: Number(r.id),
        helperId: Number(r.helperId),
        helperName: r.helperName,
        relation: r.relation as Helper['relation'],
        action: r.action as FamilyAction,
        targetUserId: target,
        targetName: target === null ? null : (r.fullName ?? r.targetUser ?? null),
        undoable: r.action === 'interest.sent' && r.undoneAt === null && r.interestStatus === 'pending',
        undone: r.undoneAt !== null,
        createdAt: r.createdAt,
      };
    }),
    total: Number(count.n),
    page,
    pageSize,
  };
}

/** The activity row an undo names, when it is the member's and still an interest waiting. */
export async function undoableInterest(app: FastifyInstance, memberId: number, activityId: number): Promise<number> {
  const row = await app.db
    .selectFrom('familyActivity')
    .select(['id', 'action', 'recordId', 'undoneAt'])
    .where('id', '=', activityId)
    .where('memberUserId', '=', memberId)
    .executeTakeFirst();
  if (!row) throw notFound(F.activityNotFound);
  if (row.action !== 'interest.sent' || row.undoneAt !== null || row.recordId === null) throw conflict(F.cannotUndo);
  return row.recordId;
}

export async function markUndone(app: FastifyInstance, activityId: number) {
  await app.db.updateTable('familyActivity').set({ undoneAt: new Date().toISOString() }).where('id', '=', activityId).execute();
}

/** The members a helper helps, with what each allows, and whom this session acts for. */
export async function actingOf(app: FastifyInstance, helperUserId: number, actingFor: number | null | undefined): Promise<Acting> {
  const links = await activeLinksOf(app.db, helperUserId);
  const names = links.length
    ? await app.db
        .selectFrom('users as u')
        .leftJoin('profile as p', 'p.userId', 'u.id')
        .select(['u.id', 'u.name', 'p.fullName'])
        .where(
          'u.id',
          'in',
          links.map((l) => l.memberUserId),
        )
        .execute()
    : [];
  const nameOf = new Map(names.map((n) => [Number(n.id), (n.fullName ?? n.name).trim().split(/\s+/)[0] ?? n.name]));
  const current = links.find((l) => l.memberUserId === actingFor) ?? links[0];
  return {
    actingFor: current?.memberUserId ?? null,
    members: links.map((l) => ({
      memberId: l.memberUserId,
      firstName: nameOf.get(l.memberUserId) ?? '',
      relation: l.relation,
      permissions: HELPER_PERMISSIONS.filter((p) => l[PERMISSION_COLUMN[p]] === 1),
    })),
  };
}

export async function chooseMember(app: FastifyInstance, helperUserId: number, sessionId: number, memberId: number): Promise<Acting> {
  const links = await activeLinksOf(app.db, helperUserId);
  if (!links.some((l) => l.memberUserId === memberId)) throw forbidden(F.notHelping);
  await app.db.updateTable('sessions').set({ actingForUserId: memberId }).where('id', '=', sessionId).execute();
  return actingOf(app, helperUserId, memberId);
}
