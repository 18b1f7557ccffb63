// `npm run bench:search`: seeds demo members (BENCH_PROFILES, 1,000,000 by default; bench-members.ts)
// on SQLite, and on PostgreSQL when DATABASE_URL is set, then runs BENCH_SEARCHES (200) random filter sets through
// GET /api/search in process, as random members, and prints p50/p95/p99 per database and sort,
// with the query plans of three typical searches (docs/decisions/034-member-search-query.md) and
// of the slowest filter sets (BENCH_SLOWEST, 5; EXPLAIN ANALYZE on PostgreSQL). BENCH_KEEP=true
// keeps the seeded databases and reuses them in the next run with as many profiles and the same
// migrations (bench-database.ts); BENCH_DATABASES=sqlite or =postgres runs one of the two.
import os from 'node:os';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { dialectOf, type Database } from '../src/server/db/database.ts';
import { createSession } from '../src/server/modules/auth/index.ts';
import { loadMember } from '../src/server/modules/matching/index.ts';
import { planFor } from '../src/server/modules/discovery/index.ts';
import { routeOf, searchPageQuery, photoTypeIds, refreshSearchStatistics } from '../src/server/modules/search/index.ts';
import { create } from 'superstruct';
import { SEARCH_SORTS, SearchFilters } from '../src/shared/schemas/search.ts';
import { benchDatabase } from './bench-database.ts';
import { seedBenchMembers } from './bench-members.ts';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 1_000_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const SLOWEST = Number(process.env.BENCH_SLOWEST ?? 5);
const KEEP = process.env.BENCH_KEEP === 'true';
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A seeded random generator, so two runs send the same searches. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

async function choices(db: Database) {
  const ids = async (table: 'religion' | 'caste' | 'state' | 'qualification' | 'occupation' | 'maritalStatus' | 'dietaryHabit') =>
    (await db.selectFrom(table).select('id').execute()).map((r) => Number(r.id));
  const cities = (await db.selectFrom('profile').select('city').distinct().limit(50).execute()).map((r) => String(r.city));
  return {
    religionId: await ids('religion'),
    casteId: await ids('caste'),
    stateId: await ids('state'),
    educationId: await ids('qualification'),
    occupationId: await ids('occupation'),
    maritalStatusId: await ids('maritalStatus'),
    dietId: await ids('dietaryHabit'),
    cities,
  };
}

/** A filter set as a member might choose one: a few fields, sometimes several values in one. */
function randomFilters(rng: () => number, c: Awaited<ReturnType<typeof choices>>): Record<string, string> {
  const some = (list: number[], most: number) => {
    const n = 1 + Math.floor(rng() * most);
    return [...new Set(Array.from({ length: n }, () => list[Math.floor(rng() * list.length)]))].join(',');
  };
  const f: Record<string, string> = { sort: SEARCH_SORTS[Math.floor(rng() * SEARCH_SORTS.length)] };
  if (rng() < 0.7) {
    const lo = 21 + Math.floor(rng() * 12);
    f.ageMin = String(lo);
    f.ageMax = String(lo + 2 + Math.floor(rng() * 8));
  }
  if (rng() < 0.3) f.heightMin = String(150 + Math.floor(rng() * 20));
  if (rng() < 0.2) f.incomeMin = String(300_000 + Math.floor(rng() * 1_500_000));
  if (rng() < 0.6) f.religionId = some(c.religionId, 2);
  if (rng() < 0.25) f.casteId = some(c.casteId, 4);
  if (rng() < 0.3) f.stateId = some(c.stateId, 3);
  if (rng() < 0.1 && c.cities.length) f.city = c.cities[Math.floor(rng() * c.cities.length)];
  if (rng() < 0.2) f.educationId = some(c.educationId, 3);
  if (rng() < 0.15) f.occupationId = some(c.occupationId, 3);
  if (rng() < 0.15) f.maritalStatusId = some(c.maritalStatusId, 2);
  if (rng() < 0.1) f.dietId = some(c.dietId, 2);
  if (rng() < 0.2) f.withPhoto = 'true';
  if (rng() < 0.2) f.verifiedOnly = 'true';
  if (rng() < 0.2) f.activeWithinDays = String([7, 30, 90][Math.floor(rng() * 3)]);
  if (rng() < 0.2) f.page = String(2 + Math.floor(rng() * 3));
  return f;
}

/** The plan of a search's page query, as the search would run it (EXPLAIN ANALYZE on PostgreSQL when `analyze`). */
async function explain(db: Database, memberId: number, filters: SearchFilters, analyze = false) {
  const scope = { plan: planFor(await loadMember(db, memberId)), hidden: [], photoTypeIds: await photoTypeIds(db), today: new Date() };
  const route = routeOf(db, scope, filters);
  const compiled = searchPageQuery(db, scope, filters, route).compile();
  const postgres = dialectOf(db) === 'postgres';
  const rows = await db.executeQuery({
    sql: `${postgres ? (analyze ? 'explain (analyze, buffers)' : 'explain') : 'explain query plan'} ${compiled.sql}`,
    parameters: compiled.parameters,
    query: compiled.query,
  } as never);
  const lines = (rows.rows as Array<Record<string, unknown>>).map((r) => `    ${String(r.detail ?? r['QUERY PLAN'] ?? JSON.stringify(r))}`);
  return [`    route: ${JSON.stringify(route)}`, ...lines].join('\n');
}

const lines: string[] = [];
const plans: string[] = [];
const targets: Array<string | null> = [
  ...(DATABASES.includes('sqlite') ? [null] : []),
  ...(process.env.DATABASE_URL && DATABASES.includes('postgres') ? [process.env.DATABASE_URL] : []),
];
for (const base of targets) {
  const name = base ? 'PostgreSQL' : 'SQLite';
  const { config, db, seeded, markSeeded, dispose } = await benchDatabase(base, 'bench-search', KEEP ? String(PROFILES) : undefined);
  try {
    let seedSeconds = 0;
    if (seeded) console.log(`${name}: ${PROFILES.toLocaleString('en-IN')} profiles kept from an earlier run`);
    else {
      seedSeconds = await seedBenchMembers(db, PROFILES);
      await markSeeded();
      console.log(`${name}: ${PROFILES.toLocaleString('en-IN')} profiles seeded in ${seedSeconds.toFixed(0)} s`);
    }
    const members = await db
      .selectFrom('profile')
      .select('userId')
      .where('discoverable', '=', 1)
      .orderBy(sql`random()`)
      .limit(50)
      .execute();
    const tokens = await Promise.all(members.map(async (m) => (await createSession(db, Number(m.userId), 2, {})).token));
    const app = await buildApp({ config, db });
    await app.ready();
    // The counts a server gathers in the background after its first search (search-statistics.ts).
    const t = process.hrtime.bigint();
    await refreshSearchStatistics(db, await photoTypeIds(db));
    console.log(`${name}: filter values counted in ${(Number(process.hrtime.bigint() - t) / 1e6).toFixed(0)} ms`);
    const c = await choices(db);
    const rng = random(20_261_124);
    const bySort = new Map<string, number[]>([['all', []]]);
    const statuses = new Map<number, number>();
    const loadBefore = os.loadavg()[0];
    const timed: Array<{ ms: number; filters: Record<string, string>; member: number }> = [];
    for (let i = 0; i < SEARCHES; i++) {
      const filters = randomFilters(rng, c);
      const query = new URLSearchParams(filters).toString();
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url: `/api/search?${query}`, headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
      bySort.get('all')!.push(ms);
      timed.push({ ms, filters, member: Number(members[i % members.length].userId) });
      if (!bySort.has(filters.sort)) bySort.set(filters.sort, []);
      bySort.get(filters.sort)!.push(ms);
    }
    for (const [sort, times] of bySort) {
      times.sort((a, b) => a - b);
      lines.push(
        `| ${name} | ${PROFILES.toLocaleString('en-IN')} | ${sort} | ${times.length} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${pct(times, 99).toFixed(1)} | ${sort === 'all' ? (seeded ? 'kept' : `${seedSeconds.toFixed(0)} s`) : ''} |`,
      );
    }
    console.log(`${name}: load average ${loadBefore.toFixed(1)} before the searches, ${os.loadavg()[0].toFixed(1)} after`);
    console.log(`${name}: answers ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')} (a 400 is a page past the end of a narrow search)`);
    const someone = Number(members[0].userId);
    plans.push(
      `${name}, best match, one religion and an age range:\n${await explain(db, someone, { sort: 'best', religionId: [c.religionId[0]], ageMin: 25, ageMax: 30 })}`,
    );
    plans.push(`${name}, newest, no filter:\n${await explain(db, someone, { sort: 'newest' })}`);
    plans.push(`${name}, recently active, verified only:\n${await explain(db, someone, { sort: 'active', verifiedOnly: true })}`);
    for (const t of timed.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
      const { page: _page, ...rest } = t.filters;
      const filters = create(rest, SearchFilters);
      plans.push(`${name}, slow, ${t.ms.toFixed(0)} ms: ${new URLSearchParams(t.filters).toString()}\n${await explain(db, t.member, filters, true)}`);
    }
    await app.close();
  } finally {
    await dispose();
  }
}
console.log(
  `\nMachine: ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}. In-process GET /api/search, ${SEARCHES} random filter sets per database.`,
);
console.log('| database | profiles | sort | searches | p50 ms | p95 ms | p99 ms | seed |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(lines.join('\n'));
console.log(`\nQuery plans:\n${plans.join('\n')}`);
