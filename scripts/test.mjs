// `npm test`, the everyday verdict: builds the site when stale (the API suite checks its pages'
// headers) and the compiled server the test servers run (scripts/server-command.mjs), then runs
// side by side the unit and API tests on SQLite, the API suite again on PostgreSQL when
// TEST_DATABASE_URL is set, and the browser tests in Chromium against the built site (a server per
// worker), and beside them the size budgets. The API fuzz runs its everyday size with a fixed seed
// (tests/api/fuzz/api-fuzz.test.ts). The long runs, the crash restarts and the load run are
// `npm run test:soak` (scripts/test-soak.mjs), which CI runs after this.
import fs from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { buildServerIfStale, siteIsCurrent } from './site-build.mjs';
import { fail, finish, playwrightBeside, run, start, vitestBeside } from './test-steps.mjs';

/** Twenty SIGKILLs and restarts: the soak command runs this file, on both databases. */
const SOAK_ONLY = ['tests/api/crash-durability.test.ts'];
const exclude = SOAK_ONLY.flatMap((file) => ['--exclude', file]);

// Built unless dist/ already holds a build of the site's current sources (after `npm run check`,
// or when only the server changed since the last run).
let siteBuilt = siteIsCurrent();
if (siteBuilt) console.log('\n▶ build the site: dist/ is a build of the current sources, not built again');
else siteBuilt = run('build the site', 'npm', ['run', 'build']);
// The server alone when only it changed since the last build (a second); `npm run build` compiles
// it too.
if (!buildServerIfStale()) fail('compile the server');

// The three suites run side by side: each spends much of its time waiting (on hashing, the
// PostgreSQL server's commits, page loads), which the others fill, all at the same priority: a
// test worker kept waiting for the cores more than a minute gives up on its calls to vitest
// (docs/decisions/048-the-everyday-verdict.md). SQLite's output is shown as it comes; the others'
// when they end.
const steps = [vitestBeside('unit + API tests (SQLite)', exclude, { TEST_DATABASE_URL: undefined }, { live: true })];
const { TEST_DATABASE_URL } = process.env;
if (TEST_DATABASE_URL) steps.push(vitestBeside('API tests (PostgreSQL)', ['--project', 'api', ...exclude], { TEST_DATABASE_URL }));

const chromium = chromiumPath();
if (fs.existsSync(chromium)) {
  if (siteBuilt) {
    // Three workers: a third keeps the cores busy while the
    // others wait on pages (docs/measured.md).
    steps.push(playwrightBeside('browser tests (Chromium)', [], { CHROMIUM_PATH: chromium, E2E_WORKERS: process.env.E2E_WORKERS ?? '3' }));
    // The size budgets too: half a minute of it is a first visit watched in Chromium, which
    // waits rather than works.
    steps.push(start('size budgets', 'node', ['--import', 'tsx', 'scripts/check-budgets.mjs']));
  }
} else if (process.env.CI) {
  console.error(`\n!! No Chromium at ${chromium}: browser tests are required in CI.`);
  fail('browser tests (no Chromium)');
} else {
  console.log(
    `\n!!!!!!!! No Chromium at ${chromium}: BROWSER TESTS SKIPPED. Install Debian's chromium-headless-shell or chromium, or set CHROMIUM_PATH. !!!!!!!!`,
  );
}

await Promise.all(steps);
if (!TEST_DATABASE_URL) console.log('\n!! TEST_DATABASE_URL is not set: the API suite did not run against PostgreSQL.');

finish();
