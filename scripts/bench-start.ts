// `npm run bench:start`: how long the API process takes from its start to its first healthy
// /api/health, the processor time it and its child processes spent until then (which a busy
// machine stretches less than the wall-clock time), and its resident memory (RSS) two seconds
// after that, idle, and two seconds after 1,000 requests; all read from Linux's /proc. It compares the compiled server every launcher runs
// (scripts/server-command.mjs) with the same server run from its TypeScript sources through the
// tsx loader (docs/decisions/052-compiled-server.md), in turns, BENCH_RUNS times each (5).
//
// Each start finds a database already migrated and seeded (a restart, as after a deploy or a
// crash), SQLite in a temporary folder, NODE_ENV=production on the quick start's terms,
// STATIC_DIR=none (the API alone, as `npm run cluster`'s instances). The requests: the health
// check, two reference lists, the API description and an unknown address (a 404, through the
// error handler), eight at a time. The compiled server is built first when stale.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverCommand, SERVER_COMMAND } from './server-command.mjs';
import { buildServerIfStale } from './site-build.mjs';
import { medianAndRange } from './bench-stats.ts';
import { freePort, waitForExit } from '../tests/helpers/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const REQUESTS = 1000;
const PATHS = ['/api/health', '/api/religion-master', '/api/state-master', '/api/docs/json', '/api/no-such-thing'];

/** The same V8 settings either way; only how the code is loaded differs. */
const nodeFlags = SERVER_COMMAND.filter((arg) => arg.startsWith('--') && arg !== '--enable-source-maps');
const VARIANTS: Array<{ name: string; args: string[] }> = [
  { name: 'tsx (TypeScript loader)', args: [...nodeFlags, '--import', 'tsx', 'src/server/main.ts'] },
  { name: 'compiled (node)', args: serverCommand() },
];

if (!buildServerIfStale()) process.exit(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-bench-start-'));
const env = { ...process.env, NODE_ENV: 'production', QUICK_START: 'true', LOG_LEVEL: 'warn', STATIC_DIR: 'none', HOST: '127.0.0.1', DATA_DIR: dataDir };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line!.replace(/\D+/g, '')) / 1024;
}

/** Processor time (user + system) of a process and every process under it, in ms. */
function cpuMs(pid: number): number {
  const ticksPerMs = 100 / 1000; // USER_HZ
  let total = 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    total = (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
    for (const task of fs.readdirSync(`/proc/${pid}/task`))
      for (const child of fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) total += cpuMs(Number(child));
  } catch {
    /* ended meanwhile */
  }
  return total;
}

async function healthy(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(5);
  }
}

async function requests(url: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const res = await fetch(`${url}${PATHS[next++ % PATHS.length]}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function once(args: string[]) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  try {
    await healthy(url, child);
    const startMs = performance.now() - started;
    const cpu = cpuMs(child.pid!);
    await sleep(2000);
    const idle = rssMb(child.pid!);
    await requests(url);
    await sleep(2000);
    return { startMs, cpu, idle, served: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await waitForExit(child);
  }
}

// The first start migrates and seeds; it is not counted.
await once(VARIANTS[1].args);
const results = new Map(VARIANTS.map((v) => [v.name, [] as Array<Awaited<ReturnType<typeof once>>>]));
for (let run = 0; run < runs; run++)
  for (const variant of VARIANTS) {
    const result = await once(variant.args);
    results.get(variant.name)!.push(result);
    console.log(
      `${variant.name}: start ${result.startMs.toFixed(0)} ms (CPU ${result.cpu.toFixed(0)} ms), RSS idle ${result.idle.toFixed(1)} MB, after ${REQUESTS} requests ${result.served.toFixed(1)} MB`,
    );
  }
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(`\nMedian (range) of ${runs} runs, load average ${os.loadavg()[0].toFixed(1)}\n`);
console.log(`| server | start to healthy, ms | CPU to healthy, ms | RSS idle, MB | RSS after ${REQUESTS.toLocaleString('en')} requests, MB |`);
console.log('|---|---|---|---|---|');
for (const [name, rows] of results)
  console.log(
    `| ${name} | ${medianAndRange(
      rows.map((r) => r.startMs),
      0,
    )} | ${medianAndRange(
      rows.map((r) => r.cpu),
      0,
    )} | ${medianAndRange(
      rows.map((r) => r.idle),
      1,
    )} | ${medianAndRange(
      rows.map((r) => r.served),
      1,
    )} |`,
  );
