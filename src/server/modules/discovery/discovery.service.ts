import type { Database } from '../../db/database.ts';
import { eitherWay } from '../../db/either-way.ts';
import { discoverableProfile, findDiscoverableProfileRow } from './discoverable.ts';
import { compiledQuery, isAnyOf } from '../../db/compiled-query.ts';
import { accountDigests } from './hidden-contacts.ts';
import { notFound } from '../../lib/http-error.ts';
import { ageOn } from './match-rules.ts';
import { blockedIds } from './match.query.ts';
import { eliteHiddenFrom, eliteHiddenRows } from './elite-confidential.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { inLanguage } from '../../../shared/local-names.ts';
import type { Locale } from '../../../shared/locales.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const PROFILE_NOT_AVAILABLE = CODED.PROFILE_TEXT.notAvailable;

/**
 * "Who viewed me": the latest view per viewer, newest first (one row per viewer by design of
 * profile_view). Viewers who are not discoverable (deactivated, unverified, hidden by moderation) and
 * members blocked either way are left out.
 */
export async function viewersOf(db: Database, userId: number, page: number, pageSize: number, locale: Locale = 'en') {
  const blocked = await blockedIds(db, userId);
  let base = db
    .selectFrom('profileView as v')
    .innerJoin('users as u', 'u.id', 'v.viewerId')
    .where('v.viewedId', '=', userId)
    .where('u.isActive', '=', 1)
    .where('u.isVerified', '=', 1)
    .where('u.moderationHidden', '=', 0);
  if (blocked.length) base = base.where('v.viewerId', 'not in', blocked);
  // An Elite viewer stays confidential (elite-confidential.ts).
  base = base.where('v.viewerId', 'not in', eliteHiddenRows(db, userId, new Date().toISOString()));
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .leftJoin('profile as p', 'p.userId', 'v.viewerId')
    .leftJoin('religion as r', 'r.id', 'p.religionId')
    .leftJoin('caste as c', 'c.id', 'p.casteId')
    .select([
      'v.viewerId',
      'v.viewedAt',
      'v.viewCount',
      'u.name as userName',
      'p.fullName',
      'p.dob',
      'p.city',
      'r.name as religion',
      'r.nameHi as religionHi',
      'r.nameTa as religionTa',
      'c.name as caste',
      'c.nameHi as casteHi',
      'c.nameTa as casteTa',
    ])
    .orderBy('v.viewedAt', 'desc')
    .orderBy('v.viewerId', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const today = new Date();
  const items = rows.map((r) => ({
    userId: Number(r.viewerId),
    fullName: r.fullName ?? r.userName,
    age: r.dob ? ageOn(String(r.dob), today) : null,
    city: r.city,
    religion: inLanguage(locale, r.religion, r.religionHi, r.religionTa),
    caste: inLanguage(locale, r.caste, r.casteHi, r.casteTa),
    viewedAt: r.viewedAt,
    viewCount: Number(r.viewCount),
  }));
  return { items, page, pageSize, total };
}

/**
 * Records a view by the session's member; repeated views update the time and the count. Answers
 * whether it is this viewer's first view of the day (UTC), which is what the viewed member is told of.
 */
export async function recordView(db: Database, viewerId: number, viewedId: number): Promise<boolean> {
  if (viewerId === viewedId) return false;
  const now = new Date().toISOString();
  const before = await db.selectFrom('profileView').select('viewedAt').where('viewerId', '=', viewerId).where('viewedId', '=', viewedId).executeTakeFirst();
  await db
    .insertInto('profileView')
    .values({ viewerId, viewedId, viewCount: 1, firstViewedAt: now, viewedAt: now })
    .onConflict((oc) => oc.columns(['viewerId', 'viewedId']).doUpdateSet((eb) => ({ viewedAt: now, viewCount: eb('profileView.viewCount', '+', 1) })))
    .execute();
  return !before || before.viewedAt.slice(0, 10) < now.slice(0, 10);
}

/** One of `a` and `b` hides from the other's own e-mail or mobile (hidden-contacts.ts), given each one's digests. */
const hidesFromEither = (db: Database, a: number, b: number, aDigests: readonly string[], bDigests: readonly string[]) =>
  db
    .selectFrom('hiddenContact as h')
    .select('h.id')
    .where((w) => w.or([w.and([w('h.userId', '=', a), isAnyOf(db, 'h.digest', bDigests)]), w.and([w('h.userId', '=', b), isAnyOf(db, 'h.digest', aDigests)])]));

/** Whether either of two members blocked the other, or hides from the other's contacts: to both, alike. */
export async function pairBlocked(db: Database, a: number, b: number): Promise<boolean> {
  const digests = await accountDigests(db, [a, b]);
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('block')
            .select('id')
            .where((w) => eitherWay(w, ['userId', 'blockedUserId'], a, b)),
        )
        .as('blocked'),
      eb.exists(hidesFromEither(db, a, b, digests.get(a) ?? [], digests.get(b) ?? [])).as('hidden'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.blocked) === 1 || Number(row.hidden) === 1;
}

/**
 * How `me` stands with `other`, in one query built once (every message asks): whether `other` is
 * discoverable (as assertDiscoverable judges), a block stands between them either way (or one
 * hides from the other's contacts, which reads alike), and an accepted interest connects them.
 */
const pairFactsOf = compiledQuery((db, me: number, other: number, mine: readonly string[], theirs: readonly string[]) =>
  db.selectNoFrom((eb) => [
    eb.exists(discoverableProfile(db, other).select('p.userId')).as('discoverable'),
    eb
      .exists(
        eb
          .selectFrom('block as b')
          .select('b.id')
          .where((w) => eitherWay(w, ['b.userId', 'b.blockedUserId'], me, other)),
      )
      .as('blocked'),
    eb.exists(hidesFromEither(db, me, other, mine, theirs)).as('hidden'),
    eb
      .exists(
        eb
          .selectFrom('interest as i')
          .select('i.id')
          .where('i.status', '=', 'accepted')
          .where((w) => eitherWay(w, ['i.userId', 'i.targetUserId'], me, other)),
      )
      .as('connected'),
  ]),
);

export async function pairFacts(db: Database, me: number, other: number) {
  const digests = await accountDigests(db, [me, other]);
  const rows = await pairFactsOf(db, me, other, digests.get(me) ?? [], digests.get(other) ?? []);
  // A hidden pair answers as a blocked one: the member hidden from is never told why.
  return rows.map(({ hidden, ...facts }) => ({ ...facts, blocked: Number(facts.blocked) === 1 || Number(hidden) === 1 ? 1 : 0 }));
}

/**
 * A member discoverable by others: verified, active, a member (not staff), not hidden, with a
 * profile; and, when a viewer is named, not blocked either way (block wins over everything) and
 * not an Elite member kept confidential from that viewer (elite-confidential.ts).
 */
export async function assertDiscoverable(db: Database, userId: number, viewerId?: number) {
  const [row, blocked, elite] = await Promise.all([
    findDiscoverableProfileRow(db, userId),
    viewerId === undefined ? false : pairBlocked(db, userId, viewerId),
    viewerId === undefined ? false : eliteHiddenFrom(db, viewerId, userId),
  ]);
  if (!row || blocked || elite) throw notFound(PROFILE_NOT_AVAILABLE);
}
