import { sql } from 'kysely';
import { dialectOf, type Database } from '../../src/server/db/database.ts';
import { chainHash } from '../../src/server/lib/audit/audit-chain.ts';

/**
 * What someone with full write access to the database can do to the audit log, for the tests
 * that show it is seen: take away the triggers that refuse changes, rewrite rows and hashes, move
 * the head. They know the code (how a hash is computed), not AUDIT_KEY, unless a test hands it.
 */

/** Runs `work` with the audit log's triggers taken away (as the database's owner can), then puts them back. */
export async function withoutAppendOnly<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table audit_log disable trigger user`.execute(db);
    await sql`alter table audit_log_head disable trigger user`.execute(db);
    try {
      return await work();
    } finally {
      await sql`alter table audit_log enable trigger user`.execute(db);
      await sql`alter table audit_log_head enable trigger user`.execute(db);
    }
  }
  const triggers = (
    await sql<{
      name: string;
      sql: string;
    }>`select name, sql from sqlite_master where type = 'trigger' and tbl_name in ('audit_log', 'audit_log_head')`.execute(db)
  ).rows;
  for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(db);
  try {
    return await work();
  } finally {
    for (const trigger of triggers) await sql.raw(trigger.sql).execute(db);
  }
}

const rowsFrom = (db: Database, id: number) => db.selectFrom('auditLog').selectAll().where('id', '>=', id).orderBy('id').execute();

/**
 * Edits row `id` and recomputes the hash of it and of every later row, and the head, hashing with
 * `auditKey` (null: plain SHA-256, all that someone without the key can do).
 */
export async function rebuildChainFrom(db: Database, id: number, auditKey: Buffer | null, edit: { kind: string }): Promise<void> {
  await withoutAppendOnly(db, async () => {
    const rows = await rowsFrom(db, id);
    let prev = rows[0].prevHash;
    let before = prev;
    for (const [i, row] of rows.entries()) {
      const content = i === 0 ? { ...row, ...edit } : row;
      const hash = chainHash(auditKey, prev, content);
      await db
        .updateTable('auditLog')
        .set({ ...(i === 0 ? edit : {}), prevHash: prev, hash })
        .where('id', '=', row.id)
        .execute();
      before = prev;
      prev = hash;
    }
    await db.updateTable('auditLogHead').set({ lastHash: prev, prevHash: before }).where('id', '=', 1).execute();
  });
}

/** Deletes the newest `count` rows and moves the head back to the row before them, as if they never were. */
export async function cutChainEnd(db: Database, count: number): Promise<number> {
  return withoutAppendOnly(db, async () => {
    const newest = await db
      .selectFrom('auditLog')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(count + 1)
      .execute();
    const keep = newest[count];
    await db.deleteFrom('auditLog').where('id', '>', keep.id).execute();
    await db.updateTable('auditLogHead').set({ lastId: keep.id, lastHash: keep.hash, prevHash: keep.prevHash }).where('id', '=', 1).execute();
    return keep.id;
  });
}
