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
const KEYS = {
  SIGNING_KEY: 'a-signing-key-for-production-tests-0123456789',
  DOCUMENT_KEY: 'fedcba9876543210'.repeat(4),
  AUDIT_KEY: 'an-audit-key-for-production-tests-0123456789',
};
const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-prod-'));
  dirs.push(dir);
  return dir;
};
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await waitForExit(server.child);
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A server started with `env`, stopped after the file; and what it printed once it was running. */
async function startedWithLines(env: Record<string, string>): Promise<{ server: ServerProcess; lines: string }> {
  const server = await startServer(env, await freePort());
  servers.push(server);
  // Healthy comes before the start-up lines are printed: wait for them.
  while (!server.output().includes('is running at')) await new Promise((r) => server.child.stdout!.once('data', r));
  return { server, lines: server.output() };
}

describe('production configuration', () => {
  it('refuses to start without SIGNING_KEY, DOCUMENT_KEY, AUDIT_KEY or an explicit PAYMENT_PROVIDER', () => {
    const prod = {
      NODE_ENV: 'production',
      SITE_URL: 'https://shaadi.example.in',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
    };
    expect(() => loadConfig({ ...prod, ...KEYS, SIGNING_KEY: '' })).toThrow(/SIGNING_KEY is required in production/);
    expect(() => loadConfig({ ...prod, ...KEYS, DOCUMENT_KEY: '' })).toThrow(/DOCUMENT_KEY is required in production/);
    expect(() => loadConfig({ ...prod, ...KEYS, AUDIT_KEY: '' })).toThrow(/AUDIT_KEY is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://shaadi.example.in', ...KEYS })).toThrow(/PAYMENT_PROVIDER is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://shaadi.example.in', ...KEYS })).toThrow(ConfigError);
    expect(loadConfig({ ...prod, ...KEYS }).payments.provider).toBe('razorpay');
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://shaadi.example.in', ...KEYS, PAYMENT_PROVIDER: 'test' }).payments.provider).toBe('test');
  });

  it('the quick start keeps generated keys and the test provider', () => {
    const config = loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://shaadi.example.in', QUICK_START: 'true' });
    expect(config.secrets).toMatchObject({ signingKey: null, documentKey: null, auditKey: null });
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
      const { server, lines } = await startedWithLines({
        NODE_ENV: 'production',
        SITE_URL: 'https://shaadi.example.in',
        LOG_LEVEL: 'warn',
        DATA_DIR: tempDir(),
        DATABASE_URL: '',
        ...KEYS,
        PAYMENT_PROVIDER: 'test',
      });
      expect(lines).toMatch(/Payments: TEST PROVIDER — no money is charged \(PAYMENT_PROVIDER=test on a production server\)/);
      // The plans page reads the provider from the health reply and labels the test one.
      const health = await (await fetch(`${server.baseUrl}/api/health`)).json();
      expect(health.response.payments).toBe('test');
      // The same start-up lines tell how an administrator's first sign-in goes.
      expect(lines).toContain('Two-step sign-in: administrators set it up at their first sign-in');
    },
    START_WAIT_MS + 120_000,
  );
});

describe('a first start without Web Push keys', () => {
  it(
    'generates the pair into the data folder and prints where it is and the public key, never the private key',
    async () => {
      const dataDir = tempDir();
      const { lines } = await startedWithLines({ DATA_DIR: dataDir, DATABASE_URL: '', VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' });
      const file = path.join(dataDir, 'secrets', 'vapid.json');
      const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(lines).toContain('Web Push keys were generated into DATA_DIR/secrets/vapid.json');
      expect(lines).toContain(`VAPID_PUBLIC_KEY=${keys.publicKey}`);
      expect(keys.privateKey).toMatch(/^[\w-]{43}$/);
      expect(lines).not.toContain(keys.privateKey);
    },
    START_WAIT_MS + 120_000,
  );
});
