import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ProfileSearchInput } from '../../../shared/schemas/profile-search.ts';

/**
 * One page of profiles for the admin's All Profile screen. Caste and gender filters use the
 * profile_caste_idx and profile_match_idx indexes; the text filter is a bounded LIKE on names and city.
 */
export async function searchProfiles(db: Database, input: ProfileSearchInput) {
  let base = db.selectFrom('profile as p').innerJoin('users as u', 'u.id', 'p.userId');
  if (input.casteId !== undefined) base = base.where('p.casteId', '=', input.casteId);
  if (input.genderId !== undefined) base = base.where('p.genderId', '=', input.genderId);
  const text = input.search?.trim().toLowerCase();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(p.full_name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(u.name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(p.city)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(u.email)`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  const totalRow = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await base
    .leftJoin('religion as r', 'r.id', 'p.religionId')
    .leftJoin('caste as c', 'c.id', 'p.casteId')
    .select([
      'p.userId',
      'p.fullName',
      'u.name as accountName',
      'p.genderId',
      'p.religionId',
      'r.name as religion',
      'p.casteId',
      'c.name as caste',
      'p.city',
      'p.dob',
      'p.completeness',
      'p.isVerified',
    ])
    .orderBy('p.userId', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return { rows, total: Number(totalRow?.n ?? 0) };
}

export async function markVerified(db: Database, userId: number, now: string) {
  const result = await db.updateTable('profile').set({ isVerified: 1, verifiedAt: now, updatedAt: now }).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
