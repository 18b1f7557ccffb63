// `npm run test:soak`, the long runs CI requires after `npm test`: the API fuzz at full size with a
// fresh seed (printed, so a failure can be replayed with FUZZ_SEED), the twenty crash restarts,
// each on SQLite and on PostgreSQL when TEST_DATABASE_URL is set, the access matrix and a short
// fuzz through nginx, then a short load run.
import { randomInt } from 'node:crypto';
import { finish, run, vitest } from './test-steps.mjs';

const { TEST_DATABASE_URL } = process.env;
const seed = String(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const databases = [
  { name: 'SQLite', env: { TEST_DATABASE_URL: undefined }, fuzzRuns: '20000' },
  ...(TEST_DATABASE_URL ? [{ name: 'PostgreSQL', env: { TEST_DATABASE_URL }, fuzzRuns: '10000' }] : []),
];
if (!TEST_DATABASE_URL) console.log('\n!! TEST_DATABASE_URL is not set: the soak runs did not run against PostgreSQL.');

console.log(`\nAPI fuzz seed ${seed} (replay: FUZZ_SEED=${seed} FUZZ_RUNS=<runs> npx vitest run tests/api/fuzz/api-fuzz.test.ts)`);
for (const db of databases) {
  vitest(`API fuzz, ${db.fuzzRuns} requests, seed ${seed} (${db.name})`, ['--project', 'api', 'tests/api/fuzz/api-fuzz.test.ts'], {
    ...db.env,
    FUZZ_SEED: seed,
    FUZZ_RUNS: process.env.FUZZ_RUNS ?? db.fuzzRuns,
  });
  vitest(`crash restarts (${db.name})`, ['--project', 'api', 'tests/api/crash-durability.test.ts'], db.env);
}

// The same suites through nginx with the project's configuration in front of the server
// (TEST_THROUGH_NGINX, tests/helpers/nginx-front.ts): what nginx itself answers (an unreadable
// request line, a path it resolves elsewhere, a body over its limit) must still be the API's envelope.
const onPostgres = databases.at(-1);
vitest(
  `access matrix and API fuzz (2,000 requests) through nginx (${onPostgres.name})`,
  ['--project', 'api', 'tests/api/access/access-matrix.test.ts', 'tests/api/fuzz/api-fuzz.test.ts'],
  { ...onPostgres.env, TEST_THROUGH_NGINX: '1', FUZZ_SEED: seed, FUZZ_RUNS: '2000' },
);

// The load run on a small setting: every route error-free and within its p99 budget, per database.
// The full setting (100,000 profiles, 60 s, 64 connections) is `npm run bench:load`; its figures
// are in docs/measured.md. CI runs it small so that a busy shared host does not decide the
// build: with 64 connections p99 is queueing, and it moved 2–4× between machines of this kind.
run('load (bench:load, 5,000 profiles, 10 s, 8 connections)', 'npx', ['tsx', 'scripts/bench-load.ts'], {
  BENCH_DURATION: '10',
  BENCH_PROFILES: '5000',
  BENCH_CONNECTIONS: '8',
  ...(TEST_DATABASE_URL ? { DATABASE_URL: TEST_DATABASE_URL } : {}),
});

finish();
