import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { startPushService } from '../helpers/push-service.ts';
import { START_WAIT_MS, freePort, waitForExit } from '../helpers/server-process.ts';
import { buildServerIfStale } from '../../scripts/site-build.mjs';
import { ConfigError, loadConfig } from '../../src/server/config/config.ts';
import { PUSH_MSG } from '../../src/shared/messages.ts';

/**
 * The server pushes to the browsers' push services only, whatever NODE_ENV says
 * (docs/decisions/079-calls-and-pushes-bounded.md): a subscription naming any other address, this
 * machine's loopback included, is refused and never sent to. Only PUSH_LOOPBACK_FOR_TESTS lets the
 * tests' stand-in service on loopback be named, and a production server refuses that setting.
 * `npm run serve` runs as production.
 */
const root = path.resolve(import.meta.dirname, '../..');
let service: Awaited<ReturnType<typeof startPushService>>;
const apps: TestApp[] = [];
beforeAll(async () => {
  service = await startPushService(() => '');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await service.close();
});
const appWith = async (env: Record<string, string>) => {
  const t = await createTestApp({ RATE_LIMITS: 'false', ...env });
  apps.push(t);
  return t;
};
const ALL = { interests: true, acceptances: true, messages: true, calls: true };
const subscribe = (t: TestApp, token: string, endpoint: string, keys = service.device().keys) =>
  call(t.app, 'PUT', '/push/subscription', { token, body: { endpoint, keys, kinds: ALL, language: 'en' } });

describe('push endpoints in every mode', () => {
  it.each(['development', 'test'])('refuses a loopback or private address with NODE_ENV=%s, and never sends to it', async (mode) => {
    const t = await appWith({ NODE_ENV: mode });
    const bride = await createMemberWithProfile(t, { genderId: 2 });
    const groom = await createMemberWithProfile(t, { genderId: 1 });
    const phone = service.device();
    for (const endpoint of [
      phone.endpoint,
      phone.endpoint.replace('https:', 'http:'),
      'https://10.0.0.7/push/x',
      'https://[::1]:8443/push/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/fcm/send/x',
    ]) {
      const refused = await subscribe(t, bride.token, endpoint, phone.keys);
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body.error.message).toBe(PUSH_MSG.unknownService);
    }
    expect((await call(t.app, 'POST', '/push/subscription/status', { token: bride.token, body: { endpoint: phone.endpoint } })).body.response.subscribed).toBe(
      false,
    );
    // A browser's push service is still accepted.
    expect((await subscribe(t, bride.token, 'https://fcm.googleapis.com/fcm/send/abc123')).status).toBe(200);
    await call(t.app, 'POST', '/interests', { token: groom.token, body: { targetUserId: bride.userId } });
    await t.app.events.settled();
    expect(service.hits(phone.endpoint)).toBe(0);
  });

  it('drops unsent a loopback subscription stored before the check held in every mode', async () => {
    const t = await appWith({ NODE_ENV: 'development' });
    const bride = await createMemberWithProfile(t, { genderId: 2 });
    const groom = await createMemberWithProfile(t, { genderId: 1 });
    const phone = service.device();
    const at = new Date().toISOString();
    await t.db
      .insertInto('pushSubscription')
      .values({ userId: bride.userId, endpoint: phone.endpoint, ...phone.keys, language: 'en', createdAt: at, updatedAt: at })
      .execute();
    await call(t.app, 'POST', '/interests', { token: groom.token, body: { targetUserId: bride.userId } });
    await expect
      .poll(
        async () =>
          (await call(t.app, 'POST', '/push/subscription/status', { token: bride.token, body: { endpoint: phone.endpoint } })).body.response.subscribed,
      )
      .toBe(false);
    expect(service.hits(phone.endpoint)).toBe(0);
  });

  it('lets the stand-in on loopback be named only with PUSH_LOOPBACK_FOR_TESTS, which production refuses', async () => {
    const t = await appWith({ PUSH_LOOPBACK_FOR_TESTS: 'true' });
    const bride = await createMemberWithProfile(t, { genderId: 2 });
    expect((await subscribe(t, bride.token, service.device().endpoint)).status).toBe(200);
    // Loopback only, and HTTPS only, even then.
    expect((await subscribe(t, bride.token, 'https://10.0.0.7/push/x')).status).toBe(400);
    expect((await subscribe(t, bride.token, service.device().endpoint.replace('https:', 'http:'))).status).toBe(400);
    expect(loadConfig({}).pushLoopbackForTests).toBe(false);
    const production = { NODE_ENV: 'production', QUICK_START: 'true', SITE_URL: 'https://shaadi.example.in', PUSH_LOOPBACK_FOR_TESTS: 'true' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PUSH_LOOPBACK_FOR_TESTS is for the tests only/);
  });
});

describe('npm run serve', () => {
  it(
    'runs the server as production: without the production keys it refuses to start',
    async () => {
      expect(buildServerIfStale()).toBe(true);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-serve-'));
      try {
        // Whatever NODE_ENV the shell had (the test runner's is "test"): serve is production.
        const child = spawn('npm', ['run', '--silent', 'serve'], {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            NODE_ENV: 'development',
            STATIC_DIR: 'none',
            DATA_DIR: dataDir,
            PORT: String(await freePort()),
            SITE_URL: 'https://shaadi.example.in',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        // It stops, or it starts (as a development server would).
        const outcome = await Promise.race([
          waitForExit(child),
          new Promise<'started'>((resolve) => child.stdout.on('data', () => output.includes('is running at') && resolve('started'))),
        ]);
        if (outcome === 'started') {
          child.kill('SIGTERM');
          await waitForExit(child);
        }
        expect(outcome).toMatchObject({ code: 78 });
        expect(output).toMatch(/SIGNING_KEY is required in production/);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    START_WAIT_MS + 120_000,
  );
});
