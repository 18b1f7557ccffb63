// `npm run bench:logs`: what request logging costs (docs/decisions/053-request-logs.md). Starts a
// production instance with the default logging, then one with LOG_LEVEL=warn, one at a time, each
// on its own temporary SQLite DATA_DIR with its log written to a file, and loads
// GET /api/religion-master with autocannon: BENCH_ROUNDS (3) rounds, each instance in turn for
// BENCH_SECONDS (10) seconds after three of warm-up, over BENCH_CONNECTIONS (32) connections.
// Prints the requests a second of each, their ratio and the bytes each log grew by while measured;
// exits 1 when the default logging serves under 0.85 of warn's rate.
// BENCH_LOG_EVERY=1 adds a third instance that logs every request (LOG_SAMPLE=1), for comparison.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_COMMAND } from './server-command.mjs';
import { buildServerIfStale } from './site-build.mjs';
import { freePort } from '../tests/helpers/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
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
  const url = `http://127.0.0.1:${port}`;
  const giveUpAt = Date.now() + 180_000;
  while (
    !(await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > giveUpAt) throw new Error(`the ${label} instance did not start:\n${fs.readFileSync(logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { label, child, url, dataDir, logFile };
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
const rates = new Map<string, number[]>(variants.map(([label]) => [label, []]));
const cpuPerThousand = new Map<string, number[]>(variants.map(([label]) => [label, []]));
const logBytes = new Map<string, number>(variants.map(([label]) => [label, 0]));
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

let ratio = 0;
let running: Instance | null = null;
try {
  for (let round = 1; round <= rounds; round++) {
    // One instance at a time, alone with the load generator, in alternating order each round.
    for (const [label, env] of round % 2 ? variants : [...variants].reverse()) {
      const instance: Instance = await start(label, env);
      running = instance;
      // A few seconds first, so it runs optimised code before the clock starts.
      await load(instance.url, 3);
      const before = fs.statSync(instance.logFile).size;
      const cpuBefore = cpuMs(instance.child.pid!);
      const result = await load(instance.url, seconds);
      cpuPerThousand.get(label)!.push(((cpuMs(instance.child.pid!) - cpuBefore) / result.requests.total) * 1000);
      logBytes.set(label, logBytes.get(label)! + fs.statSync(instance.logFile).size - before);
      await stop(instance);
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
      running = null;
      if (result.errors || result.non2xx) throw new Error(`${label}: ${result.errors} errors, ${result.non2xx} replies other than 2xx`);
      rates.get(label)!.push(Math.round(result.requests.average));
      console.log(
        `  round ${round}, ${label}: ${Math.round(result.requests.average)} requests/s, ${cpuPerThousand.get(label)!.at(-1)!.toFixed(0)} ms of CPU per 1,000 requests`,
      );
    }
  }
  console.log(`\nGET /api/religion-master, ${connections} connections, ${rounds} rounds of ${seconds} s each\n`);
  console.log('| logging | requests/s per round | mean | CPU ms per 1,000 requests (mean) | log written while measured |');
  console.log('|---|---|---|---|---|');
  for (const [label] of variants) {
    console.log(
      `| ${label} | ${rates.get(label)!.join(', ')} | ${Math.round(mean(rates.get(label)!))} | ${Math.round(mean(cpuPerThousand.get(label)!))} | ${(logBytes.get(label)! / 1024).toFixed(1)} KB |`,
    );
  }
  ratio = mean(rates.get(variants[0][0])!) / mean(rates.get(variants[1][0])!);
  const cpuRatio = mean(cpuPerThousand.get(variants[1][0])!) / mean(cpuPerThousand.get(variants[0][0])!);
  console.log(
    `\nratio default / warn: ${ratio.toFixed(3)} of the requests a second (at least ${MIN_RATIO} expected), ${cpuRatio.toFixed(3)} of the requests per CPU second`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (running) {
    await stop(running);
    fs.rmSync(running.dataDir, { recursive: true, force: true });
  }
}
process.exit(ratio >= MIN_RATIO ? 0 : 1);
