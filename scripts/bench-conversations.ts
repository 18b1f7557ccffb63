import { sql } from 'kysely';
import { dialectOf, type Database } from '../src/server/db/database.ts';

/** Rows made per statement (and, on PostgreSQL, per commit). */
const CHUNK = 1_000_000;

interface Definition {
  name: string;
  kind: 'index' | 'foreign key';
  definition: string;
}

/**
 * The secondary indexes and foreign keys of `table`, as PostgreSQL itself states them: what the
 * migrations made, re-created from these texts after a bulk insert. Primary keys and unique
 * constraints are left alone (they are part of the table's identity).
 */
async function secondaryDefinitions(db: Database, table: string): Promise<Definition[]> {
  const { rows } = await sql<Definition>`
      select i.indexname as name, 'index' as kind, i.indexdef as definition
        from pg_indexes i
       where i.schemaname = current_schema() and i.tablename = ${table}
         and not exists (select 1 from pg_constraint k where k.conrelid = to_regclass(${table}) and k.conname = i.indexname)
      union all
      select conname as name, 'foreign key' as kind, pg_get_constraintdef(oid) as definition
        from pg_constraint where conrelid = to_regclass(${table}) and contype = 'f'
      order by 2, 1`.execute(db);
  return rows;
}

/**
 * Runs `fill` on a PostgreSQL `table` with its secondary indexes and foreign keys set aside:
 * maintaining two indexes row by row, in random order, and two foreign-key triggers a row, made
 * ten million messages take longer than a bench may. They are built again after, in one pass each
 * (a foreign key then checks every row at once), from the database's own texts, and the table's
 * definitions are compared with those before, so the schema ends as the migrations left it. The
 * one connection also commits without waiting for the disk.
 */
async function withIndexesAfter(db: Database, table: string, fill: (conn: Database) => Promise<void>): Promise<void> {
  await db.connection().execute(async (conn) => {
    const before = await secondaryDefinitions(conn, table);
    await sql`set synchronous_commit = off`.execute(conn);
    for (const d of before) {
      if (d.kind === 'foreign key') await sql`alter table ${sql.table(table)} drop constraint ${sql.id(d.name)}`.execute(conn);
      else await sql`drop index ${sql.id(d.name)}`.execute(conn);
    }
    await fill(conn);
    await sql`set maintenance_work_mem = '256MB'`.execute(conn);
    for (const d of before) {
      if (d.kind === 'foreign key') await sql`alter table ${sql.table(table)} add constraint ${sql.id(d.name)} ${sql.raw(d.definition)}`.execute(conn);
      else await sql.raw(d.definition).execute(conn);
    }
    await sql`reset synchronous_commit`.execute(conn);
    await sql`reset maintenance_work_mem`.execute(conn);
    const after = await secondaryDefinitions(conn, table);
    if (JSON.stringify(after) !== JSON.stringify(before))
      throw new Error(`${table}: indexes and keys differ after seeding:\n${JSON.stringify(before)}\n${JSON.stringify(after)}`);
  });
}

/**
 * Each member in two conversations with two others (an accepted interest each, as the service
 * requires), and `count` messages spread over them, older than today so no sending limit counts
 * them. Returns the pairs, each member first with a partner.
 */
export async function seedConversations(db: Database, ids: number[], count: number, onProgress?: (done: number) => void): Promise<Array<[number, number]>> {
  const now = Date.now();
  const BATCH = 2000;
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < ids.length; i++) for (const step of [1, 7]) if (ids.length > step * 2) pairs.push([ids[i], ids[(i + step) % ids.length]]);
  const day = (d: number) => new Date(now - d * 86_400_000).toISOString();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < pairs.length; i += BATCH) {
      const chunk = pairs.slice(i, i + BATCH);
      await trx
        .insertInto('interest')
        .values(chunk.map(([a, b]) => ({ userId: a, targetUserId: b, status: 'accepted', createdAt: day(40), updatedAt: day(35) })))
        .execute();
      await trx
        .insertInto('conversation')
        .values(chunk.map(([a, b]) => ({ userLowId: Math.min(a, b), userHighId: Math.max(a, b), lowReadId: 0, highReadId: 0, createdAt: day(35) })))
        .execute();
    }
  });
  const range = await db
    .selectFrom('conversation')
    .select([(eb) => eb.fn.min('id').as('first'), (eb) => eb.fn.countAll().as('n')])
    .executeTakeFirstOrThrow();
  const first = Number(range.first ?? 0);
  const conversations = Number(range.n);
  // Messages are made in SQL, a million per statement, so ten million take minutes rather than
  // an hour of rows built in JavaScript: message n goes to a conversation drawn from n (skewed
  // towards the first, as some conversations hold many more messages), is sent by either side by
  // n's parity, and is dated in order over the last 30 days.
  const start = now - 30 * 86_400_000;
  const span = 29 * 86_400_000;
  const postgres = dialectOf(db) === 'postgres';
  // SQLite keeps its indexes meanwhile: it checks a foreign key by a primary-key look-up, not a
  // trigger, and made ten million this way in 153 s at load average 4; building the indexes
  // after took 956 s at load average 26, not a gain worth a second way.
  const fill = async (conn: Database) => {
    // Whole numbers written into the statement: a bound JavaScript number can reach SQLite as a
    // real, and the conversation arithmetic must stay integer.
    for (let from = 1; from <= count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK - 1);
      const series = postgres
        ? sql`select n from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as g(n)`
        : sql`with recursive g(n) as (select ${sql.lit(from)} union all select n + 1 from g where n < ${sql.lit(to)}) select n from g`;
      const at = sql`${sql.lit(start)} + (n * ${sql.lit(span)}) / ${sql.lit(count)}`;
      const createdAt = postgres
        ? sql`to_char(to_timestamp((${at})::double precision / 1000) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : sql`strftime('%Y-%m-%dT%H:%M:%fZ', (${at}) / 1000.0, 'unixepoch')`;
      await sql`insert into message (conversation_id, sender_id, body, created_at)
        select c.id, case when n % 2 = 0 then c.user_low_id else c.user_high_id end,
          'Namaste, message ' || cast(n as varchar(12)) || ' of our families'' conversation.', ${createdAt}
        from (select n, (n * 2654435761) % 1000003 as r from (${series}) s) g
        join conversation c on c.id = ${sql.lit(first)} + ((g.r * g.r) / 1000003) * ${sql.lit(conversations)} / 1000003`.execute(conn);
      onProgress?.(to);
    }
  };
  if (postgres) await withIndexesAfter(db, 'message', fill);
  else await fill(db);
  // The last message of each conversation and its time, and read marks part of the way (so some
  // are unread).
  await sql`update conversation set last_message_id = (select max(m.id) from message m where m.conversation_id = conversation.id)`.execute(db);
  await sql`update conversation set
      last_message_at = (select m.created_at from message m where m.id = conversation.last_message_id),
      low_read_id = coalesce(last_message_id, 0), high_read_id = coalesce(last_message_id, 0) - 3`.execute(db);
  if (postgres) await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  return pairs;
}
