// `npm run bench:logs`: what request logging costs (docs/decisions/053-request-logs.md). Starts
// one production instance with the default logging and one with LOG_LEVEL=warn, each on its own
// temporary SQLite DATA_DIR with its log written to a file, and loads GET /api/religion-master on
// them in turn with autocannon: BENCH_ROUNDS (3) rounds of BENCH_SECONDS (10) seconds each, over
// BENCH_CONNECTIONS (32) connections. Prints the requests a second of each, their ratio and the
// bytes each log grew by; exits 1 when the default logging serves under 0.85 of warn's rate.
// BENCH_LOG_EVERY=1 adds a third instance that logs every request (LOG_SAMPLE=1), for comparison.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_COMMAND } from './server-command.mjs';
import { freePort } from '../tests/helpers/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const MIN_RATIO = 0.85;

interface Instance {
  label: string;
  child: ChildProcess;
  url: string;
  dataDir: string;
  logFile: string;
  rates: number[];
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
  return { label, child, url, dataDir, logFile, rates: [] };
}

const load = (url: string, duration: number) => autocannon({ url: `${url}/api/religion-master`, connections, duration });

const instances: Instance[] = [];
const stopAll = async () => {
  await Promise.all(
    instances.map(
      (i) =>
        new Promise<void>((resolve) => {
          if (i.child.exitCode !== null) return resolve();
          i.child.once('exit', () => resolve());
          i.child.kill('SIGTERM');
        }),
    ),
  );
  for (const i of instances) fs.rmSync(i.dataDir, { recursive: true, force: true });
};

let ratio = 0;
try {
  instances.push(await start('default logging', {}));
  instances.push(await start('LOG_LEVEL=warn', { LOG_LEVEL: 'warn' }));
  if (process.env.BENCH_LOG_EVERY === '1') instances.push(await start('every request (LOG_SAMPLE=1)', { LOG_SAMPLE: '1' }));
  // A few seconds each first, so both run optimised code before the clock starts.
  for (const instance of instances) await load(instance.url, 3);
  const logStart = instances.map((i) => fs.statSync(i.logFile).size);
  for (let round = 1; round <= rounds; round++) {
    // Turns alternate in order each round, so neither always follows the other.
    const order = round % 2 ? instances : [...instances].reverse();
    for (const instance of order) {
      const result = await load(instance.url, seconds);
      if (result.errors || result.non2xx) throw new Error(`${instance.label}: ${result.errors} errors, ${result.non2xx} replies other than 2xx`);
      instance.rates.push(Math.round(result.requests.average));
      console.log(`  round ${round}, ${instance.label}: ${Math.round(result.requests.average)} requests/s`);
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(`\nGET /api/religion-master, ${connections} connections, ${rounds} rounds of ${seconds} s each\n`);
  console.log('| logging | requests/s per round | mean | log grew by |');
  console.log('|---|---|---|---|');
  instances.forEach((i, n) => {
    const grew = fs.statSync(i.logFile).size - logStart[n];
    console.log(`| ${i.label} | ${i.rates.join(', ')} | ${Math.round(mean(i.rates))} | ${(grew / 1024).toFixed(1)} KB |`);
  });
  ratio = mean(instances[0].rates) / mean(instances[1].rates);
  console.log(`\nratio default / warn: ${ratio.toFixed(3)} (at least ${MIN_RATIO} expected)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll();
}
process.exit(ratio >= MIN_RATIO ? 0 : 1);
