import type { Database } from '../../db/database.ts';
import type { GunaMilanView, HoroscopeSetting } from '../../../shared/schemas/horoscope.ts';
import type { NakshatraCode, RashiCode } from '../../../shared/horoscope-masters.ts';
import { GENDER } from '../discovery/index.ts';
import { gunaMilan, type Chart } from './guna-milan.ts';

export async function horoscopeSetting(db: Database, userId: number): Promise<HoroscopeSetting> {
  const row = await db.selectFrom('users').select('horoscopeMatching').where('id', '=', userId).executeTakeFirstOrThrow();
  return { horoscopeMatching: row.horoscopeMatching === 1 };
}

export async function setHoroscopeSetting(db: Database, userId: number, horoscopeMatching: boolean): Promise<HoroscopeSetting> {
  await db
    .updateTable('users')
    .set({ horoscopeMatching: horoscopeMatching ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
  return { horoscopeMatching };
}

/** Each member's gender and chart (the codes of their rashi and nakshatra), when given. */
async function charts(db: Database, userIds: number[]) {
  const rows = await db
    .selectFrom('profile as p')
    .leftJoin('rashi as r', 'r.id', 'p.rashiId')
    .leftJoin('nakshatra as n', 'n.id', 'p.nakshatraId')
    .select(['p.userId', 'p.genderId', 'r.code as rashi', 'n.code as nakshatra'])
    .where('p.userId', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [Number(r.userId), r]));
}

/**
 * Guna milan between the viewer and another member, shown on the viewed profile only: when the
 * viewer opted in and both members gave their rashi and nakshatra; null otherwise. Never used in
 * ranking. The koota tables read groom and bride; a pair that is not one man and one woman is
 * read with the viewer as the groom.
 */
export async function gunaMilanFor(db: Database, viewerId: number, targetId: number): Promise<GunaMilanView | null> {
  if (!(await horoscopeSetting(db, viewerId)).horoscopeMatching) return null;
  const found = await charts(db, [viewerId, targetId]);
  const [viewer, target] = [found.get(viewerId), found.get(targetId)];
  if (!viewer?.rashi || !viewer.nakshatra || !target?.rashi || !target.nakshatra) return null;
  const chart = (row: typeof viewer): Chart => ({ rashi: row.rashi as RashiCode, nakshatra: row.nakshatra as NakshatraCode });
  const viewerIsBride = viewer.genderId === GENDER.female && target.genderId === GENDER.male;
  try {
    return viewerIsBride ? gunaMilan(chart(target), chart(viewer)) : gunaMilan(chart(viewer), chart(target));
  } catch {
    // A rashi or nakshatra an administrator added with a code of their own has no koota tables.
    return null;
  }
}
