import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A deleted account's origin is kept this long, then purged (the MeitY advisory for matrimonial sites). */
export const ORIGIN_KEPT_DAYS = 365;

export interface Origin {
  userId: number;
  name: string;
  email: string;
  mobile: string;
  ip: string | null;
  userAgent?: string;
}

/** Written with the account at registration. */
export async function recordOrigin(db: Database, origin: Origin, at = new Date()): Promise<void> {
  await db
    .insertInto('accountOrigin')
    .values({
      userId: origin.userId,
      name: origin.name.slice(0, 100),
      email: origin.email,
      mobile: origin.mobile,
      ip: origin.ip?.slice(0, 64) ?? null,
      userAgent: origin.userAgent?.slice(0, 300) ?? null,
      createdAt: at.toISOString(),
    })
    .execute();
}

/** In the erasure's transaction: the account goes, its origin stays a year with the profile ID it had. */
export async function keepOriginAfterErasure(db: Database, userId: number, at = new Date()): Promise<void> {
  const user = await db.selectFrom('users').select('profileCode').where('id', '=', userId).executeTakeFirst();
  await db
    .updateTable('accountOrigin')
    .set({
      profileCode: user?.profileCode ?? null,
      deletedAt: at.toISOString(),
      purgeAfter: new Date(at.getTime() + ORIGIN_KEPT_DAYS * 86_400_000).toISOString(),
    })
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .execute();
}

/** Rows whose year is up; answers how many went. */
export async function purgeOrigins(db: Database, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('accountOrigin').where('purgeAfter', 'is not', null).where('purgeAfter', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Administrators' search: by profile ID, e-mail or mobile, newest first. */
export async function originPage(db: Database, q: string | undefined, page: number, pageSize: number) {
  const term = q?.trim().toLowerCase();
  let base = db.selectFrom('accountOrigin as o').leftJoin('users as u', 'u.id', 'o.userId');
  if (term) {
    // LIKE's own wildcards are dropped from what was typed.
    const like = `%${term.replace(/[\\%_]/g, '')}%`;
    base = base.where((eb) =>
      eb.or([eb(sql`lower(coalesce(o.profile_code, u.profile_code, ''))`, 'like', like), eb(sql`lower(o.email)`, 'like', like), eb('o.mobile', 'like', like)]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['o.userId', 'o.profileCode', 'u.profileCode as liveCode', 'o.name', 'o.email', 'o.mobile', 'o.ip', 'o.createdAt', 'o.deletedAt', 'o.purgeAfter'])
      .orderBy('o.createdAt', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return {
    items: rows.map(({ liveCode, ...r }) => ({ ...r, userId: Number(r.userId), profileCode: r.profileCode ?? liveCode ?? null })),
    page,
    pageSize,
    total: Number(count.n),
  };
}
