import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';
import { SERVER_COMMAND } from './scripts/server-command.mjs';
import { buildServerIfStale } from './scripts/site-build.mjs';

// Browser tests run in Debian's Chromium headless shell or full Chromium (scripts/chromium.mjs)
// against the one-process server serving the built site. Every worker has a server of its own,
// on its own port with its own throwaway data folder (database, outbox, uploads), so no test sees
// what a test in another worker wrote: worker N (TEST_PARALLEL_INDEX) talks to E2E_PORT + N.
const basePort = Number(process.env.E2E_PORT ?? 4390);

/** Workers (and so servers): E2E_WORKERS, or --workers / -j on the command line, else 2. */
function workerCount(): number {
  const argv = process.argv;
  const at = argv.findIndex((a) => a === '--workers' || a === '-j' || a.startsWith('--workers=') || /^-j\d+$/.test(a));
  const fromArgv = at < 0 ? undefined : argv[at].includes('=') ? argv[at].split('=')[1] : /^-j\d+$/.test(argv[at]) ? argv[at].slice(2) : argv[at + 1];
  const n = Number(process.env.E2E_WORKERS ?? (fromArgv && /^\d+$/.test(fromArgv) ? fromArgv : 2));
  return Number.isInteger(n) && n > 0 ? n : 2;
}
// Decided once in the runner; the workers it spawns inherit the environment and read the same.
process.env.E2E_WORKERS ??= String(workerCount());
process.env.E2E_DATA_ROOT ??= fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-e2e-'));
const workers = Number(process.env.E2E_WORKERS);
const dataDirOf = (slot: number) => path.join(process.env.E2E_DATA_ROOT!, `worker-${slot}`);
for (let slot = 0; slot < workers; slot++) fs.mkdirSync(dataDirOf(slot), { recursive: true });

// The servers run the compiled server, as production does (scripts/server-command.mjs): the runner
// compiles it first when its sources changed since it was built.
if (process.env.TEST_WORKER_INDEX === undefined && !buildServerIfStale()) throw new Error('The server did not compile (npm run build:server).');

// In a worker, its slot; in the runner, 0 (unused there).
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const port = basePort + slot;
/** This worker's server data folder: tests read its outbox, uploads and database. */
process.env.E2E_DATA_DIR = dataDirOf(slot);
export const E2E_ADMIN = { email: 'admin@e2e.example.in', password: 'E2e-Admin-Password-1' };

export default defineConfig({
  testDir: 'tests/e2e',
  // Files are shared out between the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A wait for a state, not a limit on speed: under `npm test` the browser suite shares two cores
  // with both API suites, and a screen's first load there has taken over ten seconds.
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records the page at every step, a sixth of the suite's CPU when kept for every
    // test: it is recorded when a failed test is tried again (CI) or asked for (--trace on).
    trace: 'on-first-retry',
    // The service worker (docs/decisions/040) serves the API through itself, out of page.route's
    // reach, and fills its precache in the background: suites that need it opt in
    // (tests/e2e/offline).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // The compositor in the browser's own process, and one renderer for the site's pages and
        // frames: every test opens a fresh context, and each process started costs the cores
        // (about a tenth of Chromium's CPU across the suite, docs/measured.md).
        '--in-process-gpu',
        '--disable-site-isolation-trials',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: workers }, (_, n) => ({
    command: ['node', ...SERVER_COMMAND].join(' '),
    url: `http://127.0.0.1:${basePort + n}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Browser suites sign in and register many times a run; the limits have their own API tests.
      RATE_LIMITS: 'false',
      // The push settings' stand-in subscription names a push service on loopback.
      PUSH_LOOPBACK_FOR_TESTS: 'true',
      PORT: String(basePort + n),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirOf(n),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SITE_URL: `http://127.0.0.1:${basePort + n}`,
      E2E_DATA_DIR: dataDirOf(n),
    },
  })),
});
