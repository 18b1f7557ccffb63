import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser tests run in Debian's Chromium (Playwright's own browser download does not work here)
// against the one-process server serving the built site, on a throwaway data folder.
const port = Number(process.env.E2E_PORT ?? 4390);
// Set once in the runner so the workers it spawns read the same outbox folder.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
export const E2E_ADMIN = { email: 'admin@e2e.example.in', password: 'E2e-Admin-Password-1' };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Browser suites sign in and register many times a run; the limits have their own API tests.
      RATE_LIMITS: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SITE_URL: `http://127.0.0.1:${port}`,
      E2E_DATA_DIR: dataDir,
    },
  },
});
