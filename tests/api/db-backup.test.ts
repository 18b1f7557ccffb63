import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config.ts';
import { createDatabase, dialectOf, type Database } from '../../src/server/db/database.ts';
import { sqliteFileOf } from '../../src/server/db/open.ts';
import { seedDemoMembers } from '../../src/server/db/seeds/demo.seed.ts';
import { prepareDatabase } from '../../src/server/db/prepare.ts';

/**
 * `npm run db:backup` then `npm run db:restore`, run as the scripts a person runs: the database
 * after restoring equals, table by table and row by row, the database when it was backed up.
 */
const root = path.resolve(import.meta.dirname, '../..');
const runScript = promisify(execFile);
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tables(db: Database): Promise<string[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(
            db,
          )
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by 1`.execute(db)).rows;
  return rows.map((r) => r.name);
}

/** Every row of every table, in a stable order (raw SQL, so names are the stored ones). */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tables(db)) {
    const { rows } = await sql`select * from ${sql.table(table)}`.execute(db);
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

async function freshTarget(kind: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-backup-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STATIC_DIR: 'none',
    ADMIN_EMAIL: 'backup-admin@test.example.in',
    ADMIN_PASSWORD: 'Backup-Admin-Password-1',
  };
  if (kind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const schema = `backup_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    });
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
  }
  return env;
}

function script(name: string, env: Record<string, string>, args: string[]) {
  const { TEST_DATABASE_URL: _pg, DATABASE_URL: _url, ...rest } = process.env;
  return runScript(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { cwd: root, env: { ...rest, ...env } });
}

// Each suite backs up and restores its own database, as every other test file uses it: SQLite,
// or PostgreSQL when TEST_DATABASE_URL is set (npm test runs both suites).
const kinds: Array<'sqlite' | 'postgres'> = [process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'];

describe.each(kinds)('db:backup and db:restore on %s', (kind) => {
  // Migrates and seeds a database of its own and runs the two scripts as processes: two minutes on
  // a busy machine, as every test that starts processes of its own (docs/decisions/048-the-everyday-verdict.md).
  it('restores every table row for row, and the restored database takes new rows', async () => {
    const env = await freshTarget(kind);
    const config = loadConfig(env);
    const { db } = await prepareDatabase(config);
    await seedDemoMembers(db, 60, 7);
    const now = new Date().toISOString();
    await db.insertInto('occupation').values({ name: `ज्योतिषी "quoted" 'apostrophe' \\ back`, isActive: 1, createdAt: now, updatedAt: now }).execute();
    const before = await snapshot(db);
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(before.users.length).toBeGreaterThan(60);

    // Backed up while the database is open and in use, as on a running server.
    const file = path.join(env.DATA_DIR, 'backups', kind === 'postgres' ? 'copy.dump' : 'copy.sqlite');
    const backup = await script('db-backup', env, ['--out', file]);
    expect(backup.stdout).toContain(`Backup written to ${file}`);
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);

    // Then things change: rows deleted, added and altered.
    await db.deleteFrom('profile').execute();
    await db.updateTable('users').set({ name: 'Changed after the backup' }).execute();
    await db.insertInto('occupation').values({ name: 'Added after the backup', isActive: 1, createdAt: now, updatedAt: now }).execute();
    await db.destroy();

    const restore = await script('db-restore', env, [file]);
    expect(restore.stdout).toContain(`Restored ${file}`);

    const after = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config) });
    try {
      expect(await snapshot(after)).toEqual(before);
      // Sequences and indexes came back too: a new row gets a fresh id.
      const row = await after
        .insertInto('occupation')
        .values({ name: 'Added after the restore', isActive: 1, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(Number(row.id)).toBeGreaterThan(Math.max(...before.occupation.map((r) => Number(JSON.parse(r).id))));
    } finally {
      await after.destroy();
    }
  }, 120_000);

  it('refuses a file that is not a backup and leaves the database as it was', async () => {
    const env = await freshTarget(kind);
    const config = loadConfig(env);
    const { db } = await prepareDatabase(config);
    const before = await snapshot(db);
    await db.destroy();
    const bogus = path.join(env.DATA_DIR, 'not-a-backup.bin');
    fs.writeFileSync(bogus, 'this is not a database');
    await expect(script('db-restore', env, [bogus])).rejects.toThrow();
    const after = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config) });
    expect(await snapshot(after)).toEqual(before);
    await after.destroy();
  });
});
