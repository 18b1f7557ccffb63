import { sql } from 'kysely';
import { dialectOf, type Database } from '../src/server/db/database.ts';
import { seedDemoMembers } from '../src/server/db/seeds/demo.seed.ts';

/** Demo members seeded one by one (55-field profiles drawn in JavaScript) before the copies. */
const BASE_MEMBERS = 20_000;

async function columnsOf(db: Database, table: string): Promise<string[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? await sql<{
          name: string;
        }>`select column_name as name from information_schema.columns where table_name = ${table} and table_schema = current_schema() order by ordinal_position`.execute(
          db,
        )
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.rows.map((r) => r.name);
}

/**
 * `count` demo members for a bench, fast at a million: up to 20,000 drawn by the demo seed, the
 * rest copied from them in SQL, one statement per copy of the base (new ids, e-mails, mobiles
 * and profile codes; every other column as the original's, so the copies keep the base's
 * proportions of religion, caste, age and the rest). Returns the seconds it took.
 */
export async function seedBenchMembers(db: Database, count: number, onProgress?: (done: number) => void): Promise<number> {
  const started = Date.now();
  const base = Math.min(count, BASE_MEMBERS);
  await seedDemoMembers(db, base, 42);
  onProgress?.(base);
  if (count > base) {
    const members = await db
      .selectFrom('users')
      .select([(eb) => eb.fn.min('id').as('first'), (eb) => eb.fn.max('id').as('last')])
      .where('userRoleId', '=', 2)
      .executeTakeFirstOrThrow();
    const first = Number(members.first);
    const last = Number(members.last);
    const top = Number(
      (
        await db
          .selectFrom('users')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirstOrThrow()
      ).m,
    );
    const span = top - first + 1;
    const userColumns = (await columnsOf(db, 'users')).filter((c) => !['id', 'email', 'mobile', 'profile_code'].includes(c));
    const profileColumns = (await columnsOf(db, 'profile')).filter((c) => !['id', 'user_id'].includes(c));
    const list = (columns: string[]) => sql.raw(columns.join(', '));
    for (let copy = 1, made = base; made < count; copy++) {
      const n = Math.min(base, count - made);
      const shift = copy * span;
      await db.transaction().execute(async (trx) => {
        await sql`insert into users (id, email, mobile, profile_code, ${list(userColumns)})
          select id + ${shift}, ${`c${copy}.`} || email, cast(cast(${7_000_000_000 + shift} as bigint) + id as varchar(15)), cast(${'Z'} || cast(id + ${shift} as varchar(12)) as varchar(8)), ${list(userColumns)}
          from users where id between ${first} and ${first + n - 1} and user_role_id = 2`.execute(trx);
        await sql`insert into profile (user_id, ${list(profileColumns)})
          select user_id + ${shift}, ${list(profileColumns)} from profile where user_id between ${first} and ${Math.min(last, first + n - 1)}`.execute(trx);
      });
      made += n;
      onProgress?.(made);
    }
    if (dialectOf(db) === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(db);
      await sql`select setval(pg_get_serial_sequence('profile', 'id'), (select max(id) from profile))`.execute(db);
    }
  }
  if (dialectOf(db) === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  return (Date.now() - started) / 1000;
}
