import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; API tests drive the app in-process through inject().
// Files run in two processes at least: vitest's default (one fewer than the cores) leaves a
// two-core machine with one, and an API test file spends much of its time waiting on hashing,
// the database and the file system, which a second process fills.
export default defineConfig({
  test: {
    pool: 'forks',
    // Which files share a process is the pool's decision, made here for every project: a project
    // cannot loosen it alone. Each project then says whether its files get fresh modules.
    poolOptions: { forks: { isolate: false } },
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for a state, not for a time: its default second is shorter than a
    // scrape or a sign-in takes on two cores busy with all three suites.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node', poolOptions: { forks: { isolate: true } } } },
      // API test files share nothing at module level (each builds its own app, data folder and
      // database, and none mocks a module), so a worker process runs them one after another
      // without loading the server's modules anew for each file: less than half the CPU of a
      // process per file.
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', isolate: false, globalSetup: ['tests/helpers/global-setup.ts'] },
      },
    ],
  },
});
