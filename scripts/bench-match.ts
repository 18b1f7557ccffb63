// `npm run bench:match [-- --sizes 10000,100000,1000000 --seconds 10 --members 200 --databases sqlite,postgres]`:
// seeds demo members at each size (SQLite; and PostgreSQL when DATABASE_URL is set), then
// measures GET /api/user-matrimonial-detail/match for random members in-process and over HTTP
// at 1 and 32 connections, and prints the query plan.
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { dialectOf } from '../src/server/db/database.ts';
import { seedDemoMembers } from '../src/server/db/seeds/demo.seed.ts';
import { createSession } from '../src/server/modules/auth/index.ts';
import { loadMember } from '../src/server/modules/matching/index.ts';
import { planFor, rankedQuery, MAX_ROWS } from '../src/server/modules/discovery/index.ts';
import { benchDatabase } from './bench-database.ts';

const opt = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const sizes = opt('sizes', '10000,100000,1000000').split(',').map(Number);
const seconds = Number(opt('seconds', '10'));
const sampleMembers = Number(opt('members', '200'));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const rows: string[] = [];
const p95s = new Map<string, number>();
const plans: string[] = [];
const databases = opt('databases', 'sqlite,postgres').split(',');
const targets: Array<string | null> = [
  ...(databases.includes('sqlite') ? [null] : []),
  ...(process.env.DATABASE_URL && databases.includes('postgres') ? [process.env.DATABASE_URL] : []),
];
for (const base of targets) {
  for (const size of sizes) {
    const { config, db, dispose } = await benchDatabase(base, 'bench-match');
    const seedStart = Date.now();
    await seedDemoMembers(db, size, 42);
    // PostgreSQL: vacuum too, as autovacuum would, so index-only scans see all-visible pages.
    if (dialectOf(db) === 'postgres') await sql`vacuum analyze`.execute(db);
    else await sql`analyze`.execute(db);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const members = await db
      .selectFrom('users')
      .select('id')
      .where('userRoleId', '=', 2)
      .orderBy(sql`random()`)
      .limit(sampleMembers)
      .execute();
    const tokens = await Promise.all(members.map(async (m) => (await createSession(db, Number(m.id), 2, {})).token));
    const app = await buildApp({ config, db });
    await app.ready();

    const latencies: number[] = [];
    const load = os.loadavg()[0];
    const cpu0 = process.cpuUsage();
    for (const token of tokens) {
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url: '/api/user-matrimonial-detail/match', headers: { authorization: `Bearer ${token}` } });
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.statusCode !== 200) throw new Error(`match answered ${res.statusCode}: ${res.body}`);
    }
    // CPU time per request barely depends on what else the machine runs, unlike wall-clock time.
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000 / tokens.length;
    latencies.sort((a, b) => a - b);
    p95s.set(`${base ? 'pg' : 'sqlite'}-${size}`, pct(latencies, 95));

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const http: Record<number, autocannon.Result> = {};
    for (const connections of [1, 32]) {
      let i = 0;
      http[connections] = await autocannon({
        url: `${address}/api/user-matrimonial-detail/match`,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[i++ % tokens.length]}` } }) }],
      });
    }
    const plan = planFor(await loadMember(db, Number(members[0].id)));
    const compiled = rankedQuery(db, plan, MAX_ROWS).compile();
    const planRows = await db
      .executeQuery({
        sql: `${dialectOf(db) === 'postgres' ? 'explain' : 'explain query plan'} ${compiled.sql}`,
        parameters: compiled.parameters,
        query: compiled.query,
      } as never)
      .catch(() => ({ rows: [] }));
    plans.push(
      `${base ? 'PostgreSQL' : 'SQLite'} ${size}:\n${(planRows.rows as Array<Record<string, unknown>>).map((r) => `  ${String(r.detail ?? r['QUERY PLAN'] ?? JSON.stringify(r))}`).join('\n')}`,
    );
    await app.close();
    await dispose();
    const h1 = http[1];
    const h32 = http[32];
    rows.push(
      `| ${base ? 'PostgreSQL' : 'SQLite'} | ${size.toLocaleString('en-IN')} | ${seedSeconds.toFixed(0)} s | ${pct(latencies, 50).toFixed(1)} | ${pct(latencies, 95).toFixed(1)} | ${pct(latencies, 99).toFixed(1)} | ${cpuMs.toFixed(1)} | ${Math.round(h1.requests.average)} (p50 ${h1.latency.p50}, p99 ${h1.latency.p99} ms) | ${Math.round(h32.requests.average)} (p50 ${h32.latency.p50}, p99 ${h32.latency.p99} ms) | ${h1.errors + h1.non2xx + h32.errors + h32.non2xx} | ${load.toFixed(1)} |`,
    );
    console.log(rows[rows.length - 1]);
  }
}
console.log(`\nMachine: ${os.cpus().length} CPUs; load average is the 1-minute figure when each size started.`);
console.log('| database | profiles | seed | in-process p50 ms | p95 ms | p99 ms | CPU ms/request | HTTP 1 conn req/s | HTTP 32 conn req/s | errors | load |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
// The match budgets (docs/measured.md): p95 ≤ 30 ms at 100,000 on SQLite (one connection); p95 at 1,000,000 ≤ 2 × p95 at 100,000.
for (const db of ['sqlite', 'pg']) {
  const [at100k, at1m] = [p95s.get(`${db}-100000`), p95s.get(`${db}-1000000`)];
  if (db === 'sqlite' && at100k !== undefined)
    console.log(`budget: ${db} p95 at 100,000 = ${at100k.toFixed(1)} ms (≤ 30 ms) ${at100k <= 30 ? 'met' : 'MISSED'}`);
  if (at100k !== undefined && at1m !== undefined)
    console.log(`budget: ${db} p95 at 1,000,000 / at 100,000 = ${(at1m / at100k).toFixed(2)} (≤ 2) ${at1m <= 2 * at100k ? 'met' : 'MISSED'}`);
}
console.log(`\nQuery plans (ranked candidates):\n${plans.join('\n')}`);
