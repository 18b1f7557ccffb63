import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config/config.ts';
import { prepareDatabase } from '../../src/server/db/prepare.ts';
import { createDatabase, type Database } from '../../src/server/db/database.ts';
import { SQLITE_FILE_NAME, sqliteFileOf } from '../../src/server/db/open.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_ENV, SEEDED_FROM, runOn, withDatabase, type DatabaseTemplate } from './database-template.ts';
import { sendThroughNginx, type NginxFront } from './nginx-front.ts';
import type { LooseJson } from './loose-json.ts';
import type { ErrorBody } from '../../src/shared/envelope.ts';

export { ADMIN_EMAIL, ADMIN_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** The run's template database (tests/helpers/global-setup.ts), when the suite was started with it. */
function template(): DatabaseTemplate | null {
  try {
    return inject('databaseTemplate') ?? null;
  } catch {
    return null;
  }
}

/**
 * A fresh application per test file: its own temporary data folder and SQLite file, or,
 * when TEST_DATABASE_URL is set, its own PostgreSQL database (dropped afterwards). Both start as
 * a copy of the run's migrated and seeded template unless the app's settings seed differently.
 * With TEST_THROUGH_NGINX=1 it listens on loopback behind nginx with the project's configuration,
 * and `app.inject` goes over HTTP through nginx (tests/helpers/nginx-front.ts).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-test-'));
  const ready = SEEDED_FROM.some((key) => key in env) ? null : template();
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | null = null;
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    // A test app's commits do not wait for the disk (about 30 ms each here): its data is thrown
    // away, and what a test checks is what the server answers, which a commit not yet flushed
    // does not change. The crash tests run their server in a schema of their own.
    await runOn(
      pgUrl,
      ready?.pgDatabase ? `create database ${name} template ${ready.pgDatabase}` : `create database ${name}`,
      `alter database ${name} set synchronous_commit = off`,
    );
    databaseUrl = withDatabase(pgUrl, name);
    dropDatabase = () => runOn(pgUrl, `drop database if exists ${name} with (force)`);
  } else if (ready) {
    fs.copyFileSync(ready.sqliteFile, path.join(dataDir, SQLITE_FILE_NAME));
  }
  const config = loadConfig({
    ...BASE_ENV,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const { db } = await prepareDatabase(config);
  const app = await buildApp({ config, db });
  await app.ready();
  let front: NginxFront | null = null;
  if (process.env.TEST_THROUGH_NGINX === '1') {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-front-site-'));
    fs.chmodSync(site, 0o755); // nginx's workers (nobody, when started by root) read it
    front = await sendThroughNginx(app, site);
    console.info(`API requests of this file go through nginx at ${front.url} (${front.prefix}/access.log)`);
    const closeFront = front.close;
    front.close = async () => {
      await closeFront();
      fs.rmSync(site, { recursive: true, force: true });
    };
  }
  return {
    app,
    db,
    config,
    dataDir,
    async close() {
      await front?.close();
      await app.close();
      await app.events.settled();
      await db.destroy();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Instance B, beside A on A's database (its own connections), as a second process would be. */
export async function secondInstance(a: TestApp) {
  const db: Database = createDatabase({ databaseUrl: a.config.databaseUrl, sqliteFile: sqliteFileOf(a.config), poolSize: 2 });
  const app = await buildApp({ config: a.config, db });
  await app.ready();
  return { app, close: async () => (await app.close(), await db.destroy()) };
}

/** Until both instances (with Redis) hear each other's notices (plugins/instance-notices.ts). */
export async function hearingEachOther(a: FastifyInstance, b: FastifyInstance) {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  while (a.redis?.status !== 'ready' || b.redis?.status !== 'ready') await sleep(20);
  const channel = `${a.config.liveChannel}:forget`;
  while (Number(((await a.redis.pubsub('NUMSUB', channel)) as [string, number])[1]) < 2) await sleep(20);
}

export interface ApiReply<T = LooseJson> {
  status: number;
  // `error` is typed as present so assertions read naturally; on success it is null at run time.
  body: { responseCode: number; response: T; error: ErrorBody & { fields: Record<string, string> } };
  headers: Record<string, unknown>;
}

/** Calls the API in-process and parses the envelope. */
export async function call<T = LooseJson>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string; remoteAddress?: string } = {},
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const res = await app.inject({ method, url: `/api${url}`, headers, payload, ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}) });
  // A reply may go out before the notification and mail its event leads to are written
  // (EventBus.handOn); the next step of a test sees them, as a person's next request would.
  await app.events.settled();
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
