// `npm run bench:realtime`: live events and conversations (docs/decisions/029-live-event-stream.md,
// 032-cross-instance-live-events.md). For SQLite (and PostgreSQL when DATABASE_URL is set, in a
// throwaway schema) it seeds BENCH_MEMBERS demo members (10,000), an accepted interest and a
// conversation for each member with two others, and BENCH_MESSAGES messages among them (200,000),
// in bulk. Then it measures:
// - the thread and the conversation list through the service functions, in process (p95 ≤ 20 ms);
// - BENCH_STREAMS open Server-Sent Events streams (1,000) on one API instance, each for a member
//   of its own, and the server's resident memory with all of them open (≤ 300 MB at 5,000);
// - send-to-receipt latency of BENCH_SAMPLES messages (300) sent through the API to a member
//   whose stream is open: on the same instance (p99 ≤ 100 ms) and, when Redis answers at
//   REDIS_URL (redis://127.0.0.1:6379), sent through instance A to a stream on instance B
//   (p99 ≤ 250 ms).
// Prints a table with the budgets and exits 1 on a stream that would not open, a message that did
// not arrive, or (only at the target setting: 5,000 streams, 100,000 members, 10,000,000
// messages) a figure over budget. Servers listen on BENCH_PORT and the next port (4680).
// BENCH_DATABASES=postgres runs one of the two.
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import { createSession } from '../src/server/modules/auth/index.ts';
import { createInProcessEventBus } from '../src/server/lib/events/events.ts';
import { listConversations, readThread, type ConversationDeps } from '../src/server/modules/conversations/index.ts';
import { startServer, waitForExit, type ServerProcess } from '../tests/helpers/server-process.ts';
import { benchDatabase } from './bench-database.ts';
import { seedBenchMembers } from './bench-members.ts';
import { seedConversations } from './bench-conversations.ts';

const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};
const memberCount = num('BENCH_MEMBERS', 10_000);
const messageCount = num('BENCH_MESSAGES', 200_000);
const streamCount = num('BENCH_STREAMS', 1000);
const samples = num('BENCH_SAMPLES', 300);
const querySample = num('BENCH_QUERY_SAMPLE', 200);
const port = num('BENCH_PORT', 4680);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const atTarget = { streams: streamCount >= 5000, queries: memberCount >= 100_000 && messageCount >= 10_000_000 };
const BUDGET = { rssMb: 300, oneInstanceP99: 100, twoInstancesP99: 250, queryP95: 20 };

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');

/** A small seeded random generator, so every run seeds the same messages. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether Redis answers a PING at `url` within a second. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port: p } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(p || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

/** Resident memory of a process in MB (Linux /proc): all of it, and the part that maps files (the node binary, its libraries and, on SQLite, the database file). */
function rssMb(pid: number | undefined): { all: number; files: number } {
  const lines = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n');
  const kb = (key: string) => Number(lines.find((l) => l.startsWith(`${key}:`))?.replace(/\D+/g, '') ?? NaN);
  return { all: kb('VmRSS') / 1024, files: kb('RssFile') / 1024 };
}

interface Stream {
  userId: number;
  abort: AbortController;
  opened: Promise<void>;
}

/** One SSE stream; `onMessage(messageId)` for each message.sent frame it receives. */
function openStream(baseUrl: string, userId: number, token: string, onMessage: (id: number) => void): Stream {
  const abort = new AbortController();
  const opened = (async () => {
    const res = await fetch(`${baseUrl}/api/events`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    if (res.status !== 200 || !res.body) throw new Error(`stream for ${userId} answered ${res.status}`);
    const reader = res.body.getReader();
    const first = await reader.read(); // `retry:`: the stream is held
    if (first.done) throw new Error(`stream for ${userId} ended at once`);
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            if (!block.includes('event: message.sent')) continue;
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (data) onMessage(Number(JSON.parse(data.slice(6)).data.messageId));
          }
        }
      } catch {
        /* aborted at the end */
      }
    })();
  })();
  return { userId, abort, opened };
}

/** Opens streams in waves; the number that would not open. */
async function openAll(streams: Stream[]): Promise<number> {
  const results = await Promise.allSettled(streams.map((s) => s.opened));
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length) console.log(`  ${failed.length} streams did not open: ${(failed[0] as PromiseRejectedResult).reason}`);
  return failed.length;
}

/**
 * Sends `count` messages through `sendUrl`, four at a time, from each pair's first member to the
 * second (whose stream is open); the milliseconds from send to receipt of each, and how many did
 * not arrive within five seconds.
 */
async function deliveries(
  sendUrl: string,
  pairs: Array<{ sender: number; senderToken: string; reader: number }>,
  count: number,
  received: Map<number, number>,
  tag: string,
) {
  const sentAt = new Map<number, number>();
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const pair = pairs[i % pairs.length];
      const started = performance.now();
      const res = await fetch(`${sendUrl}/api/conversations/${pair.reader}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.senderToken}` },
        body: JSON.stringify({ body: `Bench ${tag} message ${i}` }),
      });
      const body = (await res.json().catch(() => null)) as { response?: { id?: number } } | null;
      if (res.status !== 201 || !body?.response?.id) {
        errors++;
        if (errors === 1) console.log(`  sending answered ${res.status}: ${JSON.stringify(body)}`);
        continue;
      }
      sentAt.set(body.response.id, started);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const deadline = Date.now() + 5000;
  while ([...sentAt.keys()].some((id) => !received.has(id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const latencies = [...sentAt].filter(([id]) => received.has(id)).map(([id, t]) => received.get(id)! - t);
  latencies.sort((a, b) => a - b);
  return { latencies, lost: [...sentAt.keys()].filter((id) => !received.has(id)).length + errors };
}

const rows: string[] = [];
let failed = false;
const row = (db: string, what: string, figure: string, budget: string, over: boolean | null, atTargetSetting: boolean) => {
  if (over && atTargetSetting) failed = true;
  rows.push(`| ${db} | ${what} | ${figure} | ${budget} | ${over === null ? '—' : over ? 'over' : 'ok'} |`);
};

const wanted = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const targets: Array<string | null> = [
  ...(wanted.includes('sqlite') ? [null] : []),
  ...(process.env.DATABASE_URL && wanted.includes('postgres') ? [process.env.DATABASE_URL] : []),
];
const withRedis = await redisAnswers(redisUrl);
if (!withRedis) console.log(`Redis does not answer at ${redisUrl}: the two-instance figure is left out.`);
const loads: string[] = [];

for (const base of targets) {
  const name = base ? 'PostgreSQL' : 'SQLite';
  const { config, db, dispose } = await benchDatabase(base, 'bench-realtime');
  const servers: ServerProcess[] = [];
  const streams: Stream[] = [];
  try {
    console.log(`\n${name}: ${memberCount.toLocaleString('en-IN')} members, ${messageCount.toLocaleString('en-IN')} messages, ${streamCount} streams`);
    let t0 = Date.now();
    await seedBenchMembers(db, memberCount);
    const ids = (await db.selectFrom('profile').select('userId').where('discoverable', '=', 1).orderBy('userId').execute()).map((r) => Number(r.userId));
    console.log(`  seeded ${memberCount.toLocaleString('en-IN')} members in ${((Date.now() - t0) / 1000).toFixed(0)} s (${ids.length} discoverable)`);
    t0 = Date.now();
    const pairs = await seedConversations(db, ids, messageCount, (done) => process.stdout.write(`\r  ${done.toLocaleString('en-IN')} messages`));
    const stored = Number(
      (
        await db
          .selectFrom('message')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    if (stored !== messageCount) throw new Error(`seeded ${stored} messages, not ${messageCount}`);
    console.log(`\r  seeded ${pairs.length} conversations and ${stored.toLocaleString('en-IN')} messages in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

    // Thread and conversation list, in process, for random members (one untimed pass first).
    const deps: ConversationDeps = { db, config, events: createInProcessEventBus() };
    const rng = mulberry32(11);
    const picks = Array.from({ length: querySample }, () => pairs[Math.floor(rng() * pairs.length)]);
    const time = async (run: (pair: [number, number]) => Promise<unknown>) => {
      for (const p of picks) await run(p);
      const latencies: number[] = [];
      for (const p of picks) {
        const start = performance.now();
        await run(p);
        latencies.push(performance.now() - start);
      }
      return latencies.sort((a, b) => a - b);
    };
    const load = os.loadavg()[0].toFixed(1);
    const thread = await time(([a, b]) => readThread(deps, a, b, undefined));
    const list = await time(([a]) => listConversations(deps, a, 1, 20));
    const scale = `${memberCount.toLocaleString('en-IN')} members, ${messageCount.toLocaleString('en-IN')} messages`;
    row(name, `thread p95 (${scale})`, `${ms(pct(thread, 95))} ms`, `≤ ${BUDGET.queryP95} ms`, pct(thread, 95) > BUDGET.queryP95, atTarget.queries);
    row(name, `conversation list p95 (${scale})`, `${ms(pct(list, 95))} ms`, `≤ ${BUDGET.queryP95} ms`, pct(list, 95) > BUDGET.queryP95, atTarget.queries);

    // Sessions for the stream holders and the senders, written directly.
    const holders = ids.slice(0, Math.min(streamCount, ids.length));
    if (holders.length < streamCount) console.log(`  only ${holders.length} discoverable members: that many streams`);
    const tokens = new Map<number, string>();
    for (let i = 0; i < ids.length && i < holders.length + 8; i += 500)
      await Promise.all(ids.slice(i, Math.min(i + 500, holders.length + 8)).map(async (id) => tokens.set(id, (await createSession(db, id, 24, {})).token)));

    const env: Record<string, string> = {
      NODE_ENV: 'production',
      QUICK_START: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.databaseUrl ?? '',
      ...(withRedis ? { REDIS_URL: redisUrl, LIVE_CHANNEL: `bench-realtime-${process.pid}` } : {}),
    };
    const a = await startServer(env, port);
    servers.push(a);
    const idleMb = rssMb(a.child.pid);

    // All streams on instance A; receipts timed per instance.
    const received = { A: new Map<number, number>(), B: new Map<number, number>() };
    t0 = Date.now();
    for (let i = 0; i < holders.length; i += 250) {
      const wave = holders.slice(i, i + 250).map((id) => openStream(a.baseUrl, id, tokens.get(id)!, (m) => received.A.set(m, performance.now())));
      streams.push(...wave);
      const notOpened = await openAll(wave);
      if (notOpened) failed = true;
    }
    console.log(`  opened ${holders.length} streams in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await new Promise((r) => setTimeout(r, 1000));
    const openMb = rssMb(a.child.pid);
    const perStreamKb = ((openMb.all - idleMb.all) * 1024) / Math.max(1, holders.length);
    row(
      name,
      `server RSS, ${holders.length} streams open (idle ${idleMb.all.toFixed(0)} MB, of it ${idleMb.files.toFixed(0)} MB mapped files; open ${openMb.files.toFixed(0)} MB mapped files; ${perStreamKb.toFixed(1)} KB a stream)`,
      `${openMb.all.toFixed(0)} MB`,
      `≤ ${BUDGET.rssMb} MB at 5,000`,
      openMb.all > BUDGET.rssMb,
      atTarget.streams,
    );

    // Senders: members connected to a stream holder, each sending at most ten messages a phase
    // (and so staying under the per-minute limit over both phases).
    const holding = new Set(holders);
    const seen = new Set<number>();
    const senders = pairs
      .filter(([s, r]) => tokens.has(s) && holding.has(r) && !seen.has(s) && seen.add(s))
      .slice(0, Math.max(1, Math.ceil(samples / 10)))
      .map(([s, r]) => ({ sender: s, senderToken: tokens.get(s)!, reader: r }));
    const one = await deliveries(a.baseUrl, senders, samples, received.A, 'one');
    if (one.lost) failed = true;
    row(
      name,
      `delivery, one instance: p50 ${ms(pct(one.latencies, 50))} / p95 ${ms(pct(one.latencies, 95))} / p99 (${one.latencies.length} messages${one.lost ? `, ${one.lost} lost` : ''})`,
      `${ms(pct(one.latencies, 99))} ms`,
      `≤ ${BUDGET.oneInstanceP99} ms`,
      pct(one.latencies, 99) > BUDGET.oneInstanceP99,
      atTarget.streams,
    );

    if (withRedis) {
      const b = await startServer(env, port + 1);
      servers.push(b);
      const readers = [...new Set(senders.map((s) => s.reader))];
      const onB = readers.map((id) => openStream(b.baseUrl, id, tokens.get(id)!, (m) => received.B.set(m, performance.now())));
      streams.push(...onB);
      if (await openAll(onB)) failed = true;
      const two = await deliveries(a.baseUrl, senders, Math.min(samples, senders.length * 9), received.B, 'two');
      if (two.lost) failed = true;
      row(
        name,
        `delivery, A to B over Redis: p50 ${ms(pct(two.latencies, 50))} / p95 ${ms(pct(two.latencies, 95))} / p99 (${two.latencies.length} messages${two.lost ? `, ${two.lost} lost` : ''})`,
        `${ms(pct(two.latencies, 99))} ms`,
        `≤ ${BUDGET.twoInstancesP99} ms`,
        pct(two.latencies, 99) > BUDGET.twoInstancesP99,
        atTarget.streams,
      );
    }
    loads.push(
      `${name}: load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (1-minute ${load} during the queries)`,
    );
  } finally {
    for (const s of streams) s.abort.abort();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
    await dispose();
  }
}

console.log(`\nMachine: ${os.cpus().length} CPUs. ${loads.join('; ')}`);
console.log('| database | figure | measured | budget | |');
console.log('|---|---|---|---|---|');
console.log(rows.join('\n'));
const target = atTarget.streams && atTarget.queries;
console.log(
  failed
    ? '\nFAILED: a stream did not open, a message did not arrive, or a figure is over budget at the target setting.'
    : target
      ? '\nAll figures within budget at the target setting.'
      : '\nBelow the target setting (BENCH_STREAMS=5000 BENCH_MEMBERS=100000 BENCH_MESSAGES=10000000) figures over budget are shown, not failed.',
);
process.exit(failed ? 1 : 0);
