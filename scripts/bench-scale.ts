// `npm run bench:scale`: what one API instance and two behind nginx serve on this machine
// (docs/decisions/045-what-limits-scale-next.md). Starts `npm run cluster` (CLUSTER_PORT, 4330;
// needs `npm run build`) on a fresh PostgreSQL database (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/matrimonial_bench_scale, dropped afterwards) and drives
// autocannon, or wrk with BENCH_TOOL=wrk (Debian's package; two threads, as on a 2-core machine,
// the figures comparable with other servers measured by wrk), with BENCH_CONNECTIONS (32) for
// BENCH_DURATION seconds (20) at:
//   1. GET /api/religion-master straight to one instance, anonymous (the reply nginx may cache)
//   2. the same through nginx, answered from its cache
//   3. a signed-in GET /api/religion-master (never cached) straight to one instance
//   4. the same through nginx, balanced over both instances
//   5. a signed-in match list (GET /api/user-matrimonial-detail/match) straight to one instance
//   6. the same through nginx over both
// and prints requests a second, latency and the instances' CPU a request (from /proc).
// BENCH_RUNS=matches (any part of the names above, comma-separated) runs only those, for a short run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase } from '../src/server/db/database.ts';
import { seedDemoMembers } from '../src/server/db/seeds/demo.seed.ts';
import { createSession } from '../src/server/modules/auth/index.ts';

const root = path.resolve(import.meta.dirname, '..');
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const seconds = num('BENCH_DURATION', 20);
const connections = num('BENCH_CONNECTIONS', 32);
const port = num('CLUSTER_PORT', 4330);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/matrimonial_bench_scale';
const tool = process.env.BENCH_TOOL ?? 'autocannon';
if (tool !== 'autocannon' && tool !== 'wrk') throw new Error(`BENCH_TOOL must be autocannon or wrk, got "${tool}"`);
const site = `http://127.0.0.1:${port}`;
const one = `http://127.0.0.1:${port + 1}`;

async function database(remake: boolean) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  if (remake) await client.query(`create database "${name}"`);
  await client.end();
}

const cpu = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in ticks of 1/100 s
};

interface Run {
  total: number;
  p50: number;
  p99: number;
  errors: number;
}

/** wrk's own figures: requests, latency percentiles (--latency) and failures (socket errors, non-2xx/3xx). */
function wrk(url: string, headers: Record<string, string>, clients: number, duration: number): Run {
  const args = ['-t2', `-c${clients}`, `-d${duration}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const run = spawnSync('wrk', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed (${run.error?.message ?? run.stderr}); install it with apt-get install -y wrk`);
  const ms = (label: string) => {
    const m = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(run.stdout);
    return m ? Number(m[1]) * ({ us: 0.001, ms: 1, s: 1000 } as const)[m[2] as 'us' | 'ms' | 's'] : NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(run.stdout);
  return {
    total: Number(/(\d+) requests in/.exec(run.stdout)?.[1] ?? 0),
    p50: ms('50'),
    p99: ms('99'),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(run.stdout)?.[1] ?? 0) + (socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0),
  };
}

async function drive(url: string, headers: Record<string, string>, clients: number, duration: number): Promise<Run> {
  if (tool === 'wrk') return wrk(url, headers, clients, duration);
  const result = await autocannon({ url, headers, connections: clients, duration });
  return { total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

await database(true);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-bench-scale-'));
const cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
  cwd: root,
  env: {
    ...process.env,
    CLUSTER_PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    RATE_LIMITS: 'false',
    LIVE_CHANNEL: `bench-scale-${process.pid}`,
    RATE_LIMIT_PREFIX: `bench-scale-${process.pid}:`,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const pids: number[] = [];
await new Promise<void>((resolve, reject) => {
  let output = '';
  cluster.stdout!.on('data', (chunk: Buffer) => {
    output += chunk;
    for (const m of chunk.toString().matchAll(/is pid (\d+)/g)) pids.push(Number(m[1]));
    if (output.includes('The site is at')) resolve();
  });
  cluster.on('exit', (code) => reject(new Error(`npm run cluster stopped (exit ${code}):\n${output}`)));
});
const db = createDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'unused.sqlite'), poolSize: 2 });
try {
  await seedDemoMembers(db, 2000, 7);
  const member = await db.selectFrom('profile').select('userId').where('discoverable', '=', 1).orderBy('userId').executeTakeFirstOrThrow();
  const token = (await createSession(db, Number(member.userId), 24, {})).token;
  const signedIn = { authorization: `Bearer ${token}` };
  const all: Array<[string, string, Record<string, string>, number[]]> = [
    ['religion-master, anonymous, one instance', `${one}/api/religion-master`, {}, [pids[0]]],
    ['religion-master, anonymous, nginx cache', `${site}/api/religion-master`, {}, pids],
    ['religion-master, signed in, one instance', `${one}/api/religion-master`, signedIn, [pids[0]]],
    ['religion-master, signed in, nginx + two', `${site}/api/religion-master`, signedIn, pids],
    ['matches, signed in, one instance', `${one}/api/user-matrimonial-detail/match`, signedIn, [pids[0]]],
    ['matches, signed in, nginx + two', `${site}/api/user-matrimonial-detail/match`, signedIn, pids],
  ];
  const only = process.env.BENCH_RUNS?.split(',').map((part) => part.trim());
  const runs = only ? all.filter(([name]) => only.some((part) => name.includes(part))) : all;
  console.log(
    `bench:scale — ${tool}, ${connections} connections, ${seconds} s a run; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  for (const [name, url, headers, measured] of runs) {
    await drive(url, headers, 4, 2); // warm up
    const before = measured.map(cpu);
    const result = await drive(url, headers, connections, seconds);
    const used = measured.reduce((sum, pid, i) => sum + cpu(pid) - before[i], 0);
    const total = result.total;
    console.log(
      `${name.padEnd(42)} ${(total / seconds).toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}  instance CPU ${((used * 1000) / total).toFixed(2)} ms a request; load average ${os.loadavg()[0].toFixed(1)}`,
    );
  }
} finally {
  await db.destroy();
  const exited = new Promise((r) => cluster.once('exit', r));
  cluster.kill('SIGTERM');
  await exited;
  await database(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
