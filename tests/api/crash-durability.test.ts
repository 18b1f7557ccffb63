import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createDatabase, integrityCheck, type Database } from '../../src/server/db/database.ts';
import { createSession } from '../../src/server/modules/auth/index.ts';
import { SWEEP_GRACE_MS, sweepUploads } from '../../src/server/modules/documents/index.ts';
import { seedDemoMembers } from '../../src/server/db/seeds/demo.seed.ts';
import { sqliteFileOf } from '../../src/server/db/open.ts';
import { decrypt } from '../../src/server/lib/encryption.ts';
import { fullProfile, referenceIds } from '../factories/profile-sample.ts';
import { freePort, startServer, waitForExit } from '../helpers/server-process.ts';
import type { LooseJson } from '../helpers/loose-json.ts';

/**
 * Kills the server with SIGKILL in the middle of a burst of writes, starts it again, and
 * checks the database: integrity intact and every write the client saw acknowledged present.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-crash-'));
const documentKey = randomBytes(32).toString('hex');
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'crash-admin@test.example.in',
  ADMIN_PASSWORD: 'Crash-Admin-Password-1',
  DOCUMENT_KEY: documentKey,
  RATE_LIMITS: 'false',
};
let schema: string | null = null;
/** Whichever server a test has running, so a failed or timed-out test does not leave it behind. */
let live: { child: import('node:child_process').ChildProcess } | null = null;

function openDb(): Database {
  return createDatabase({ databaseUrl: env.DATABASE_URL ?? null, sqliteFile: sqliteFileOf({ dataDir }) });
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
  if (live && live.child.exitCode === null && live.child.signalCode === null) live.child.kill('SIGKILL');
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
    const admin = await db.selectFrom('users').select('id').where('email', '=', env.ADMIN_EMAIL).executeTakeFirstOrThrow();
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
    const rows = await check.selectFrom('occupation').select('name').where('name', 'like', 'Crash test %').execute();
    const stored = new Set(rows.map((r) => String(r.name)));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    await check.destroy();

    second.child.kill('SIGTERM');
    const exit = await waitForExit(second.child);
    expect(exit.code).toBe(0);
  });
});

/**
 * Twenty SIGKILLs, each in the middle of one kind of write (profile saves, document uploads,
 * payments: create → pay → AddPayment → activate), the server restarted after each. Every worker
 * owns its member, so what must be stored is exact: the last acknowledged write, or the one that
 * was in flight when the process died. Then the database, the uploads folder and the payments
 * are checked as a whole.
 */
const KILLS = 20;
const WORKERS = 4;
type Kind = 'profile saves' | 'uploads' | 'payments';
const KINDS: Kind[] = ['profile saves', 'uploads', 'payments'];

interface Member {
  id: number;
  token: string;
}
interface Outcome {
  acked: unknown[];
  inFlight: unknown | null;
  unexpected: string[];
}

describe('a server killed twenty times mid-write', () => {
  it('keeps every acknowledged profile save, upload and payment, with no half-written file or orphan record', async () => {
    const port = await freePort();
    let server = await startServer(env, port);
    live = server;
    const db = openDb();
    await seedDemoMembers(db, KILLS * WORKERS, 11);
    const ids = (await db.selectFrom('users').select('id').where('email', 'like', 'demo%').orderBy('id').execute()).map((r) => Number(r.id));
    const members: Member[] = await Promise.all(ids.map(async (id) => ({ id, token: (await createSession(db, id, 24, {})).token })));
    const refs = await referenceIds({ db } as never);
    const incomeBefore = new Map(
      (await db.selectFrom('profile').select(['userId', 'annualIncome']).execute()).map((r) => [Number(r.userId), Number(r.annualIncome)]),
    );
    const docType = Number((await db.selectFrom('documentType').select(['id', 'name']).execute()).find((d) => /\bpan\b/i.test(String(d.name)))!.id);
    const plan = Number((await db.selectFrom('subscriptionPlan').select('id').where('isActive', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id);
    await db.destroy();

    const pdf = (marker: string) => Buffer.from(`%PDF-1.4\n% ${marker}\n${'x'.repeat(20_000)}\n%%EOF\n`, 'latin1');
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const outcomes: Array<{ kind: Kind; member: Member; outcome: Outcome }> = [];

    for (let kill = 0; kill < KILLS; kill++) {
      const kind = KINDS[kill % KINDS.length];
      const base = server.baseUrl;
      let stop = false;
      let acks = 0;
      const json = async (method: string, url: string, token: string, body: unknown) => {
        const res = await fetch(`${base}/api${url}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as LooseJson };
      };
      const work = async (member: Member, outcome: Outcome) => {
        for (let n = 0; !stop; n++) {
          try {
            if (kind === 'profile saves') {
              const income = 1_000_000 + n;
              outcome.inFlight = income;
              const res = await json(
                'PUT',
                `/user-matrimonial-detail/UpdateUserMatrimonial/${member.id}`,
                member.token,
                fullProfile(member.id, refs, { educational: { annualIncome: income } }),
              );
              if (res.status !== 200) outcome.unexpected.push(`save ${res.status} ${JSON.stringify(res.body.error)}`);
              else outcome.acked.push(income);
            } else if (kind === 'uploads') {
              const bytes = pdf(`crash-${kill}-${member.id}-${n}`);
              outcome.inFlight = sha(bytes);
              const form = new FormData();
              form.append('userId', String(member.id));
              form.append('documentTypeId', String(docType));
              form.append('file', new Blob([new Uint8Array(bytes)]), `pan-${n}.pdf`);
              const res = await fetch(`${base}/api/Document/upload`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` }, body: form });
              const body = (await res.json()) as LooseJson;
              if (res.status !== 201) outcome.unexpected.push(`upload ${res.status} ${JSON.stringify(body.error)}`);
              else outcome.acked.push(sha(bytes));
            } else {
              outcome.inFlight = { step: 'create' };
              const created = await json('POST', '/Subscription/create', member.token, { planId: plan });
              if (created.status !== 201) outcome.unexpected.push(`create ${created.status}`);
              const subscriptionId = created.body.response.subscription.id as number;
              outcome.acked.push({ step: 'create', subscriptionId });
              const paid = await json('POST', '/Payment/test-checkout', member.token, { subscriptionId });
              const proof = paid.body.response.proof;
              outcome.inFlight = { step: 'pay', subscriptionId, paymentId: proof.paymentId };
              const added = await json('POST', '/Payment/AddPayment/', member.token, { subscriptionId, ...proof });
              if (added.status !== 200) outcome.unexpected.push(`AddPayment ${added.status} ${JSON.stringify(added.body.error)}`);
              outcome.acked.push({ step: 'pay', subscriptionId, paymentId: proof.paymentId });
              outcome.inFlight = { step: 'activate', subscriptionId };
              const activated = await json('PUT', `/Subscription/${subscriptionId}/activate`, member.token, {});
              if (activated.status !== 200) outcome.unexpected.push(`activate ${activated.status} ${JSON.stringify(activated.body.error)}`);
              outcome.acked.push({ step: 'activate', subscriptionId });
            }
            outcome.inFlight = null;
            acks++;
          } catch (error) {
            // The server is gone (inFlight says what may or may not have landed), or a reply was not what it should be.
            const cause = String((error as { cause?: { code?: string } }).cause?.code ?? '');
            if (!(error instanceof TypeError && /fetch failed/.test(error.message) && /ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET|EPIPE/.test(cause)))
              outcome.unexpected.push(String(error));
            return;
          }
        }
      };
      let running = WORKERS;
      const batch = members.slice(kill * WORKERS, (kill + 1) * WORKERS).map((member) => {
        const outcome: Outcome = { acked: [], inFlight: null, unexpected: [] };
        outcomes.push({ kind, member, outcome });
        return work(member, outcome).finally(() => running--);
      });
      const target = 4 + (kill % 5) * 3;
      while (acks < target && running > 0) await new Promise((r) => setTimeout(r, 2));
      expect(outcomes.flatMap((o) => o.outcome.unexpected)).toEqual([]);
      await new Promise((r) => setTimeout(r, kill % 7)); // a little further into the next writes
      server.child.kill('SIGKILL');
      await waitForExit(server.child);
      stop = true;
      await Promise.all(batch);
      server = await startServer(env, port);
      live = server;
    }

    const check = openDb();
    const q = check;
    try {
      expect(await integrityCheck(check)).toBe('ok');
      expect(outcomes.flatMap((o) => o.outcome.unexpected)).toEqual([]);
      expect(outcomes.every((o) => o.outcome.acked.length > 0 || o.outcome.inFlight !== null)).toBe(true);

      for (const { kind, member, outcome } of outcomes) {
        if (kind === 'profile saves') {
          const row = await q.selectFrom('profile').select('annualIncome').where('userId', '=', member.id).executeTakeFirstOrThrow();
          const allowed = [outcome.acked.length ? outcome.acked.at(-1) : incomeBefore.get(member.id), outcome.inFlight]
            .filter((v) => v !== undefined && v !== null)
            .map(Number);
          expect(allowed, `profile of member ${member.id}`).toContain(Number(row.annualIncome));
        } else if (kind === 'uploads') {
          const rows = await q.selectFrom('document').select(['sha256']).where('userId', '=', member.id).where('documentTypeId', '=', docType).execute();
          const allowed = [outcome.acked.at(-1), outcome.inFlight].filter(Boolean);
          if (outcome.acked.length) expect(rows.length, `documents of member ${member.id}`).toBe(1);
          for (const row of rows) expect(allowed, `document of member ${member.id}`).toContain(row.sha256);
        } else {
          for (const ack of outcome.acked as Array<{ step: string; subscriptionId: number; paymentId?: string }>) {
            const sub = await q.selectFrom('userSubscription').select(['status']).where('id', '=', ack.subscriptionId).executeTakeFirst();
            expect(sub, `subscription ${ack.subscriptionId}`).toBeDefined();
            if (ack.step === 'pay') {
              const payment = await q
                .selectFrom('payment')
                .select(['status', 'providerPaymentId'])
                .where('subscriptionId', '=', ack.subscriptionId)
                .executeTakeFirstOrThrow();
              expect(payment).toEqual({ status: 'captured', providerPaymentId: ack.paymentId });
            }
            if (ack.step === 'activate') expect(sub!.status).toBe('active');
          }
        }
      }

      // No orphan records: every subscription has its order, every payment its subscription, nothing active unpaid.
      const subsWithoutPayment = await q
        .selectFrom('userSubscription as s')
        .leftJoin('payment as p', 'p.subscriptionId', 's.id')
        .select('s.id')
        .where('p.id', 'is', null)
        .execute();
      const paymentsWithoutSub = await q
        .selectFrom('payment as p')
        .leftJoin('userSubscription as s', 's.id', 'p.subscriptionId')
        .select('p.id')
        .where('s.id', 'is', null)
        .execute();
      const activeUnpaid = await q
        .selectFrom('userSubscription as s')
        .select('s.id')
        .where('s.status', '=', 'active')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('payment as p').select('p.id').whereRef('p.subscriptionId', '=', 's.id').where('p.status', '=', 'captured'))),
        )
        .execute();
      expect({ subsWithoutPayment, paymentsWithoutSub, activeUnpaid }).toEqual({ subsWithoutPayment: [], paymentsWithoutSub: [], activeUnpaid: [] });

      // The uploads folder after the scheduled sweep (run as a day later would): every file is a
      // finished one a row refers to, every row's file is there and reads back.
      await sweepUploads(check, dataDir, new Date(Date.now() + 2 * SWEEP_GRACE_MS));
      const files = fs.readdirSync(path.join(dataDir, 'uploads')).sort();
      const rows = (await q.selectFrom('document').select(['storageKey', 'sha256', 'encrypted']).where('storageKey', 'is not', null).execute()) as Array<{
        storageKey: string;
        sha256: string;
        encrypted: number;
      }>;
      expect(files).toEqual(rows.map((r) => r.storageKey).sort());
      for (const row of rows) {
        const stored = fs.readFileSync(path.join(dataDir, 'uploads', row.storageKey));
        const content = row.encrypted ? decrypt(Buffer.from(documentKey, 'hex'), stored) : stored;
        expect(sha(content)).toBe(row.sha256);
      }
      const uploads = outcomes.filter((o) => o.kind === 'uploads');
      expect(rows.length).toBeGreaterThanOrEqual(uploads.filter((o) => o.outcome.acked.length).length);
    } finally {
      await check.destroy();
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  }, 240_000);
});
