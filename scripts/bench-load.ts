// `npm run bench:load`: a mixed workload against the real server. For SQLite (and PostgreSQL
// when DATABASE_URL is set, in a fresh schema) it seeds BENCH_PROFILES demo members (100,000),
// starts the server as its own process on a fresh data folder with rate limits off, then drives
// public pages, sign-ins, matches, profile views, master lists and profile saves from this
// process for BENCH_DURATION seconds (60) over BENCH_CONNECTIONS connections (64).
// Prints requests, errors, p50/p95/p99 and req/s per route; exits 1 on any error or non-2xx,
// or a p99 of BENCH_P99_MS (200) or more on anything but sign-in (bounded by password hashing;
// paced at BENCH_SIGNIN_RATE a second, 5). BENCH_ROUTES="matches,profile saves" narrows the mix.
// BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (node flags before its script).
// CI runs it small: BENCH_DURATION=10 BENCH_PROFILES=5000 BENCH_CONNECTIONS=8 (scripts/test-soak.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'kysely';
import { loadConfig } from '../src/server/config/config.ts';
import type { Database } from '../src/server/db/database.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { DEMO_PASSWORD, seedDemoMembers } from '../src/server/db/seeds/demo.seed.ts';
import { createSession } from '../src/server/modules/auth/index.ts';
import { fullProfile, referenceIds } from '../tests/factories/profile-sample.ts';
import { freePort, startServer, waitForExit } from '../tests/helpers/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};
const seconds = num('BENCH_DURATION', 60);
const profiles = num('BENCH_PROFILES', 100_000);
const connections = num('BENCH_CONNECTIONS', 64);
const budgetMs = num('BENCH_P99_MS', 200);
const signInsPerSecond = num('BENCH_SIGNIN_RATE', 5);
const warmUp = Math.min(5, Math.max(1, Math.round(seconds / 10)));
const members = 500;

/** Share of the connections per route; sign-ins are paced instead (argon2 is meant to be slow). */
const MIX = { 'public pages': 0.25, 'master lists': 0.2, matches: 0.18, 'profile views': 0.2, 'profile saves': 0.14, 'sign-in': 0.03 } as const;
type Route = keyof typeof MIX;

const PAGES = ['/', '/about-us', '/contact-us', '/login', '/register', '/privacy-policy', '/terms-of-use', '/elite-matrimony-know-more'];

function ensureSite(): string {
  const dist = path.join(root, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.log('Building the site for the public pages…');
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  return dist;
}

async function pgSchema(base: string) {
  const schema = `load_${randomBytes(4).toString('hex')}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await run(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema ${schema} cascade`) };
}

interface Fixture {
  tokens: Array<{ userId: number; token: string; email: string }>;
  viewable: number[];
  masterPaths: string[];
  profileBodies: Map<number, string>;
}

async function prepare(db: Database): Promise<Fixture> {
  const q = db;
  const started = Date.now();
  await seedDemoMembers(q, profiles, 42, (done) => {
    if (done % 20_000 === 0) process.stdout.write(`\r  seeded ${done.toLocaleString('en-IN')} / ${profiles.toLocaleString('en-IN')}`);
  });
  await sql`analyze`.execute(db);
  console.log(`\r  seeded ${profiles.toLocaleString('en-IN')} demo members in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const verified = await q
    .selectFrom('users')
    .select(['id', 'email'])
    .where('userRoleId', '=', 2)
    .where('isVerified', '=', 1)
    .orderBy(sql`random()`)
    .limit(members + 2000)
    .execute();
  const sample = verified.slice(0, members);
  const tokens = await Promise.all(
    sample.map(async (m) => ({ userId: Number(m.id), email: String(m.email), token: (await createSession(db, Number(m.id), 24, {})).token })),
  );
  const refs = await referenceIds({ db } as never);
  const profileBodies = new Map(tokens.map((t) => [t.userId, JSON.stringify(fullProfile(t.userId, refs))]));
  const religion = await q.selectFrom('religion').select('id').orderBy('id').executeTakeFirstOrThrow();
  const india = await q.selectFrom('country').select('id').where('isoCode', '=', 'IN').executeTakeFirstOrThrow();
  const masterPaths = [
    '/api/religion-master',
    `/api/caste-master/get-caste-master-by-religion-id/${religion.id}`,
    `/api/state-master/get-state-master-by-country/${india.id}`,
    '/api/qualification-master',
    '/api/occupation-master',
    '/api/marital-status-master',
    '/api/country-master',
    '/api/SubscriptionPlan/GetAllSubscriptionPlan',
  ];
  return { tokens, viewable: verified.slice(members).map((m) => Number(m.id)), masterPaths, profileBodies };
}

type Req = { method: string; path: string; headers?: Record<string, string>; body?: string };

function generators(fx: Fixture): Record<Route, () => Req> {
  let i = 0;
  const next = () => i++;
  const member = () => fx.tokens[next() % fx.tokens.length];
  const bearer = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
  return {
    'public pages': () => ({ method: 'GET', path: PAGES[next() % PAGES.length], headers: { 'accept-encoding': 'br, gzip' } }),
    'master lists': () => ({ method: 'GET', path: fx.masterPaths[next() % fx.masterPaths.length], headers: { 'accept-encoding': 'br, gzip' } }),
    matches: () => {
      const m = member();
      return { method: 'GET', path: `/api/user-matrimonial-detail/match?page=${1 + (next() % 3)}`, headers: bearer(m.token) };
    },
    'profile views': () => {
      const m = member();
      const target = fx.viewable[next() % fx.viewable.length];
      return { method: 'GET', path: `/api/user-matrimonial-detail/ViewUserProfileAsync/${target}/${m.userId}`, headers: bearer(m.token) };
    },
    'profile saves': () => {
      const m = member();
      return {
        method: 'PUT',
        path: `/api/user-matrimonial-detail/UpdateUserMatrimonial/${m.userId}`,
        headers: bearer(m.token, { 'content-type': 'application/json' }),
        body: fx.profileBodies.get(m.userId),
      };
    },
    'sign-in': () => {
      const m = member();
      return {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: m.email, password: DEMO_PASSWORD }),
      };
    },
  };
}

interface RouteResult {
  route: Route;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  firstError?: string;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

async function drive(baseUrl: string, fx: Fixture, seconds: number): Promise<RouteResult[]> {
  const make = generators(fx);
  // BENCH_ROUTES="matches,profile saves" narrows the mix, to look at one route alone.
  const only = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim());
  const routes = (Object.keys(MIX) as Route[]).filter((r) => !only || only.includes(r));
  const runs = routes.map((route) => {
    const share = Math.max(1, Math.round(MIX[route] * connections));
    const latencies: number[] = [];
    let firstError: string | undefined;
    return new Promise<RouteResult>((resolve, reject) => {
      const options = {
        url: baseUrl,
        connections: share,
        duration: seconds,
        timeout: 10,
        ...(route === 'sign-in' ? { overallRate: signInsPerSecond } : {}),
        requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...make[route]() }) as autocannon.Request }],
      } as autocannon.Options;
      const instance = autocannon(options, (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          route,
          requests: result.requests.total,
          errors: result.errors + result.non2xx + result.timeouts,
          p50: pct(latencies, 50),
          p95: pct(latencies, 95),
          p99: pct(latencies, 99),
          rps: result.requests.total / seconds,
          firstError,
        });
      });
      instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
        latencies.push(responseTime);
        if ((statusCode < 200 || statusCode >= 300) && !firstError) firstError = `HTTP ${statusCode}`;
      });
      instance.on('reqError', (error: Error) => {
        firstError ??= error.message;
      });
    });
  });
  return Promise.all(runs);
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
/** CPU seconds a process has used (Linux /proc), to report the server's CPU per request: steadier than latency on a shared machine. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}
const staticDir = ensureSite();
// BENCH_DATABASES=postgres runs one of the two.
const wanted = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const targets: Array<[string, string | null]> = wanted.includes('sqlite') ? [['SQLite', null]] : [];
if (process.env.DATABASE_URL && wanted.includes('postgres')) targets.push(['PostgreSQL', process.env.DATABASE_URL]);

let failed = false;
const tables: string[] = [];
for (const [label, base] of targets) {
  console.log(`\n${label}: ${profiles.toLocaleString('en-IN')} profiles, ${seconds} s, ${connections} connections`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-load-'));
  const schema = base ? await pgSchema(base) : null;
  // DATABASE_URL is always given: empty for SQLite, so the server does not inherit this process's.
  const env = { DATA_DIR: dataDir, DATABASE_URL: schema?.url ?? '' };
  try {
    const { db } = await prepareDatabase(loadConfig({ NODE_ENV: 'production', QUICK_START: 'true', LOG_LEVEL: 'silent', STATIC_DIR: 'none', ...env }));
    const fx = await prepare(db);
    await db.destroy();
    const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
    const server = await startServer(
      {
        ...env,
        NODE_ENV: 'production',
        QUICK_START: 'true',
        LOG_LEVEL: process.env.BENCH_SERVER_LOG ?? 'warn',
        RATE_LIMITS: 'false',
        STATIC_DIR: staticDir,
        ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
      },
      port,
      process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
    );
    try {
      // A short unmeasured warm-up of the same mix: connections opened, code paths compiled.
      await drive(server.baseUrl, fx, warmUp);
      const before = load();
      const cpuBefore = cpuSeconds(server.child.pid);
      const results = await drive(server.baseUrl, fx, seconds);
      const cpuAfter = cpuSeconds(server.child.pid);
      const lines = results.map((r) => {
        const overBudget = r.route !== 'sign-in' && r.p99 >= budgetMs;
        if (r.errors || overBudget) failed = true;
        const notes = [r.errors ? `errors: ${r.firstError ?? 'see server log'}` : '', overBudget ? `p99 over ${budgetMs} ms` : ''].filter(Boolean).join('; ');
        return `| ${r.route} | ${r.requests} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${notes || 'ok'} |`;
      });
      const total = results.reduce((s, r) => s + r.requests, 0);
      tables.push(
        [
          `\n${label}, ${profiles.toLocaleString('en-IN')} profiles, ${seconds} s, ${connections} connections (load average before: ${before}, after: ${load()}; ${os.cpus().length} cores)`,
          '| route | requests | errors | p50 ms | p95 ms | p99 ms | req/s | |',
          '|---|---|---|---|---|---|---|---|',
          ...lines,
          `| all | ${total} | ${results.reduce((s, r) => s + r.errors, 0)} | | | | ${Math.round(total / seconds)} | |`,
          cpuBefore !== null && cpuAfter !== null
            ? `Server process CPU: ${(cpuAfter - cpuBefore).toFixed(1)} s in ${seconds} s (${(((cpuAfter - cpuBefore) * 1000) / total).toFixed(2)} ms a request).`
            : '',
        ].join('\n'),
      );
      if (results.some((r) => r.errors))
        console.log(
          server
            .output()
            .split('\n')
            .filter((l) => l.includes('"level":50') || l.includes('error'))
            .slice(0, 10)
            .join('\n'),
        );
      if (process.env.BENCH_SERVER_LOG) fs.writeFileSync(`bench-load-${label}.log`, server.output());
    } finally {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  } finally {
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(tables.join('\n'));
console.log(
  failed
    ? `\nFAILED: errors, or p99 at or over ${budgetMs} ms on a route other than sign-in.`
    : `\nAll routes within budget (p99 under ${budgetMs} ms, no errors).`,
);
process.exit(failed ? 1 : 0);
