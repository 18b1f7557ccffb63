// `npm run bench:interests [-- --members 100000 --interests 1000000 --sample 200 --databases sqlite,postgres]`:
// seeds demo members and interests between them (SQLite; and PostgreSQL when DATABASE_URL is
// set), then measures, in process, GET /api/interests (each tab) and GET …/match for random
// members, with blocks and "not interested" marks in place. Budgets: the Interests page p95
// ≤ 20 ms; the match page p95 ≤ 30 ms at 100,000 members.
import os from 'node:os';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { dialectOf, type Database } from '../src/server/db/database.ts';
import { seedDemoMembers } from '../src/server/db/seeds/demo.seed.ts';
import { createSession } from '../src/server/modules/auth/index.ts';
import { INTEREST_TABS } from '../src/shared/schemas/interests.ts';
import { benchDatabase } from './bench-database.ts';

const opt = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const memberCount = Number(opt('members', '100000'));
const interestCount = Number(opt('interests', '1000000'));
const sampleSize = Number(opt('sample', '200'));
const databases = opt('databases', 'sqlite,postgres').split(',');
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A small seeded random generator, so every run seeds the same interests. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Interests as members send them: each sender a few, receivers skewed (a few popular members
 * receive thousands); half pending (some older than 30 days, so expired), the rest accepted,
 * declined or withdrawn; plus one block and one "not interested" mark per 20 members.
 */
async function seedInterests(db: Database, ids: number[], count: number) {
  const rng = mulberry32(7);
  const now = Date.now();
  const perSender = Math.ceil(count / ids.length);
  const BATCH = 5000;
  let rows: Array<Record<string, unknown>> = [];
  let made = 0;
  const flush = async () => {
    if (rows.length)
      await db
        .insertInto('interest')
        .values(rows as never)
        .onConflict((oc) => oc.doNothing())
        .execute();
    rows = [];
  };
  for (const sender of ids) {
    const targets = new Set<number>();
    while (targets.size < perSender && made + targets.size < count) {
      const target = ids[Math.floor(Math.pow(rng(), 2) * ids.length)];
      if (target !== sender) targets.add(target);
    }
    for (const target of targets) {
      const roll = rng();
      const status = roll < 0.5 ? 'pending' : roll < 0.7 ? 'accepted' : roll < 0.9 ? 'declined' : 'withdrawn';
      const sent = new Date(now - Math.floor(rng() * 45 * 86_400_000)).toISOString();
      const changed = status === 'pending' ? sent : new Date(Math.min(now, Date.parse(sent) + Math.floor(rng() * 5 * 86_400_000))).toISOString();
      rows.push({
        userId: sender,
        targetUserId: target,
        status,
        note: rng() < 0.5 ? 'We liked your profile; our family would like to take this forward.' : null,
        createdAt: sent,
        updatedAt: changed,
      });
      if (rows.length >= BATCH) await flush();
    }
    made += targets.size;
    if (made >= count) break;
  }
  await flush();
  const at = new Date(now).toISOString();
  for (const table of ['block', 'notInterested'] as const) {
    const marks: Array<Record<string, unknown>> = [];
    for (let i = 0; i < ids.length; i += 20) {
      const other = ids[Math.floor(rng() * ids.length)];
      if (other === ids[i]) continue;
      marks.push(table === 'block' ? { userId: ids[i], blockedUserId: other, createdAt: at } : { userId: ids[i], targetUserId: other, createdAt: at });
    }
    for (let i = 0; i < marks.length; i += BATCH)
      await db
        .insertInto(table)
        .values(marks.slice(i, i + BATCH) as never)
        .onConflict((oc) => oc.doNothing())
        .execute();
  }
}

const results: string[] = [];
const verdicts: string[] = [];
const plans: string[] = [];
const targets: Array<string | null> = [
  ...(databases.includes('sqlite') ? [null] : []),
  ...(process.env.DATABASE_URL && databases.includes('postgres') ? [process.env.DATABASE_URL] : []),
];
for (const base of targets) {
  const name = base ? 'PostgreSQL' : 'SQLite';
  const { config, db, dispose } = await benchDatabase(base, 'bench-interests');
  let t0 = Date.now();
  await seedDemoMembers(db, memberCount, 42);
  const ids = (await db.selectFrom('users').select('id').where('userRoleId', '=', 2).orderBy('id').execute()).map((r) => Number(r.id));
  const seedMembers = (Date.now() - t0) / 1000;
  t0 = Date.now();
  await seedInterests(db, ids, interestCount);
  if (dialectOf(db) === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  const seedInterestsSeconds = (Date.now() - t0) / 1000;
  const total = Number(
    (
      await db
        .selectFrom('interest')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const busiest = await db
    .selectFrom('interest')
    .select(['targetUserId', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('targetUserId')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  console.log(
    `${name}: ${ids.length.toLocaleString('en-IN')} members in ${seedMembers.toFixed(0)} s, ${total.toLocaleString('en-IN')} interests in ${seedInterestsSeconds.toFixed(0)} s; the busiest member received ${Number(busiest.n).toLocaleString('en-IN')}`,
  );

  const rng = mulberry32(11);
  const sample = Array.from({ length: sampleSize }, () => ids[Math.floor(rng() * ids.length)]);
  // The busiest receiver too: the page must stay fast for the most popular member.
  sample.push(Number(busiest.targetUserId));
  const tokens = await Promise.all(sample.map(async (id) => (await createSession(db, id, 2, {})).token));
  const app = await buildApp({ config, db });
  await app.ready();
  const cpuPerRequest = new Map<string, number>();
  const measure = async (url: string, warm = true) => {
    const latencies: number[] = [];
    // One untimed pass warms the code and the database's cache, as a running server's is.
    // (Not for matches: a warm pass would fill the ranking cache and time nothing but it.)
    if (warm) for (const token of tokens) await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const cpu0 = process.cpuUsage();
    for (const token of tokens) {
      const start = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    }
    // CPU time per request barely depends on what else the machine runs, unlike wall-clock time.
    const cpu = process.cpuUsage(cpu0);
    cpuPerRequest.set(url, (cpu.user + cpu.system) / 1000 / tokens.length);
    return latencies;
  };
  const all: number[] = [];
  const load = os.loadavg()[0];
  const row = (latencies: number[], url: string) =>
    `${pct(latencies, 50).toFixed(1)} | ${pct(latencies, 95).toFixed(1)} | ${pct(latencies, 99).toFixed(1)} | ${(cpuPerRequest.get(url) ?? 0).toFixed(1)}`;
  for (const tab of INTEREST_TABS) {
    const latencies = await measure(`/api/interests?tab=${tab}`);
    all.push(...latencies);
    latencies.sort((a, b) => a - b);
    results.push(`| ${name} | Interests, ${tab} | ${row(latencies, `/api/interests?tab=${tab}`)} | ${load.toFixed(1)} |`);
  }
  all.sort((a, b) => a - b);
  const interestsP95 = pct(all, 95);
  results.push(
    `| ${name} | Interests, all tabs | ${pct(all, 50).toFixed(1)} | ${interestsP95.toFixed(1)} | ${pct(all, 99).toFixed(1)} | — | ${load.toFixed(1)} |`,
  );
  verdicts.push(`budget: ${name} Interests page p95 = ${interestsP95.toFixed(1)} ms (≤ 20 ms) ${interestsP95 <= 20 ? 'met' : 'MISSED'}`);
  // Matches: the first read of each member ranks their window (nothing is cached yet).
  const first = (await measure('/api/user-matrimonial-detail/match', false)).sort((a, b) => a - b);
  results.push(`| ${name} | Matches | ${row(first, '/api/user-matrimonial-detail/match')} | ${load.toFixed(1)} |`);
  verdicts.push(
    `budget: ${name} match page p95 at ${memberCount.toLocaleString('en-IN')} = ${pct(first, 95).toFixed(1)} ms (≤ 30 ms) ${pct(first, 95) <= 30 ? 'met' : 'MISSED'}`,
  );
  const viewers = (await measure('/api/user-matrimonial-detail/GetMatchingProfilesAsync')).sort((a, b) => a - b);
  results.push(`| ${name} | Who viewed me | ${row(viewers, '/api/user-matrimonial-detail/GetMatchingProfilesAsync')} | ${load.toFixed(1)} |`);

  // The received tab's plan for the busiest member.
  const me = Number(busiest.targetUserId);
  const compiled = db
    .selectFrom('interest as i')
    .innerJoin('profile as p', 'p.userId', 'i.userId')
    .select(['i.id'])
    .where('i.targetUserId', '=', me)
    .where('i.status', 'not in', ['withdrawn', 'ended'])
    .where('p.discoverable', '=', 1)
    .orderBy(sql`coalesce(i.updated_at, i.created_at)`, 'desc')
    .limit(20)
    .compile();
  const planRows = await db
    .executeQuery({
      sql: `${dialectOf(db) === 'postgres' ? 'explain' : 'explain query plan'} ${compiled.sql}`,
      parameters: compiled.parameters,
      query: compiled.query,
    } as never)
    .catch(() => ({ rows: [] }));
  plans.push(
    `${name}:\n${(planRows.rows as Array<Record<string, unknown>>).map((r) => `  ${String(r.detail ?? r['QUERY PLAN'] ?? JSON.stringify(r))}`).join('\n')}`,
  );

  await app.close();
  await dispose();
}
console.log(`\nMachine: ${os.cpus().length} CPUs; ${sampleSize} random members and the busiest receiver, in process; load is the 1-minute average.`);
console.log('| database | page | p50 ms | p95 ms | p99 ms | CPU ms/request | load |');
console.log('|---|---|---|---|---|---|---|');
console.log(results.join('\n'));
console.log(verdicts.join('\n'));
console.log(`\nQuery plans (the received tab of the busiest member):\n${plans.join('\n')}`);
if (verdicts.some((v) => v.endsWith('MISSED'))) process.exitCode = 1;
