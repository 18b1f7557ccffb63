// `npm run bench:cluster`: writes and live streams through nginx while one API instance is
// killed (docs/decisions/033-cluster-layout-and-drain.md). Starts `npm run cluster` (so it needs
// `npm run build`, PostgreSQL, Redis and nginx) on a fresh database, seeds BENCH_MEMBERS demo
// members (2,000), opens a live stream through nginx for each of BENCH_STREAMS members (32) whose
// partner sends them messages, and drives BENCH_CONNECTIONS workers (16) for BENCH_DURATION
// seconds (10): messages, administrator writes and reads. Halfway it kills one instance with
// SIGKILL. Then it checks that every write acknowledged with a 2xx is in the database and that
// every acknowledged message reached its reader's stream once (streams reconnect through nginx
// with Last-Event-ID and replay), prints the figures, stops the cluster, and exits 1 on a loss.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../src/server/db/database.ts';
import { seedDemoMembers } from '../src/server/db/seeds/demo.seed.ts';
import { createSession } from '../src/server/modules/auth/session.service.ts';
import { MESSAGES_PER_MINUTE } from '../src/shared/schemas/conversations.ts';

const root = path.resolve(import.meta.dirname, '..');
const num = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${process.env[name]}"`);
  return value;
};
const seconds = num('BENCH_DURATION', 10);
const connections = num('BENCH_CONNECTIONS', 16);
const members = num('BENCH_MEMBERS', 2000);
const streams = num('BENCH_STREAMS', 32);
const port = num('CLUSTER_PORT', 4330);
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/matrimonial_bench_cluster';
const site = `http://127.0.0.1:${port}`;
const admin = { email: 'bench-admin@example.in', password: 'Bench-Cluster-Admin-1' };

/** Drops the bench's database (and makes it again, empty, unless `remake` is false). */
async function freshDatabase(url: string, remake = true) {
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  if (remake) await client.query(`create database "${name}"`);
  await client.end();
}

/** `npm run cluster` as a child; resolves with the instances' pids once nginx answers. */
function startCluster(dataDir: string): Promise<{ child: ChildProcess; pids: number[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      DATABASE_URL: base,
      DATA_DIR: dataDir,
      RATE_LIMITS: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LIVE_CHANNEL: `bench-cluster-${process.pid}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pids: number[] = [];
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      for (const m of chunk.toString().matchAll(/is pid (\d+)/g)) pids.push(Number(m[1]));
      if (output.includes('The site is at')) resolve({ child, pids });
    });
    child.on('exit', (code) => reject(new Error(`npm run cluster stopped (exit ${code}):\n${output}`)));
  });
}

interface Reader {
  userId: number;
  token: string;
  lastId: number;
  got: Map<number, number>; // message id → times received
  reconnects: number;
}

/** A reader's stream through nginx, reconnecting as an EventSource would, with Last-Event-ID. */
async function follow(reader: Reader, stop: () => boolean) {
  let retry = 3000;
  while (!stop()) {
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${reader.token}` };
      if (reader.lastId) headers['last-event-id'] = String(reader.lastId);
      const res = await fetch(`${site}/api/events${reader.lastId ? '' : '?after=0'}`, { headers });
      if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const fields = Object.fromEntries(block.split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
          if (fields.retry) retry = Number(fields.retry);
          if (fields.event === 'message.sent') {
            const id = Number(JSON.parse(fields.data).data.messageId);
            reader.got.set(id, (reader.got.get(id) ?? 0) + 1);
          }
          if (fields.id) reader.lastId = Math.max(reader.lastId, Number(fields.id));
        }
      }
    } catch {
      /* the instance went away: reconnect */
    }
    if (stop()) return;
    reader.reconnects++;
    await new Promise((r) => setTimeout(r, retry));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-bench-cluster-'));
console.log(`bench:cluster — ${seconds} s, ${connections} connections, ${members} members, ${streams} live streams, through nginx at ${site}`);
await freshDatabase(base);
const { child: cluster, pids } = await startCluster(dataDir);
const db = createDatabase({ databaseUrl: base, sqliteFile: path.join(dataDir, 'unused.sqlite'), poolSize: 4 });
const stopCluster = async () => {
  const exited = new Promise((r) => cluster.once('exit', r));
  cluster.kill('SIGTERM');
  await exited;
};
let failed = false;
try {
  const seedStart = Date.now();
  await seedDemoMembers(db, members, 7);
  console.log(`seeded ${members} members in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  const adminId = Number((await db.selectFrom('users').select('id').where('email', '=', admin.email).executeTakeFirstOrThrow()).id);
  const adminToken = (await createSession(db, adminId, 24, {})).token;
  const ids = (
    await db
      .selectFrom('profile')
      .select('userId')
      .where('discoverable', '=', 1)
      .orderBy('userId')
      .limit(streams * 4)
      .execute()
  ).map((r) => Number(r.userId));

  // Pairs already connected (an accepted interest), sender → reader; kept when a first message goes through.
  const now = new Date().toISOString();
  const pairs: Array<{ sender: { id: number; token: string }; reader: Reader; sent: number }> = [];
  const ackedMessages = new Map<number, number>(); // message id → reader
  for (let i = 0; i + 1 < ids.length && pairs.length < streams; i += 2) {
    const [s, r] = [ids[i], ids[i + 1]];
    await db.insertInto('interest').values({ userId: s, targetUserId: r, status: 'accepted', createdAt: now, updatedAt: now }).execute();
    const sender = { id: s, token: (await createSession(db, s, 24, {})).token };
    const reader: Reader = { userId: r, token: (await createSession(db, r, 24, {})).token, lastId: 0, got: new Map(), reconnects: 0 };
    const res = await fetch(`${site}/api/conversations/${r}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
      body: JSON.stringify({ body: 'Hello before the run' }),
    });
    // Sent before the reader's stream opens: not one the stream is asked to deliver.
    if (res.status !== 201) continue;
    pairs.push({ sender, reader, sent: 1 });
  }
  if (!pairs.length) throw new Error('no pair of seeded members could message each other');

  let stopping = false;
  const followers = pairs.map((p) => follow(p.reader, () => stopping));
  await new Promise((r) => setTimeout(r, 500));

  const acked: string[] = [];
  const latencies: number[] = [];
  let errors = 0;
  let requests = 0;
  let ending = false;
  const timed = async (url: string, init?: RequestInit) => {
    const started = performance.now();
    requests++;
    try {
      const res = await fetch(`${site}${url}`, init);
      const body = (await res.json().catch(() => null)) as { response?: { id?: number } } | null;
      latencies.push(performance.now() - started);
      if (res.status >= 300) errors++;
      return { status: res.status, body };
    } catch {
      errors++;
      return { status: 0, body: null };
    }
  };
  const worker = async (w: number) => {
    for (let i = 0; !ending; i++) {
      const kind = i % 3;
      if (kind === 0) {
        // A message, within the per-minute limit of each sender.
        const pair = pairs[(w + i) % pairs.length];
        if (pair.sent >= MESSAGES_PER_MINUTE - 1) continue;
        pair.sent++;
        const res = await timed(`/api/conversations/${pair.reader.userId}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.sender.token}` },
          body: JSON.stringify({ body: `Message ${w}-${i}` }),
        });
        if (res.status === 201 && res.body?.response?.id) ackedMessages.set(res.body.response.id, pair.reader.userId);
      } else if (kind === 1) {
        const name = `Bench cluster ${w}-${i}`;
        const res = await timed('/api/occupation-master', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
          body: JSON.stringify({ name }),
        });
        if (res.status === 201) acked.push(name);
      } else await timed('/api/religion-master');
    }
  };
  const started = Date.now();
  const workers = Array.from({ length: connections }, (_, w) => worker(w));
  await new Promise((r) => setTimeout(r, (seconds * 1000) / 2));
  const victim = pids[0];
  process.kill(victim, 'SIGKILL');
  const killedAt = Date.now();
  console.log(`killed API instance pid ${victim} with SIGKILL at ${((killedAt - started) / 1000).toFixed(1)} s`);
  await new Promise((r) => setTimeout(r, (seconds * 1000) / 2));
  ending = true;
  await Promise.all(workers);
  const elapsed = (Date.now() - started) / 1000;

  // Streams: every acknowledged message arrives once, on the stream or on its replay after a reconnect.
  const undelivered = () => [...ackedMessages].filter(([id, reader]) => !pairs.find((p) => p.reader.userId === reader)!.reader.got.has(id));
  const deadline = Date.now() + 15_000;
  while (undelivered().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  stopping = true;

  const storedNames = new Set((await db.selectFrom('occupation').select('name').where('name', 'like', 'Bench cluster %').execute()).map((r) => String(r.name)));
  const missingWrites = acked.filter((n) => !storedNames.has(n));
  const storedMessages = new Set(
    (
      await db
        .selectFrom('message')
        .select('id')
        .where('id', 'in', [...ackedMessages.keys()])
        .execute()
    ).map((r) => Number(r.id)),
  );
  const missingMessages = [...ackedMessages.keys()].filter((id) => !storedMessages.has(id));
  const duplicates = pairs.reduce((n, p) => n + [...p.reader.got.values()].filter((times) => times > 1).length, 0);
  const reconnects = pairs.reduce((n, p) => n + p.reader.reconnects, 0);
  const lost = undelivered().length;
  latencies.sort((a, b) => a - b);
  const pct = (q: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1) : '—');
  console.log(
    [
      `requests ${requests} in ${elapsed.toFixed(1)} s (${(requests / elapsed).toFixed(0)} req/s), latency p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms`,
      `failed or refused while an instance died: ${errors}`,
      `acknowledged writes ${acked.length + ackedMessages.size} (${acked.length} administrator writes, ${ackedMessages.size} messages): missing from the database ${missingWrites.length + missingMessages.length}`,
      `live streams ${pairs.length}: reconnects ${reconnects}, acknowledged messages not delivered ${lost}, delivered twice ${duplicates}`,
    ].join('\n'),
  );
  failed = missingWrites.length + missingMessages.length + lost + duplicates > 0 || reconnects === 0;
  if (reconnects === 0) console.log('no stream reconnected: the killed instance held none of them (run again, or more BENCH_STREAMS)');
  await Promise.race([Promise.all(followers), new Promise((r) => setTimeout(r, 5000))]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await db.destroy();
  await stopCluster();
  await freshDatabase(base, false);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? 'bench:cluster FAILED' : 'bench:cluster passed');
process.exit(failed ? 1 : 0);
