import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database.ts';
import { sqliteFileOf } from '../../src/server/db/open.ts';
import { createSession } from '../../src/server/modules/auth/index.ts';
import { openStream } from '../helpers/event-stream.ts';
import { temporarySchema } from '../helpers/pg-schema.ts';
import { START_WAIT_MS, freePort, startServer, waitForExit, type ServerProcess } from '../helpers/server-process.ts';

/**
 * SIGTERM drains the instance (docs/decisions/033-cluster-layout-and-drain.md): it stops taking
 * connections, finishes the requests in flight, ends its event streams with a retry hint (so
 * browsers reconnect, through the load balancer, to another instance), and exits 0.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-drain-'));
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'drain-admin@test.example.in',
  ADMIN_PASSWORD: 'Drain-Admin-Password-1',
  RATE_LIMITS: 'false',
};
let dropSchema: (() => Promise<void>) | null = null;
let server: ServerProcess | null = null;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const scoped = await temporarySchema(process.env.TEST_DATABASE_URL, 'drain');
    env.DATABASE_URL = scoped.url;
    dropSchema = scoped.drop;
  }
});
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await dropSchema?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A request whose body is sent in two parts, so it is still in flight between them. It asks for
 * `100 Continue`, which the server sends as it takes the request in: `started` settles then, so
 * the request is known to be the server's before anything else happens.
 */
function slowRequest(port: number, pathname: string, body: string) {
  const half = Math.floor(body.length / 2);
  let sendRest = () => {};
  let started!: Promise<void>;
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    started = new Promise((resolveStarted) =>
      req.on('continue', () => {
        req.write(body.slice(0, half));
        resolveStarted();
      }),
    );
    req.flushHeaders();
    sendRest = () => req.end(body.slice(half));
  });
  return { reply, started, sendRest: () => sendRest() };
}

describe('an instance told to stop (SIGTERM)', () => {
  it(
    'finishes the request in flight, ends its event streams with a retry hint, refuses new connections and exits 0',
    async () => {
      const port = await freePort();
      server = await startServer(env, port);
      const db = createDatabase({ databaseUrl: env.DATABASE_URL ?? null, sqliteFile: sqliteFileOf({ dataDir }) });
      const admin = await db.selectFrom('users').select('id').where('email', '=', env.ADMIN_EMAIL).executeTakeFirstOrThrow();
      const { token } = await createSession(db, Number(admin.id), 1, {});

      const stream = await openStream(server.baseUrl, { token });
      expect(stream.res.status).toBe(200);
      const message = 'Sent while the server was being told to stop.';
      const inFlight = slowRequest(
        port,
        '/api/contact-us',
        JSON.stringify({ name: 'Asha Rao', email: 'asha@example.in', contactNo: '+919876543210', message }),
      );
      await inFlight.started;

      server.child.kill('SIGTERM');
      const ended = await stream.untilEnded();
      expect(ended.retry).toBeGreaterThan(0);
      await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
      // Readiness fails from the start of the drain: a new connection is refused (or, on one already open, 503).
      expect(
        await fetch(`${server.baseUrl}/api/health/ready`).then(
          (r) => r.status,
          () => 'refused',
        ),
      ).toMatch(/^(refused|503)$/);
      expect(server.child.exitCode).toBeNull();

      inFlight.sendRest();
      const reply = await inFlight.reply;
      expect(reply.status).toBe(201);
      expect(await waitForExit(server.child)).toEqual({ code: 0, signal: null });
      const stored = await db.selectFrom('contactMessage').select('message').where('message', '=', message).execute();
      expect(stored).toHaveLength(1);
      await db.destroy();
      // A server process of its own, on a fresh database: on a busy machine, more than the default minute.
    },
    START_WAIT_MS + 120_000,
  );
});
