import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../factories/sessions.ts';
import { registerMember, registration } from '../factories/accounts.ts';

/** The account routes with their real limits (in memory here; auth-limits-redis covers Redis). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectLimited = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).toMatchObject({ responseCode: 429, response: null, error: { message: expect.stringMatching(/Too many requests/) } });
};

describe('rate limits', () => {
  it('40 wrong passwords in a row for one account are stopped by 429 before the end', async () => {
    const member = await createUser(t, { password: 'Right-Password-1' });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await call(t.app, 'POST', '/auth/login', { body: { email: member.email, password: `Wrong-Password-${i}` } });
      statuses.push(res.status);
      if (res.status === 429) expectLimited(res);
    }
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(first429).toBeLessThan(40);
    expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
    // Even the right password waits now: the guesser cannot tell when they hit it.
    expect((await call(t.app, 'POST', '/auth/login', { body: { email: member.email, password: 'Right-Password-1' } })).status).toBe(429);
    // Another account from the same address still signs in.
    const other = await createUser(t, { password: 'Right-Password-1' });
    expect((await call(t.app, 'POST', '/auth/login', { body: { email: other.email, password: 'Right-Password-1' } })).status).toBe(200);
  });

  it('registrations from one address are limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(429); i++) statuses.push((await call(t.app, 'POST', '/auth/register', { body: registration() })).status);
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
  });

  it('reset requests for one address are limited', async () => {
    const last = [];
    for (let i = 0; i < 5; i++) last.push(await call(t.app, 'POST', '/auth/reset-password', { body: { email: 'someone@example.in' } }));
    expect(last[0].status).toBe(200);
    expectLimited(last[4]);
  });

  it('code checks for one pending account are limited, even with forged tokens', async () => {
    const fresh = await createTestApp();
    try {
      const m = await registerMember(fresh);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push(
          (
            await call(fresh.app, 'POST', '/auth/verify-otp', {
              body: { userId: m.userId, verificationToken: `forged-${i}`, emailOtpCode: '123456', mobileOtpCode: '123456' },
            })
          ).status,
        );
      }
      expect(statuses[0]).toBe(403);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('code sends for one account are capped across resend and sign-in', async () => {
    const fresh = await createTestApp();
    try {
      const m = await registerMember(fresh);
      const back = () =>
        fresh.db
          .updateTable('oneTimeCodes')
          .set({ createdAt: new Date(Date.now() - 61_000).toISOString() })
          .where('userId', '=', m.userId)
          .where('purpose', '=', 'otp')
          .execute();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        await back();
        statuses.push((await call(fresh.app, 'POST', '/auth/resend-otp', { body: { userId: m.userId, verificationToken: m.verificationToken } })).status);
      }
      // 1 at registration + 4 resends; sign-ins of the unverified account send the rest.
      for (let i = 0; i < 6; i++)
        statuses.push((await call(fresh.app, 'POST', '/auth/login', { body: { email: m.body.email, password: m.body.password } })).status);
      expect(statuses.slice(0, 9).every((s) => s === 200)).toBe(true);
      expect(statuses[9]).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('code sends for one pending account are limited beyond the cooldown', async () => {
    const fresh = await createTestApp();
    try {
      const m = await registerMember(fresh);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        // Step past the 60-second cooldown each time, so only the hourly limit can stop the sends.
        await fresh.db
          .updateTable('oneTimeCodes')
          .set({ createdAt: new Date(Date.now() - 61_000).toISOString() })
          .where('userId', '=', m.userId)
          .where('purpose', '=', 'otp')
          .execute();
        statuses.push((await call(fresh.app, 'POST', '/auth/resend-otp', { body: { userId: m.userId, verificationToken: m.verificationToken } })).status);
      }
      expect(statuses[0]).toBe(200);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});
