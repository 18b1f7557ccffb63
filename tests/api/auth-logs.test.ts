import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_WAIT_MS, freePort, startServer, waitForExit, type ServerProcess } from '../helpers/server-process.ts';
import { latestCode, latestMail } from '../helpers/outbox.ts';
import { registration } from '../factories/accounts.ts';
import { freshCode, memoryKeys, signInWithTwoStep } from '../helpers/two-step.ts';

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
      PAYMENT_PROVIDER: 'test',
      SITE_URL: 'https://shaadi.example.in',
      LOG_LEVEL: 'info',
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
  return { status: res.status, body: (await res.json()) as any };
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

    // A graceful stop waits for the mail sent after the reply, so the reset link is in the outbox now.
    server.child.kill('SIGTERM');
    await waitForExit(server.child);
    const resetToken = /token=([\w-]+)/.exec(latestMail(dataDir, member.email)?.text ?? '')?.[1];
    expect(resetToken).toBeDefined();
    const output = server.output();
    expect(output).toContain('mail sent');
    const twoStep = [adminSecret, adminCode, challenge.body.response.challengeToken, admin.body.response.accessToken, ...admin.body.response.recoveryCodes];
    for (const secret of [
      member.password,
      'Wrong-Guess-9913',
      code,
      reg.body.response.verificationToken,
      login.body.response.accessToken,
      resetToken!,
      ...twoStep,
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
