import { ROLE_IDS } from '../../../shared/constants.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, notFound, type Said } from '../../lib/http-error.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import type { MarkedPage } from '../../../shared/schemas/interests.ts';
import type { DomainEventType } from '../../lib/events/events.ts';
import { assertDiscoverable, blockedIds, forgetRanking } from '../discovery/index.ts';
import { endBetween, type InterestDeps } from './interests.service.ts';
import { memberCards } from './member-cards.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.MEMBER_LOOP_MSG;
const PROFILE_NOT_AVAILABLE = CODED.PROFILE_TEXT.notAvailable;

/**
 * The marks a member puts on another: a shortlist (saved for later), "not interested" (gone from
 * my matches and search, reversible from Settings) and a block (gone both ways, everywhere; a
 * connection ends; docs/product/member-loop.md). Each is one row per pair; each change publishes an event.
 */
export type MarkKind = 'shortlist' | 'not-interested' | 'block';

const TABLE = { shortlist: 'shortlist', 'not-interested': 'notInterested', block: 'block' } as const;
const TARGET = { shortlist: 'targetUserId', 'not-interested': 'targetUserId', block: 'blockedUserId' } as const;
const EVENTS: Record<MarkKind, [DomainEventType, DomainEventType]> = {
  shortlist: ['shortlist.added', 'shortlist.removed'],
  'not-interested': ['member.not-interested', 'member.interested-again'],
  block: ['member.blocked', 'member.unblocked'],
};
const MISSING: Record<MarkKind, Said> = { shortlist: M.notOnShortlist, 'not-interested': M.notMarkedNotInterested, block: M.notBlocked };

/** A member account (not staff), whatever its state: one may block or hide anyone who can reach them. */
async function assertMember(db: Database, userId: number) {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('userRoleId', '=', ROLE_IDS.user).executeTakeFirst();
  if (!row) throw notFound(PROFILE_NOT_AVAILABLE);
}

export async function addMark(deps: InterestDeps, kind: MarkKind, me: number, other: number, now = new Date()) {
  const { db } = deps;
  if (other === me) throw badRequest(M.memberSelf, { userId: M.memberSelf });
  // Shortlisting needs a profile one may see; blocking and hiding work on any member.
  if (kind === 'shortlist') await assertDiscoverable(db, other, me);
  else await assertMember(db, other);
  const table = TABLE[kind];
  const at = now.toISOString();
  const values = kind === 'block' ? { userId: me, blockedUserId: other, createdAt: at } : { userId: me, targetUserId: other, createdAt: at };
  const inserted = await db
    .insertInto(table)
    .values(values as never)
    .onConflict((oc) => oc.columns(['userId', TARGET[kind]] as never).doNothing())
    .executeTakeFirst();
  const added = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  if (kind === 'block') {
    await endBetween(deps, me, other, now);
    await db.deleteFrom('shortlist').where('userId', '=', me).where('targetUserId', '=', other).execute();
  }
  // Nobody is told they were blocked or hidden: these events have no recipient.
  if (added) await deps.events.publish(db, { type: EVENTS[kind][0], actorId: me, recipientId: null, data: { userId: other } });
  return { userId: other, [kind === 'shortlist' ? 'shortlisted' : kind === 'block' ? 'blocked' : 'notInterested']: true };
}

export async function removeMark(deps: InterestDeps, kind: MarkKind, me: number, other: number) {
  const { db } = deps;
  const result = await db
    .deleteFrom(TABLE[kind])
    .where('userId', '=', me)
    .where(TARGET[kind] as 'userId', '=', other)
    .executeTakeFirst();
  if (!Number(result.numDeletedRows)) throw notFound(MISSING[kind]);
  // Rankings made while the mark stood left the member out: rank both afresh (discovery/match-cache.ts).
  if (kind !== 'shortlist') for (const id of [me, other]) forgetRanking(db, id);
  await deps.events.publish(db, { type: EVENTS[kind][1], actorId: me, recipientId: null, data: { userId: other } });
  return { userId: other, [kind === 'shortlist' ? 'shortlisted' : kind === 'block' ? 'blocked' : 'notInterested']: false };
}

/**
 * One page of the member's marks, newest first. The shortlist shows only members one may still
 * see (discoverable, not blocked either way); the "not interested" and blocked lists show
 * everyone, so each can be undone.
 */
export async function listMarks(deps: InterestDeps, kind: MarkKind, me: number, page: number, pageSize: number): Promise<MarkedPage> {
  const { db } = deps;
  const target = kind === 'block' ? 'm.blockedUserId' : 'm.targetUserId';
  let base = db
    .selectFrom(`${TABLE[kind]} as m` as 'shortlist as m')
    .innerJoin('users as u', 'u.id', target as 'm.targetUserId')
    .where('m.userId', '=', me);
  if (kind === 'shortlist') {
    const hidden = await blockedIds(db, me);
    base = base.innerJoin('profile as p', 'p.userId', 'u.id').where('p.discoverable', '=', 1);
    if (hidden.length) base = base.where('u.id', 'not in', hidden);
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select(['u.id as otherId', 'm.createdAt'])
      .orderBy('m.createdAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const cards = await memberCards(
    db,
    deps.config,
    rows.map((r) => Number(r.otherId)),
    me,
    undefined,
    false,
    deps.locale,
  );
  // A blocked member's photo is not shown to the one who blocked them either.
  const items = rows.flatMap((r) => {
    const card = cards.get(Number(r.otherId));
    if (!card) return [];
    return [{ member: kind === 'block' ? { ...card, photoUrl: null } : card, markedAt: String(r.createdAt) }];
  });
  return { items, page, pageSize, total: Number(count?.n ?? 0) };
}
