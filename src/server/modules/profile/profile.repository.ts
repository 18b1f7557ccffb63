import type { Database } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { emptySections, fieldInfo, PROFILE_SECTIONS, type ProfileSections, type SectionKey } from '../../../shared/schemas/profile.ts';

/**
 * The profile is one flat row per member; the API speaks the nested sections of docs/product/data.md.
 * Only partner preferences are renamed in the table (ageMin is prefAgeMin), the rest keep their
 * names. A list of further choices is stored as its ids joined by commas ('3,7').
 */
export const columnOf = (section: SectionKey, name: string) => (section === 'partnerPreferences' ? `pref${name[0].toUpperCase()}${name.slice(1)}` : name);

export type ProfileRow = Row<'profile'>;

const LIST_FIELDS = new Set(
  PROFILE_SECTIONS.flatMap((section) =>
    Object.keys(emptySections()[section] as object)
      .filter((name) => fieldInfo(section, name as never).kind === 'refs')
      .map((name) => columnOf(section, name)),
  ),
);

/** The ids of a stored list ('3,7' → [3, 7]); null when empty. */
export function idsOf(stored: unknown): number[] | null {
  if (typeof stored !== 'string' || !stored) return null;
  return stored.split(',').map(Number);
}

export function toRow(sections: Partial<ProfileSections>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const section of PROFILE_SECTIONS) {
    for (const [name, value] of Object.entries(sections[section] ?? {})) {
      row[columnOf(section, name)] = Array.isArray(value) ? value.join(',') || null : (value ?? null);
    }
  }
  return row;
}

/** Field names per section, taken from an empty draft so the nested shape always has every key. */
export function toSections(row: Record<string, unknown> | undefined, template: ProfileSections): Required<ProfileSections> {
  const out = {} as Record<SectionKey, Record<string, unknown>>;
  for (const section of PROFILE_SECTIONS) {
    out[section] = {};
    for (const name of Object.keys(template[section] as object)) {
      const column = columnOf(section, name);
      out[section][name] = LIST_FIELDS.has(column) ? idsOf(row?.[column]) : (row?.[column] ?? null);
    }
  }
  return out as unknown as Required<ProfileSections>;
}

export const findProfileRow = (db: Database, userId: number) => db.selectFrom('profile').selectAll().where('userId', '=', userId).executeTakeFirst();

/**
 * Insert or replace the member's one profile row (both dialects support ON CONFLICT and
 * RETURNING) and read it back in the same statement; `createdAt === now` tells a new row.
 */
export async function upsertProfileRow(db: Database, userId: number, values: Record<string, unknown>, now: string) {
  return (
    db
      .insertInto('profile')
      // A new profile starts with the account's last sign-in, kept by each sign-in after (migration 0031).
      .values((eb) => ({
        userId,
        ...values,
        isVerified: 0,
        lastActiveAt: eb.selectFrom('users').select('users.lastLoginAt').where('users.id', '=', userId),
        createdAt: now,
        updatedAt: now,
      }))
      .onConflict((oc) => oc.column('userId').doUpdateSet({ ...values, updatedAt: now }))
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

export async function listProfileRows(db: Database, page: number, pageSize: number) {
  const q = db.selectFrom('profile');
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const deleteProfileRow = (db: Database, userId: number) => db.deleteFrom('profile').where('userId', '=', userId).executeTakeFirst();

/** The account's registration name, or undefined when there is no such account. */
export const findAccountName = (db: Database, userId: number) => db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
