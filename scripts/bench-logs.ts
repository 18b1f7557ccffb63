// `npm run bench:logs`: what request logging costs (docs/decisions/053-request-logs.md). Starts two
// production instances side by side, one with the default logging and one with LOG_LEVEL=warn,
// each on its own temporary SQLite DATA_DIR with its log written to a file, warms both up, then
// loads GET /api/religion-master with autocannon over BENCH_CONNECTIONS (32) connections, one
// instance at a time: BENCH_ROUNDS (12) rounds, each giving each instance BENCH_SECONDS (3) seconds
// back to back, the order turned every round. On a shared machine the rate moves by half from one
// ten-second stretch to the next; two short runs seconds apart see much the same machine, so each
// round gives a ratio of its own and the verdict is the median of those ratios (under two minutes
// in all). Prints the requests a second of each per round, the per-round ratios, their median,
// the CPU time per 1,000 requests (from /proc) and the bytes each log grew by while measured;
// exits 1 when the median ratio of default to warn is under 0.85.
// BENCH_LOG_EVERY=1 adds a third instance that logs every request (LOG_SAMPLE=1), for comparison.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_COMMAND } from './server-command.mjs';
import { buildServerIfStale } from './site-build.mjs';
import { median } from './bench-stats.ts';
import { freePort } from '../tests/helpers/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 12);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const MIN_RATIO = 0.85;
// The instances run the compiled server, as production does: compiled first when its sources changed.
if (!buildServerIfStale()) throw new Error('The server did not compile (npm run build:server).');

interface Instance {
  label: string;
  child: ChildProcess;
  url: string;
  dataDir: string;
  logFile: string;
}

async function start(label: string, env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-bench-logs-'));
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_COMMAND, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      QUICK_START: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: 'none',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: '',
      LOG_SAMPLE: '',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const instance = { label, child, url: `http://127.0.0.1:${port}`, dataDir, logFile };
  running.push(instance);
  const giveUpAt = Date.now() + 180_000;
  while (
    !(await fetch(`${instance.url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > giveUpAt) throw new Error(`the ${label} instance did not start:\n${fs.readFileSync(logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return instance;
}

/** CPU time the process has used, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const load = (url: string, duration: number) => autocannon({ url: `${url}/api/religion-master`, connections, duration });

const stop = (instance: Instance) =>
  new Promise<void>((resolve) => {
    if (instance.child.exitCode !== null) return resolve();
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });

const variants: Array<[string, Record<string, string>]> = [
  ['default logging', {}],
  ['LOG_LEVEL=warn', { LOG_LEVEL: 'warn' }],
];
if (process.env.BENCH_LOG_EVERY === '1') variants.push(['every request (LOG_SAMPLE=1)', { LOG_SAMPLE: '1' }]);
const labels = variants.map(([label]) => label);
const rates = new Map<string, number[]>(labels.map((label) => [label, []]));
const cpuPerThousand = new Map<string, number[]>(labels.map((label) => [label, []]));
const logBytes = new Map<string, number>(labels.map((label) => [label, 0]));
const running: Instance[] = [];

let ratio = 0;
try {
  const loadBefore = os.loadavg()[0];
  // Started together, so that a slow start costs the run once; idle while the other is measured.
  const instances = await Promise.all(variants.map(([label, env]) => start(label, env)));
  // A few seconds each first, so they run optimised code before the clock starts.
  for (const instance of instances) await load(instance.url, 3);
  for (let round = 1; round <= rounds; round++) {
    // Each round in another order, so that neither is always measured first after the other.
    const turn = (round - 1) % instances.length;
    const order = [...instances.slice(turn), ...instances.slice(0, turn)];
    for (const instance of order) {
      const before = fs.statSync(instance.logFile).size;
      const cpuBefore = cpuMs(instance.child.pid!);
      const result = await load(instance.url, seconds);
      cpuPerThousand.get(instance.label)!.push(((cpuMs(instance.child.pid!) - cpuBefore) / result.requests.total) * 1000);
      logBytes.set(instance.label, logBytes.get(instance.label)! + fs.statSync(instance.logFile).size - before);
      if (result.errors || result.non2xx) throw new Error(`${instance.label}: ${result.errors} errors, ${result.non2xx} replies other than 2xx`);
      rates.get(instance.label)!.push(result.requests.total / seconds);
    }
    const [first, second] = labels.map((label) => rates.get(label)!.at(-1)!);
    console.log(
      `  round ${round}: ${labels.map((label) => `${label} ${Math.round(rates.get(label)!.at(-1)!)} requests/s`).join(', ')}; ratio ${(first / second).toFixed(3)}`,
    );
  }
  const ratios = (label: string) => rates.get(label)!.map((rate, i) => rate / rates.get(labels[1])![i]);
  const cpuRatios = cpuPerThousand.get(labels[1])!.map((warn, i) => warn / cpuPerThousand.get(labels[0])![i]);
  console.log(
    `\nGET /api/religion-master, ${connections} connections, ${rounds} rounds of ${seconds} s per instance; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after\n`,
  );
  console.log('| logging | requests/s per round | median | ratio to warn per round | CPU ms per 1,000 requests (median) | log written while measured |');
  console.log('|---|---|---|---|---|---|');
  for (const label of labels) {
    console.log(
      `| ${label} | ${rates
        .get(label)!
        .map((r) => Math.round(r))
        .join(', ')} | ${Math.round(median(rates.get(label)!))} | ${ratios(label)
        .map((r) => r.toFixed(2))
        .join(', ')} | ${Math.round(median(cpuPerThousand.get(label)!))} | ${(logBytes.get(label)! / 1024).toFixed(1)} KB |`,
    );
  }
  ratio = median(ratios(labels[0]));
  const spread = ratios(labels[0]).sort((a, b) => a - b);
  console.log(
    `\nratio default / warn: median ${ratio.toFixed(3)} of the requests a second over ${rounds} rounds (range ${spread[0].toFixed(3)}–${spread.at(-1)!.toFixed(3)}; at least ${MIN_RATIO} expected), median ${median(cpuRatios).toFixed(3)} of the requests per CPU second`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  for (const instance of running) {
    await stop(instance);
    fs.rmSync(instance.dataDir, { recursive: true, force: true });
  }
}
process.exit(ratio >= MIN_RATIO ? 0 : 1);
