import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_WAIT_MS, freePort, startServer, waitForExit, type ServerProcess } from '../helpers/server-process.ts';
import { latestCode, latestMail } from '../helpers/outbox.ts';
import { registration } from '../factories/accounts.ts';
import { freshCode, memoryKeys, signInWithTwoStep } from '../helpers/two-step.ts';
import type { LooseJson } from '../helpers/loose-json.ts';

/**
 * The real server in production mode, logging at info: a whole account life (register, code,
 * sign-in, wrong password, reset request) leaves no password, code or token in its output.
 */
let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-logs-'));
  server = await startServer(
    {
      NODE_ENV: 'production',
      SIGNING_KEY: 'a-signing-key-for-the-log-test-only-0123456789',
      DOCUMENT_KEY: '0123456789abcdef'.repeat(4),
      AUDIT_KEY: 'an-audit-key-for-the-log-test-only-0123456789',
      PAYMENT_PROVIDER: 'test',
      SITE_URL: 'https://shaadi.example.in',
      LOG_LEVEL: 'info',
      // Every request's line, not the production sample, so each request is scanned.
      LOG_SAMPLE: '1',
      // The test stands where nginx would: its X-Request-Id is believed.
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'false',
      ADMIN_EMAIL: 'admin@logs.example.in',
      ADMIN_PASSWORD: 'Admin-Password-123',
      DATABASE_URL: '',
    },
    await freePort(),
  );
}, START_WAIT_MS + 30_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  if (server) await waitForExit(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.baseUrl}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as LooseJson };
};

describe('logs in production', () => {
  it('never contain a password, a one-time code or a token', async () => {
    const member = registration({ password: 'Secret-Sauce-481', confirmPassword: 'Secret-Sauce-481' });
    const reg = await post('/auth/register', member);
    expect(reg.status).toBe(201);
    const code = latestCode(dataDir, member.email);
    await post('/auth/verify-otp', {
      userId: reg.body.response.userId,
      verificationToken: reg.body.response.verificationToken,
      emailOtpCode: code,
      mobileOtpCode: code,
    });
    await post('/auth/login', { email: member.email, password: 'Wrong-Guess-9913' });
    const login = await post('/auth/login', { email: member.email, password: member.password });
    expect(login.status).toBe(200);
    await post('/auth/reset-password', { email: member.email });
    await fetch(`${server.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${login.body.response.accessToken}` } });
    // The administrator's first sign-in sets up two-step sign-in: its key, codes and challenge stay out too.
    const keys = memoryKeys();
    const admin = await signInWithTwoStep(post, 'admin@logs.example.in', 'Admin-Password-123', keys);
    expect(admin.status).toBe(200);
    const adminSecret = keys.get('admin@logs.example.in')!.secret;
    const challenge = await post('/auth/login', { email: 'admin@logs.example.in', password: 'Admin-Password-123' });
    const adminCode = await freshCode(keys, 'admin@logs.example.in');
    await post('/auth/two-step/challenge/verify', { challengeToken: challenge.body.response.challengeToken, code: adminCode });

    // Secrets in query strings and credentials in headers, on a route that refuses them.
    const querySecrets = ['ticket', 'token', 'access_token', 'sig', 'signature', 'code', 'otp', 'password'].map((name) => [
      name,
      `${name}-${Date.now().toString(36)}-q`,
    ]);
    const refused = await fetch(`${server.baseUrl}/api/auth/me?${new URLSearchParams(querySecrets)}`, {
      headers: { authorization: 'Bearer not-a-session-3f9a1c', cookie: 'session=cookie-value-8e21d4', 'x-request-id': 'from-the-proxy-0123' },
    });
    expect(refused.status).toBe(401);
    // The proxy's request id is the request's, in its reply and its log line; a malformed one is replaced.
    expect(refused.headers.get('x-request-id')).toBe('from-the-proxy-0123');
    const malformed = await fetch(`${server.baseUrl}/api/health/live`, { headers: { 'x-request-id': 'two words' } });
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);

    // A graceful stop waits for the mail sent after the reply, so the reset link is in the outbox now.
    server.child.kill('SIGTERM');
    await waitForExit(server.child);
    const resetToken = /token=([\w-]+)/.exec(latestMail(dataDir, member.email)?.text ?? '')?.[1];
    expect(resetToken).toBeDefined();
    const output = server.output();
    expect(output).toContain('mail sent');
    // The lines written in the background are all out, the drain's last one too.
    expect(output).toContain('"msg":"stopped"');
    expect(output).toMatch(/"reqId":"from-the-proxy-0123".*"url":"\/api\/auth\/me\?ticket=\[redacted\]&token=\[redacted\]/);
    const twoStep = [adminSecret, adminCode, challenge.body.response.challengeToken, admin.body.response.accessToken, ...admin.body.response.recoveryCodes];
    for (const secret of [
      member.password,
      'Wrong-Guess-9913',
      code,
      reg.body.response.verificationToken,
      login.body.response.accessToken,
      resetToken!,
      ...twoStep,
      ...querySecrets.map(([, value]) => value),
      'not-a-session-3f9a1c',
      'cookie-value-8e21d4',
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
