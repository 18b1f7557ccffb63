// `npm run bench:cluster`: the mixed workload through nginx while things fail
// (docs/decisions/033-cluster-layout-and-drain.md). Starts `npm run cluster` (so it needs
// `npm run build` and nginx) on a PostgreSQL server and a Redis server of its own
// (scripts/private-services.ts: initdb/pg_ctl of the installed PostgreSQL, redis-server, in a
// temporary folder), seeds BENCH_MEMBERS demo members (2,000), opens a live stream through nginx
// for each of BENCH_STREAMS members (32) whose partner sends them messages, and drives
// BENCH_CONNECTIONS workers (16) for BENCH_DURATION seconds (30), after BENCH_WARMUP seconds (5)
// of the same load whose times are not counted: messages (each sender one at a time, spread
// over the minute within the per-minute limit), administrator writes, master lists and matches,
// each asking for a compressed reply as a browser does. Along the way (BENCH_FAULTS, default
// "kill,redis,postgres"):
//   kill      at 10 %: one instance gets SIGKILL; `npm run cluster` starts it again
//   redis     at 35 %: Redis is killed and started again BENCH_OUTAGE seconds (3) later
//   postgres  at 55 %: PostgreSQL stops at once (-m immediate) and starts BENCH_OUTAGE seconds later
// Before the load, one instance stores an identity document and the other reads it back: the
// instances share uploads through a bucket (an S3-protocol server `npm run cluster` starts), not a
// disk. Then it checks, and exits 1 unless: every write acknowledged with a 2xx is in the database once;
// every acknowledged message reached its reader's stream exactly once (streams reconnect through
// nginx with Last-Event-ID and replay); no request failed outside a fault's window (kill: 5 s;
// Redis: the outage and 5 s; PostgreSQL: the outage and 10 s); requests failing while PostgreSQL
// is away answer 503 with Retry-After; new requests succeed within 5 s of the kill; the
// restarted instance takes traffic again; and each route's p99 in steady state (outside every
// fault until two seconds after the part was back: for the killed instance, after nginx sent it
// requests again) is under BENCH_P99_MS (200). CLUSTER_PORT (4330): nginx; the instances take the next two ports, the
// private PostgreSQL and Redis the two after.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../src/server/db/database.ts';
import { seedDemoMembers } from '../src/server/db/seeds/demo.seed.ts';
import { createSession } from '../src/server/modules/auth/index.ts';
import { MESSAGES_PER_MINUTE } from '../src/shared/schemas/conversations.ts';
import { privatePostgres, privateRedis } from './private-services.ts';
import { http2Client } from './http2-client.ts';
import { loopbackCertificate } from './tls-certificate.ts';

const root = path.resolve(import.meta.dirname, '..');
const num = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${process.env[name]}"`);
  return value;
};
const seconds = num('BENCH_DURATION', 30);
const connections = num('BENCH_CONNECTIONS', 16);
const members = num('BENCH_MEMBERS', 2000);
const streams = num('BENCH_STREAMS', 32);
const port = num('CLUSTER_PORT', 4330);
const outage = num('BENCH_OUTAGE', 3);
const warmup = num('BENCH_WARMUP', 5);
const budgetMs = num('BENCH_P99_MS', 200);
const faults = new Set(
  (process.env.BENCH_FAULTS ?? 'kill,redis,postgres')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean),
);
for (const f of faults) if (!['kill', 'redis', 'postgres'].includes(f)) throw new Error(`BENCH_FAULTS: unknown fault "${f}" (kill, redis, postgres)`);
const site = `https://127.0.0.1:${port}`;
// nginx serves HTTP/2 over TLS, as in production: with a certificate made for this run, which the
// clients below trust (scripts/tls-certificate.ts). Made before the cluster starts, given to it.
const tlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-bench-cluster-tls-'));
const tls = loopbackCertificate(tlsDir);
const ca = fs.readFileSync(tls.cert);
const admin = { email: 'bench-admin@example.in', password: 'Bench-Cluster-Admin-1' };

/** `npm run cluster` as a child; resolves with the instances' pids once nginx answers. */
interface Cluster {
  child: ChildProcess;
  /** API port → pid of the instance now on it, and when each (re)start became healthy. */
  pids: Map<number, number>;
  healthyAt: Map<number, number>;
  nginxPrefix: string;
  /** The instances' warnings and errors, by message, with how often each came. */
  complaints: Map<string, number>;
}

function startCluster(dataDir: string, databaseUrl: string, redisUrl: string): Promise<Cluster> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      TLS_CERT: tls.cert,
      TLS_KEY: tls.key,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      RATE_LIMITS: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LIVE_CHANNEL: `bench-cluster-${process.pid}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const cluster: Cluster = { child, pids: new Map(), healthyAt: new Map(), nginxPrefix: '', complaints: new Map() };
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const text = chunk.toString();
      for (const m of text.matchAll(/API instance 127\.0\.0\.1:(\d+) is pid (\d+)/g)) cluster.pids.set(Number(m[1]), Number(m[2]));
      for (const m of text.matchAll(/\[api (\d+)\] restarted and healthy/g)) {
        cluster.healthyAt.set(Number(m[1]), Date.now());
        console.log(`  API instance on ${m[1]} restarted and healthy`);
      }
      for (const m of text.matchAll(/\[api \d+\] (\{.*\})/g)) {
        try {
          const entry = JSON.parse(m[1]) as { msg?: string; err?: string | { message?: string }; res?: { statusCode?: number } };
          const why = typeof entry.err === 'string' ? entry.err : entry.err?.message;
          // A request that failed without an error is a 5xx reply: name its status instead.
          const detail = why || (entry.res?.statusCode ? `answered ${entry.res.statusCode}` : '');
          const key = (detail ? `${entry.msg}: ${detail}` : String(entry.msg)).slice(0, 160);
          cluster.complaints.set(key, (cluster.complaints.get(key) ?? 0) + 1);
        } catch {
          /* not a log line */
        }
      }
      const prefix = /nginx files in (\S+)/.exec(text);
      if (prefix) cluster.nginxPrefix = prefix[1];
      if (output.includes('The site is at') && cluster.nginxPrefix) resolve(cluster);
    });
    child.on('exit', (code) => reject(new Error(`npm run cluster stopped (exit ${code}):\n${output}`)));
  });
}

interface Reader {
  userId: number;
  token: string;
  lastId: number;
  got: Map<number, number>; // message id → times received
  /** When the connection now open was opened (a message acknowledged before it arrived on it was replayed). */
  openedAt: Map<number, number>; // message id → when the connection that delivered it opened
  reconnects: number;
}

// The readers' streams over HTTP/2 too, at most 100 on a connection (nginx allows 128 at once).
const streamClients = new Map<number, ReturnType<typeof http2Client>>();
const streamClient = (userId: number) => {
  const slot = Math.floor(userId / 100);
  if (!streamClients.has(slot)) streamClients.set(slot, http2Client(site, ca));
  return streamClients.get(slot)!;
};

/** A reader's stream through nginx, reconnecting as an EventSource would, with Last-Event-ID. */
async function follow(reader: Reader, stop: () => boolean) {
  let retry = 3000;
  while (!stop()) {
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${reader.token}` };
      if (reader.lastId) headers['last-event-id'] = String(reader.lastId);
      const res = await streamClient(reader.userId).fetch('/api/events', { headers });
      if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
      const openedAt = Date.now();
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
            if (!reader.openedAt.has(id)) reader.openedAt.set(id, openedAt);
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

interface Sample {
  route: string;
  start: number;
  end: number;
  status: number;
  retryAfter: boolean;
}
interface Fault {
  name: string;
  at: number;
  /** When the failed part was back (the instance restarted, the server answering again). */
  backAt: number;
  /** Failures inside [at, until] are the fault's; outside every such window they count against the run. */
  until: number;
}

/**
 * One request through nginx as a browser makes it (asking for compressed replies), on a
 * connection of the workers' own pool: fetch costs the load generator, on the same cores as what
 * it measures, about three times the CPU a request.
 */
// One HTTP/2 connection per worker, as each kept one keep-alive connection before: a browser
// opens one to the site and sends every request on it.
const callers = Array.from({ length: connections }, () => http2Client(site, ca));
let nextCaller = 0;
async function call(url: string, init?: RequestInit): Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }> {
  const headers = { 'accept-encoding': 'br, gzip', ...(init?.headers as Record<string, string> | undefined) };
  const client = callers[nextCaller++ % callers.length];
  const reply = await client.request(url, { method: init?.method ?? 'GET', headers, body: init?.body as string | undefined });
  return { status: reply.status, headers: reply.headers, raw: reply.body };
}

function jsonOf(text: Buffer): { response?: { id?: number } } | null {
  try {
    return JSON.parse(text.toString()) as { response?: { id?: number } };
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where PostgreSQL's time went (pg_stat_statements): the statements that took the most, lock waits included. */
async function printStatements(db: Database, when: string) {
  if (!postgres.statements) return;
  const { rows } = await sql<{ calls: string; mean: number; total: number; query: string }>`
    select calls, mean_exec_time as mean, total_exec_time as total, query from pg_stat_statements
    where query not like '%pg_stat_statements%' order by total_exec_time desc limit 8`.execute(db);
  console.log(`statements that took PostgreSQL the most time ${when}:`);
  for (const r of rows)
    console.log(
      `  ${String(r.calls).padStart(7)} calls, mean ${r.mean.toFixed(2).padStart(7)} ms, total ${(r.total / 1000).toFixed(1).padStart(6)} s  ${r.query.replace(/\s+/g, ' ').slice(0, 110)}`,
    );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-bench-cluster-'));
console.log(
  `bench:cluster — ${seconds} s, ${connections} connections, ${members} members, ${streams} live streams, through nginx at ${site}; faults: ${[...faults].join(', ') || 'none'}`,
);
const postgres = privatePostgres(port + 3);
const redis = await privateRedis(port + 4);
const databaseUrl = postgres.url.replace(/\/postgres$/, '/matrimonial_bench_cluster');
let cluster: Cluster | null = null;
let db: Database | null = null;
const openDb = () => createDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'unused.sqlite'), poolSize: 4 });
let failed = false;
const problems: string[] = [];
try {
  // The instances share this host with PostgreSQL and reach it over its Unix socket, as a
  // deployment on one host would: the same server and protocol, without the loopback's TCP
  // stack on each of the ~5 round trips a request makes (about 8 % more requests a second here).
  // Across hosts each is a network round trip instead, and the figures are not this machine's.
  cluster = await startCluster(dataDir, postgres.socketUrl.replace('/postgres?', '/matrimonial_bench_cluster?'), redis.url);
  const apiPorts = [...cluster.pids.keys()].sort();
  db = openDb();
  const seedStart = Date.now();
  await seedDemoMembers(db, members, 7);
  // Planner statistics for the new rows, and a checkpoint, so the run starts as a settled database would.
  await sql`analyze`.execute(db);
  await sql`checkpoint`.execute(db);
  console.log(`seeded ${members} members in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  if (postgres.statements) {
    await sql`create extension if not exists pg_stat_statements`.execute(db);
    await sql`select pg_stat_statements_reset()`.execute(db);
  }
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
  const pairs: Array<{ sender: { id: number; token: string }; reader: Reader; sentAt: number[]; nextAt: number; typing: boolean }> = [];
  const ackedMessages = new Map<number, { reader: number; at: number }>();
  for (let i = 0; i + 1 < ids.length && pairs.length < streams; i += 2) {
    const [s, r] = [ids[i], ids[i + 1]];
    await db.insertInto('interest').values({ userId: s, targetUserId: r, status: 'accepted', createdAt: now, updatedAt: now }).execute();
    const sender = { id: s, token: (await createSession(db, s, 24, {})).token };
    const reader: Reader = { userId: r, token: (await createSession(db, r, 24, {})).token, lastId: 0, got: new Map(), openedAt: new Map(), reconnects: 0 };
    const res = await callers[0].fetch(`/api/conversations/${r}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
      body: JSON.stringify({ body: 'Hello before the run' }),
    });
    // Sent before the reader's stream opens: not one the stream is asked to deliver.
    if (res.status !== 201) continue;
    pairs.push({ sender, reader, sentAt: [Date.now()], nextAt: 0, typing: false });
  }
  if (!pairs.length) throw new Error('no pair of seeded members could message each other');
  const readerOf = new Map(pairs.map((p) => [p.reader.userId, p.reader]));

  // Uploads through the bucket: stored by one instance, read back through the other.
  {
    const [storing, reading] = apiPorts;
    const owner = pairs[0].sender;
    const pan = await db.selectFrom('documentType').select(['id', 'name']).execute();
    const documentTypeId = Number(pan.find((d) => /\bpan\b/i.test(String(d.name)))!.id);
    const bytes = Buffer.from(`%PDF-1.4\n% bench ${Date.now()}\n${'x'.repeat(50_000)}\n%%EOF\n`, 'latin1');
    const form = new FormData();
    form.append('userId', String(owner.id));
    form.append('documentTypeId', String(documentTypeId));
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'pan.pdf');
    const auth = { authorization: `Bearer ${owner.token}` };
    const stored = await fetch(`http://127.0.0.1:${storing}/api/Document/upload`, { method: 'POST', headers: auth, body: form });
    const docUrl = stored.status === 201 ? ((await stored.json()) as { response: { docUrl: string } }).response.docUrl : null;
    const read = docUrl ? await fetch(`http://127.0.0.1:${reading}${docUrl}`, { headers: auth }) : null;
    const same = read?.status === 200 && Buffer.from(await read.arrayBuffer()).equals(bytes);
    console.log(`an identity document stored by the instance on ${storing} and read back through the one on ${reading}: ${same ? 'the same bytes' : 'FAILED'}`);
    if (!same) problems.push(`uploads are not shared between the instances (upload ${stored.status}, read ${read?.status ?? 'not tried'})`);
  }

  let stopping = false;
  const followers = pairs.map((p) => follow(p.reader, () => stopping));
  await sleep(500);

  const acked: string[] = [];
  const samples: Sample[] = [];
  let ending = false;
  /**
   * One timed request. The reply is decompressed and read only when `read` (a message's id is
   * needed); the other routes are judged by their status, so the load generator, on the same
   * cores as what it measures, spends them on requests rather than on replies.
   */
  const timed = async (route: string, url: string, init?: RequestInit, read = false) => {
    const start = Date.now();
    try {
      const res = await call(url, init);
      const end = Date.now();
      const encoding = res.headers['content-encoding'];
      const text = !read ? null : encoding === 'br' ? zlib.brotliDecompressSync(res.raw) : encoding === 'gzip' ? zlib.gunzipSync(res.raw) : res.raw;
      const body = text && jsonOf(text);
      samples.push({ route, start, end, status: res.status, retryAfter: 'retry-after' in res.headers });
      return { status: res.status, body };
    } catch {
      samples.push({ route, start, end: Date.now(), status: 0, retryAfter: false });
      return { status: 0, body: null };
    }
  };
  // Each sender at most MESSAGES_PER_MINUTE - 1 a minute (one to spare for the clock), one every `messageGap` ms.
  const messageGap = 60_000 / (MESSAGES_PER_MINUTE - 1);
  /** The first sender, looking from worker `w`'s place, who is due a message and not sending one (their last minute's sends kept). */
  const dueSender = (w: number, t: number) => {
    for (let k = 0; k < pairs.length; k++) {
      const p = pairs[(w + k) % pairs.length];
      if (p.typing || p.nextAt > t) continue;
      p.sentAt = p.sentAt.filter((at) => t - at < 61_000);
      if (p.sentAt.length < MESSAGES_PER_MINUTE - 1) return p;
    }
    return undefined;
  };
  /**
   * Worker w's loop: until the run ends, or for `rounds` rounds of the four kinds and at least
   * until `until`; `tag` keeps its names and messages apart from another loop's.
   */
  const worker = async (w: number, { rounds = Infinity, until = 0, tag = '' } = {}) => {
    for (let i = 0; !ending && (i < rounds * 4 || Date.now() < until); i++) {
      const kind = i % 4;
      if (kind === 0) {
        // A message from a sender who is due one and not already sending (a member types in one
        // place at a time), within the per-minute limit and spread over the minute as people
        // write: not every sender's minute of messages in the run's first seconds.
        const t = Date.now();
        const pair = dueSender(w, t);
        if (!pair) continue;
        pair.sentAt.push(t);
        pair.typing = true;
        pair.nextAt = t + messageGap;
        const res = await timed(
          'messages',
          `/api/conversations/${pair.reader.userId}/messages`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.sender.token}` },
            body: JSON.stringify({ body: `Message ${tag}${w}-${i}` }),
          },
          true,
        );
        pair.typing = false;
        if (res.status === 201 && res.body?.response?.id) ackedMessages.set(res.body.response.id, { reader: pair.reader.userId, at: Date.now() });
      } else if (kind === 1) {
        const name = `Bench cluster ${tag}${w}-${i}`;
        const res = await timed('administrator writes', '/api/occupation-master', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
          body: JSON.stringify({ name }),
        });
        if (res.status === 201) acked.push(name);
      } else if (kind === 2) await timed('master lists', '/api/religion-master');
      else
        await timed('matches', '/api/user-matrimonial-detail/match', {
          headers: { authorization: `Bearer ${pairs[(w + i) % pairs.length].sender.token}` },
        });
    }
  };

  // BENCH_WARMUP seconds of the same load (and two rounds of each kind per worker at least)
  // before the clock starts: both instances have just started, open their connections and
  // compile their code paths on their first requests, and are slower for a few seconds under
  // load while the compiler catches up. The warm-up's writes are checked with the rest; its
  // times are not counted.
  const warmUntil = Date.now() + warmup * 1000;
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w, { rounds: 2, until: warmUntil, tag: 'warm-up ' })));
  samples.length = 0;

  const started = Date.now();
  // The senders' next messages start staggered over one gap, so they arrive spread out from the first second.
  pairs.forEach((p, k) => (p.nextAt = Math.max(p.nextAt, started + (k * messageGap) / pairs.length)));
  const workers = Array.from({ length: connections }, (_, w) => worker(w));
  const at = (share: number) => started + share * seconds * 1000;
  const until = (time: number) => sleep(Math.max(0, time - Date.now()));
  const done: Fault[] = [];
  const rel = (t: number) => `${((t - started) / 1000).toFixed(1)} s`;
  const victimPort = apiPorts[0];
  // One fault at a time: each waits for its moment and for the previous one's window to close.
  const next = (share: number) => until(Math.max(at(share), (done.at(-1)?.until ?? 0) + 1000));
  if (faults.has('kill')) {
    await next(0.1);
    const victim = cluster.pids.get(victimPort)!;
    process.kill(victim, 'SIGKILL');
    const killedAt = Date.now();
    console.log(`${rel(killedAt)}: killed the API instance on ${victimPort} (pid ${victim}) with SIGKILL`);
    done.push({ name: 'instance killed', at: killedAt, backAt: 0, until: killedAt + 5000 });
  }
  if (faults.has('redis')) {
    await next(0.35);
    const stoppedAt = Date.now();
    await redis.stop();
    console.log(`${rel(stoppedAt)}: Redis killed`);
    await sleep(outage * 1000);
    await redis.start();
    console.log(`${rel(Date.now())}: Redis started again`);
    done.push({ name: 'Redis restart', at: stoppedAt, backAt: Date.now(), until: Date.now() + 2000 });
  }
  if (faults.has('postgres')) {
    await next(0.55);
    await printStatements(db, 'before PostgreSQL is stopped');
    const stoppedAt = Date.now();
    postgres.stop();
    console.log(`${rel(stoppedAt)}: PostgreSQL stopped (immediate)`);
    await sleep(outage * 1000);
    postgres.start();
    console.log(`${rel(Date.now())}: PostgreSQL started again`);
    done.push({ name: 'PostgreSQL restart', at: stoppedAt, backAt: Date.now(), until: Date.now() + 5000 });
  }
  await until(at(1));
  ending = true;
  await Promise.all(workers);
  if (!faults.has('postgres')) await printStatements(db, 'over the run');
  const ended = Date.now();
  const elapsed = (ended - started) / 1000;

  // Streams: every acknowledged message arrives once, on the stream or on its replay after a reconnect.
  const undelivered = () => [...ackedMessages].filter(([id, m]) => !readerOf.get(m.reader)!.got.has(id));
  const deadline = Date.now() + 20_000;
  while (undelivered().length && Date.now() < deadline) await sleep(200);
  stopping = true;

  // The checks read through a fresh pool: the one that seeded lost its connections with PostgreSQL.
  await db.destroy();
  db = openDb();
  const storedNames = new Map(
    (
      await db
        .selectFrom('occupation')
        .select(['name', db.fn.countAll<number>().as('n')])
        .where('name', 'like', 'Bench cluster %')
        .groupBy('name')
        .execute()
    ).map((r) => [String(r.name), Number(r.n)]),
  );
  const missingWrites = acked.filter((n) => !storedNames.has(n));
  const doubledWrites = [...storedNames.values()].filter((n) => n > 1).length;
  const storedBodies = await db
    .selectFrom('message')
    .select(['body', db.fn.countAll<number>().as('n'), db.fn.max('id').as('id')])
    .where('body', 'like', 'Message %')
    .groupBy('body')
    .execute();
  const storedMessageIds = new Set(storedBodies.map((r) => Number(r.id)));
  const missingMessages = [...ackedMessages.keys()].filter((id) => !storedMessageIds.has(id));
  const doubledMessages = storedBodies.filter((r) => Number(r.n) > 1).length;
  const duplicates = pairs.reduce((n, p) => n + [...p.reader.got.values()].filter((times) => times > 1).length, 0);
  const reconnects = pairs.reduce((n, p) => n + p.reader.reconnects, 0);
  const replayed = [...ackedMessages].filter(([id, m]) => (readerOf.get(m.reader)!.openedAt.get(id) ?? 0) > m.at).length;
  const lost = undelivered().length;

  // Which instance answered what, from nginx's log: the restarted one must take traffic again.
  const log = fs.readFileSync(path.join(cluster.nginxPrefix, 'access.log'), 'utf8').trim().split('\n');
  const restartedAt = cluster.healthyAt.get(victimPort);
  const byUpstream = new Map<string, number>();
  const victim = `127.0.0.1:${victimPort}`;
  let trafficBackAt = 0;
  for (const line of log) {
    const [msec, , upstream] = line.split(' ');
    if (restartedAt && Number(msec) * 1000 > restartedAt && upstream !== '-')
      for (const u of upstream.split(', ')) {
        byUpstream.set(u, (byUpstream.get(u) ?? 0) + 1);
        // nginx's log has the time a request ended; it started at most its duration earlier.
        if (u === victim && !trafficBackAt) trafficBackAt = Math.max(restartedAt, Number(msec) * 1000 - Number(line.split(' ').at(-1)) * 1000);
      }
  }
  // The killed instance is back when nginx sends it requests again, not when it answers its
  // health check: nginx tries it again only fail_timeout (10 s) after the failure.
  if (faults.has('kill')) done[0].backAt = trafficBackAt || restartedAt || 0;

  const failure = (s: Sample) => s.status === 0 || s.status >= 300;
  const windowOf = (s: Sample) => done.find((f) => s.end >= f.at && s.start <= f.until);
  const outside = samples.filter((s) => !windowOf(s));
  const failuresOutside = outside.filter(failure);
  // Steady state: no fault under way, and two seconds past the part's return (for an instance,
  // its first requests since the restart: it opens its connections and fills what it keeps).
  const settledAt = (f: Fault) => Math.max(f.until, (f.backAt || ended) + 2000);
  const steady = samples.filter((s) => !done.some((f) => s.end >= f.at && s.start <= settledAt(f)));
  const lines: string[] = [];
  lines.push(
    `requests ${samples.length} in ${elapsed.toFixed(1)} s (${(samples.length / elapsed).toFixed(0)} req/s), ${samples.filter(failure).length} failed, ${failuresOutside.length} of them outside the fault windows`,
  );
  const pct = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))];
  lines.push(`latency in steady state (${steady.length} requests: no fault under way, 2 s past each part's return), and p99 over the whole run:`);
  for (const route of ['messages', 'administrator writes', 'master lists', 'matches']) {
    const times = (list: Sample[]) =>
      list
        .filter((s) => s.route === route && !failure(s))
        .map((s) => s.end - s.start)
        .sort((a, b) => a - b);
    const ms = times(steady);
    if (!ms.length) continue;
    const p99 = pct(ms, 0.99);
    lines.push(
      `  ${route.padEnd(21)} ${String(ms.length).padStart(6)}  p50 ${pct(ms, 0.5)} ms, p95 ${pct(ms, 0.95)} ms, p99 ${p99} ms${p99 >= budgetMs ? ' OVER BUDGET' : ''}; whole run p99 ${pct(times(samples), 0.99)} ms`,
    );
    if (p99 >= budgetMs) problems.push(`${route}: p99 ${p99} ms in steady state (budget < ${budgetMs} ms)`);
  }
  // Where the slow requests bunch: each second of the run whose p99 (all routes but the cached
  // master lists) is over the budget, with what was under way then.
  const slowSeconds: string[] = [];
  for (let t = 0; t < elapsed; t++) {
    const ms = samples
      .filter((s) => s.route !== 'master lists' && !failure(s) && s.start >= started + t * 1000 && s.start < started + (t + 1) * 1000)
      .map((s) => s.end - s.start)
      .sort((a, b) => a - b);
    if (ms.length && pct(ms, 0.99) >= budgetMs) {
      const during = done.find((f) => started + t * 1000 <= settledAt(f) && started + (t + 1) * 1000 >= f.at);
      slowSeconds.push(`${t}–${t + 1} s: ${ms.length} requests, p99 ${pct(ms, 0.99)} ms${during ? ` (${during.name})` : ''}`);
    }
  }
  if (slowSeconds.length)
    lines.push(`seconds with p99 over ${budgetMs} ms: ${slowSeconds.length} of ${Math.floor(elapsed)}`, ...slowSeconds.slice(0, 20).map((l) => `  ${l}`));
  for (const f of done) {
    const inWindow = samples.filter((s) => windowOf(s) === f);
    const failed = inWindow.filter(failure);
    const statuses = new Map<string, number>();
    for (const s of failed) {
      const key = `${s.status === 0 ? 'no answer' : `${s.status}${s.retryAfter ? ' with Retry-After' : ''}`} (${s.route})`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    // Requests in flight when the part failed may fail; failover is until new requests stop failing.
    const lastFailure = failed.filter((s) => s.start >= f.at).reduce((t, s) => Math.max(t, s.start), f.at);
    const firstOk = inWindow.filter((s) => !failure(s) && s.start >= (f.name === 'instance killed' ? f.at : f.backAt)).sort((a, b) => a.end - b.end)[0];
    const summary = [...statuses].map(([k, n]) => `${n} ${k}`).join(', ') || 'none';
    if (f.name === 'instance killed') {
      const failover = (lastFailure - f.at) / 1000;
      lines.push(
        `instance killed at ${rel(f.at)}: failed ${summary}; the last request failing had started ${failover.toFixed(2)} s after the kill, first new success ${firstOk ? `${((firstOk.end - f.at) / 1000).toFixed(2)} s` : 'none'} after it; restarted and healthy ${restartedAt ? `${((restartedAt - f.at) / 1000).toFixed(1)} s` : 'never'} after it, sent requests again ${trafficBackAt ? `${((trafficBackAt - f.at) / 1000).toFixed(1)} s` : 'never'} after it`,
      );
      if (failover > 5) problems.push(`requests still failed ${failover.toFixed(1)} s after the kill (budget 5 s)`);
      const back = byUpstream.get(`127.0.0.1:${victimPort}`) ?? 0;
      lines.push(`  after the restart nginx sent ${[...byUpstream].map(([u, n]) => `${n} to ${u}`).join(', ') || 'nothing'}`);
      if (!back) problems.push('the restarted instance took no traffic again');
    } else {
      lines.push(
        `${f.name} at ${rel(f.at)}, back at ${rel(f.backAt)}: failed ${summary}; first success after it was back ${firstOk ? `${((firstOk.end - f.backAt) / 1000).toFixed(2)} s` : 'none'} later`,
      );
      const notRetryable = failed.filter((s) => !(s.status === 503 && s.retryAfter));
      if (f.name === 'PostgreSQL restart' && notRetryable.length)
        problems.push(`${notRetryable.length} requests failed during the PostgreSQL restart without 503 and Retry-After`);
      if (f.name === 'Redis restart' && failed.length)
        problems.push(`${failed.length} requests failed while Redis restarted (the API should not need it to answer)`);
    }
  }
  lines.push(
    `acknowledged writes ${acked.length + ackedMessages.size} (${acked.length} administrator writes, ${ackedMessages.size} messages): missing ${missingWrites.length + missingMessages.length}, stored twice ${doubledWrites + doubledMessages}`,
    `live streams ${pairs.length}: reconnects ${reconnects}, messages replayed on a reconnect ${replayed}, acknowledged messages not delivered ${lost}, delivered twice ${duplicates}`,
  );
  const complaints = [...cluster.complaints].sort((a, b) => b[1] - a[1]).slice(0, 8);
  if (complaints.length) lines.push('the instances logged:', ...complaints.map(([m, n]) => `  ${n} × ${m}`));
  console.log(lines.join('\n'));
  if (missingWrites.length + missingMessages.length) problems.push('acknowledged writes are missing');
  if (doubledWrites + doubledMessages) problems.push('writes were stored twice');
  if (lost) {
    problems.push('acknowledged messages never reached their stream');
    for (const [id, m] of undelivered().slice(0, 10)) {
      const r = readerOf.get(m.reader)!;
      console.log(`  message ${id} to ${m.reader} acknowledged at ${rel(m.at)}: the stream's last id ${r.lastId}, ${r.reconnects} reconnects`);
    }
  }
  if (duplicates) problems.push('messages reached a stream twice');
  if (failuresOutside.length) problems.push(`${failuresOutside.length} requests failed outside the fault windows`);
  if (faults.has('kill') && reconnects === 0) problems.push('no stream reconnected: the killed instance held none of them (more BENCH_STREAMS)');
  await Promise.race([Promise.all(followers), sleep(5000)]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await db?.destroy();
  if (cluster) {
    const exited = new Promise((r) => cluster!.child.once('exit', r));
    cluster.child.kill('SIGTERM');
    await exited;
  }
  await redis.stop();
  postgres.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(tlsDir, { recursive: true, force: true });
}
for (const p of problems) console.log(`!! ${p}`);
failed ||= problems.length > 0;
console.log(failed ? 'bench:cluster FAILED' : 'bench:cluster passed');
process.exit(failed ? 1 : 0);
