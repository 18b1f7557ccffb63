import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialectOf } from '../../src/server/db/database.ts';
import { secretsFor } from '../../src/server/lib/secrets.ts';
import { uploadStore } from '../../src/server/modules/documents/index.ts';
import { writeAuditCheckpoint } from '../../src/server/modules/audit-log/index.ts';
import { cutChainEnd, rebuildChainFrom } from '../helpers/audit-tampering.ts';
import { createTestAppOn, STORES, type Store } from '../helpers/documents.ts';
import { ADMIN_EMAIL, call, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';

/**
 * A record no one can rewrite (docs/decisions/081-audit-log-keyed-and-anchored.md): the database
 * refuses changes to the audit log, and a chain rebuilt inside the database by someone who took
 * that refusal away fails `npm run audit:verify`, run as the script a person runs, while the real
 * chain passes. The chain is keyed by AUDIT_KEY and anchored by the signed daily checkpoint in the
 * uploads store, on the local disk and in a bucket.
 */
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** An app with a few administrator acts in its log and the day's checkpoint written after them. */
async function loggedApp(store: Store = 'disk') {
  t = await createTestAppOn(store, { RATE_LIMITS: 'false' });
  const token = await tokenFor(t, ADMIN_EMAIL);
  for (let i = 0; i < 5; i++) {
    const plan = await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', {
      token,
      body: { name: `Audited plan ${i}`, price: 499 + i, durationDays: 30, contactViews: 10, description: 'x' },
    });
    expect(plan.status).toBe(201);
  }
  const app = t;
  await writeAuditCheckpoint(t.db, { auditKey: secretsFor(t.config).auditKey, records: () => uploadStore(app.config) });
  const ids = (await t.db.selectFrom('auditLog').select('id').orderBy('id').execute()).map((r) => r.id);
  expect(ids.length).toBeGreaterThanOrEqual(5);
  return { t, ids };
}

/** The settings that point the script at the app's database and uploads store, as its operator would. */
function envOf(app: TestApp): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: app.dataDir, DATABASE_URL: app.config.databaseUrl ?? '', STATIC_DIR: 'none' };
  const uploads = app.config.uploads;
  if (uploads.kind === 's3') {
    Object.assign(env, {
      UPLOADS: `s3://${uploads.bucket}/${uploads.prefix}`,
      S3_ENDPOINT: uploads.endpoint ?? '',
      S3_REGION: uploads.region,
      S3_FORCE_PATH_STYLE: String(uploads.forcePathStyle),
      S3_ACCESS_KEY_ID: uploads.credentials?.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: uploads.credentials?.secretAccessKey ?? '',
    });
  }
  return env;
}

/** `npm run audit:verify` on the app's database: its exit code and what it said. */
async function auditVerify(app: TestApp): Promise<{ code: number; said: string }> {
  const { TEST_DATABASE_URL: _test, DATABASE_URL: _db, UPLOADS: _up, ...rest } = process.env;
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], { cwd: root, env: { ...rest, ...envOf(app) } });
    return { code: 0, said: stdout };
  } catch (error) {
    const e = error as { code?: number; stderr?: string };
    return { code: e.code ?? -1, said: e.stderr ?? '' };
  }
}

describe('the database refuses changes to the audit log', () => {
  it('refuses UPDATE and DELETE of its rows (TRUNCATE on PostgreSQL) and a move of the keyed chain’s start', async () => {
    const { t, ids } = await loggedApp();
    const before = await t.db.selectFrom('auditLog').selectAll().orderBy('id').execute();
    await expect(sql`update audit_log set kind = 'plan.delete' where id = ${ids[1]}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where id = ${ids.at(-1)}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    if (dialectOf(t.db) === 'postgres') await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`update audit_log_head set keyed_from = 1000000`.execute(t.db)).rejects.toThrow(/keyed_from never changes/);
    expect(await t.db.selectFrom('auditLog').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe.each(STORES)('npm run audit:verify, with the checkpoints on %s', (store) => {
  it('passes on the real chain, anchored by its signed checkpoint', async () => {
    const { t, ids } = await loggedApp(store);
    const names = await uploadStore(t.config).recordNames('audit-log');
    expect(names).toEqual([`audit-log/${new Date().toISOString().slice(0, 10)}.json`]);
    const { code, said } = await auditVerify(t);
    expect(said).toContain(`The audit log holds: ${ids.length} rows, every hash in order`);
    expect(said).toContain(`holds row ${ids.at(-1)}`);
    expect(code).toBe(0);
  });

  it('fails when the last rows are deleted and the head moved back', async () => {
    const { t, ids } = await loggedApp(store);
    const kept = await cutChainEnd(t.db, 2);
    expect(kept).toBe(ids.at(-3));
    const { code, said } = await auditVerify(t);
    expect(said).toContain(`The audit log does not hold at row ${ids.at(-1)}`);
    expect(said).toContain(`names a row past the end of the chain, which ends at ${kept} (rows were removed)`);
    expect(code).toBe(1);
  });
});

describe('a chain rebuilt inside the database fails npm run audit:verify', () => {
  it('a row edited and every later hash and the head recomputed, by someone without AUDIT_KEY', async () => {
    const { t, ids } = await loggedApp();
    await rebuildChainFrom(t.db, ids[1], null, { kind: 'plan.delete' });
    const { code, said } = await auditVerify(t);
    expect(said).toContain(`The audit log does not hold at row ${ids[1]}: its content does not match its hash`);
    expect(code).toBe(1);
  });

  it('the same rebuilt with a key of their own', async () => {
    const { t, ids } = await loggedApp();
    await rebuildChainFrom(t.db, ids[1], Buffer.from('a key of the attacker’s own making, 32+ chars'), { kind: 'plan.delete' });
    const { code, said } = await auditVerify(t);
    expect(said).toContain(`at row ${ids[1]}: its content does not match its hash`);
    expect(code).toBe(1);
  });

  it('rebuilt with AUDIT_KEY itself: the checkpoint outside still holds the old hash', async () => {
    const { t, ids } = await loggedApp();
    await rebuildChainFrom(t.db, ids[1], secretsFor(t.config).auditKey, { kind: 'plan.delete' });
    const { code, said } = await auditVerify(t);
    expect(said).toContain(
      `at row ${ids.at(-1)}: the checkpoint of ${new Date().toISOString().slice(0, 10)} (row ${ids.at(-1)}) holds another hash for that row (the chain was rebuilt)`,
    );
    expect(code).toBe(1);
  });

  it('a checkpoint not signed with AUDIT_KEY is not believed', async () => {
    const { t } = await loggedApp();
    const store = uploadStore(t.config);
    const [name] = await store.recordNames('audit-log');
    const forged = { ...JSON.parse((await store.readRecord(name))!.toString('utf8')), lastId: 1 };
    await store.writeRecord(name, Buffer.from(JSON.stringify(forged)));
    const { code, said } = await auditVerify(t);
    expect(said).toContain(`the checkpoint ${name} cannot be trusted: its signature is not made with AUDIT_KEY`);
    expect(code).toBe(1);
  });
});
