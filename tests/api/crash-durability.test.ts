import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, integrityCheck, untyped, type Database } from '../../src/server/db/database.ts';
import { createSession } from '../../src/server/modules/auth/session.service.ts';
import { freePort, startServer, waitForExit } from '../helpers/server-process.ts';

/**
 * Kills the server with SIGKILL in the middle of a burst of writes, starts it again, and
 * checks the database: integrity intact and every write the client saw acknowledged present.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-crash-'));
const env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_EMAIL: 'crash-admin@test.example.in', ADMIN_PASSWORD: 'Crash-Admin-Password-1' };
let schema: string | null = null;

function openDb(): Database {
  return createDatabase({ databaseUrl: env.DATABASE_URL ?? null, sqliteFile: path.join(dataDir, 'matrimonial.sqlite') });
}

beforeAll(async () => {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    schema = `crash_${randomBytes(5).toString('hex')}`;
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
  }
});

afterAll(async () => {
  if (schema && process.env.TEST_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed mid-burst', () => {
  it('keeps every acknowledged write and an intact database, and stops gracefully on SIGTERM', async () => {
    const port = await freePort();
    const first = await startServer(env, port);
    const db = openDb();
    const admin = await untyped(db).selectFrom('users').select('id').where('email', '=', env.ADMIN_EMAIL).executeTakeFirstOrThrow();
    const { token } = await createSession(db, Number(admin.id), 1, {});
    await db.destroy();

    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Crash test ${worker}-${i}`;
        try {
          const res = await fetch(`${first.baseUrl}/api/occupation-master`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ name }),
          });
          if (res.status === 201) acknowledged.push(name);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    await waitForExit(first.child);
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const second = await startServer(env, port);
    const check = openDb();
    expect(await integrityCheck(check)).toBe('ok');
    const rows = await untyped(check).selectFrom('occupation').select('name').where('name', 'like', 'Crash test %').execute();
    const stored = new Set(rows.map((r) => String(r.name)));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    await check.destroy();

    second.child.kill('SIGTERM');
    const exit = await waitForExit(second.child);
    expect(exit.code).toBe(0);
  });
});
