// `npm run test:soak`, the long runs CI requires after `npm test`: the API fuzz at full size with a
// fresh seed (printed, so a failure can be replayed with FUZZ_SEED), the twenty crash restarts,
// each on SQLite and on PostgreSQL when TEST_DATABASE_URL is set, then a short load run.
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

// The load run on a small setting: every route error-free and within its p99 budget, per database.
// The full setting (100,000 profiles, 60 s, 64 connections) is `npm run bench:load`; its figures
// are in the README (Measured). CI runs it small so that a busy shared host does not decide the
// build: with 64 connections p99 is queueing, and it moved 2–4× between machines of this kind.
run('load (bench:load, 5,000 profiles, 10 s, 8 connections)', 'npx', ['tsx', 'scripts/bench-load.ts'], {
  BENCH_DURATION: '10',
  BENCH_PROFILES: '5000',
  BENCH_CONNECTIONS: '8',
  ...(TEST_DATABASE_URL ? { DATABASE_URL: TEST_DATABASE_URL } : {}),
});

finish();
