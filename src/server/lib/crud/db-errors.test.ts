import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.ts';

/** The errors node-postgres gives when no server answers, caught as they come. */
async function connectError(connectionString: string): Promise<unknown> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error(`a server answered at ${connectionString}`);
}

describe('a database that does not answer', () => {
  it('is told apart from the request at fault, over TCP and over a Unix socket whose file is gone', async () => {
    const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-no-pg-'));
    try {
      // A stopped PostgreSQL has removed its socket file: connecting fails with ENOENT.
      expect(isDatabaseUnavailable(await connectError(`postgres://postgres@localhost:5432/x?host=${encodeURIComponent(socketDir)}`))).toBe(true);
    } finally {
      fs.rmSync(socketDir, { recursive: true, force: true });
    }
    // Port 1 on loopback: nothing listens there.
    expect(isDatabaseUnavailable(await connectError('postgres://postgres@127.0.0.1:1/x'))).toBe(true);
  });

  it('is not a missing file met elsewhere, nor a constraint or a syntax error', async () => {
    const missing = await fs.promises.readFile(path.join(os.tmpdir(), 'no-such-upload-file')).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(missing)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });
});
