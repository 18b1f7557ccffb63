import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/config.ts';
import { START_WAIT_MS, freePort, startServer, waitForExit, type ServerProcess } from '../helpers/server-process.ts';
import { SERVER_COMMAND } from '../../scripts/server-command.mjs';

/**
 * A production server (NODE_ENV=production, not the quick start) needs its keys from outside its
 * data folder and an explicit payment provider; `npm start` (QUICK_START) keeps generated keys and
 * the labelled test provider.
 */
const KEYS = { SIGNING_KEY: 'a-signing-key-for-production-tests-0123456789', DOCUMENT_KEY: 'fedcba9876543210'.repeat(4) };
const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-prod-'));
  dirs.push(dir);
  return dir;
};
let running: ServerProcess | null = null;
afterAll(async () => {
  if (running) {
    running.child.kill('SIGTERM');
    await waitForExit(running.child);
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('production configuration', () => {
  it('refuses to start without SIGNING_KEY, DOCUMENT_KEY or an explicit PAYMENT_PROVIDER', () => {
    const prod = {
      NODE_ENV: 'production',
      SITE_URL: 'https://shaadi.example.in',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
    };
    expect(() => loadConfig({ ...prod, DOCUMENT_KEY: KEYS.DOCUMENT_KEY })).toThrow(/SIGNING_KEY is required in production/);
    expect(() => loadConfig({ ...prod, SIGNING_KEY: KEYS.SIGNING_KEY })).toThrow(/DOCUMENT_KEY is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://shaadi.example.in', ...KEYS })).toThrow(/PAYMENT_PROVIDER is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://shaadi.example.in', ...KEYS })).toThrow(ConfigError);
    expect(loadConfig({ ...prod, ...KEYS }).payments.provider).toBe('razorpay');
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://shaadi.example.in', ...KEYS, PAYMENT_PROVIDER: 'test' }).payments.provider).toBe('test');
  });

  it('the quick start keeps generated keys and the test provider', () => {
    const config = loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://shaadi.example.in', QUICK_START: 'true' });
    expect(config.secrets).toMatchObject({ signingKey: null, documentKey: null });
    expect(config.payments.provider).toBe('test');
  });

  it(
    'the server process stops with a message naming the missing key',
    async () => {
      const child = spawn(process.execPath, SERVER_COMMAND, {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SITE_URL: 'https://shaadi.example.in',
          STATIC_DIR: 'none',
          DATA_DIR: tempDir(),
          PORT: String(await freePort()),
          DATABASE_URL: '',
          SIGNING_KEY: '',
          DOCUMENT_KEY: '',
          QUICK_START: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr.on('data', (d) => (output += d));
      expect((await waitForExit(child)).code).toBe(78);
      expect(output).toMatch(/SIGNING_KEY is required in production/);
      expect(fs.existsSync(path.join(dirs.at(-1)!, 'secrets'))).toBe(false);
    },
    START_WAIT_MS + 120_000,
  );

  it(
    'a production server told PAYMENT_PROVIDER=test says so in its start-up lines and to the plans page',
    async () => {
      running = await startServer(
        {
          NODE_ENV: 'production',
          SITE_URL: 'https://shaadi.example.in',
          LOG_LEVEL: 'warn',
          DATA_DIR: tempDir(),
          DATABASE_URL: '',
          ...KEYS,
          PAYMENT_PROVIDER: 'test',
        },
        await freePort(),
      );
      while (!running.output().includes('is running at')) await new Promise((r) => running!.child.stdout!.once('data', r));
      expect(running.output()).toMatch(/Payments: TEST PROVIDER — no money is charged \(PAYMENT_PROVIDER=test on a production server\)/);
      // The plans page reads the provider from the health reply and labels the test one.
      const health = await (await fetch(`${running.baseUrl}/api/health`)).json();
      expect(health.response.payments).toBe('test');
      // The same start-up lines tell how an administrator's first sign-in goes.
      expect(running.output()).toContain('Two-step sign-in: administrators set it up at their first sign-in');
    },
    START_WAIT_MS + 120_000,
  );
});
