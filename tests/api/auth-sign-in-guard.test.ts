import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, signIn, tokenFor } from '../factories/sessions.ts';
import { SIGN_IN, signInDelayMs } from '../../src/server/modules/auth/index.ts';

/**
 * Failed sign-ins by others never lock the owner out (docs/decisions/016-abuse-limits-and-idle-sessions.md):
 * one address guessing one account is stopped, guessing spread over addresses only slows the account.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) => call(t.app, 'POST', '/auth/login', { body: { email, password }, remoteAddress });

describe('sign-in guard', () => {
  it("another address's failures do not stop the owner, the administrator included", async () => {
    for (let i = 0; i < 12; i++) await login(ADMIN_EMAIL, `Wrong-Password-${i}`, '198.51.100.7');
    expect((await login(ADMIN_EMAIL, `Wrong-Password-x`, '198.51.100.7')).status).toBe(429);
    const owner = await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD, '203.0.113.20');
    expect(owner.status).toBe(200);
    expect(owner.body.response.accessToken).toEqual(expect.any(String));
  });

  it('one address guessing one account is stopped, its right password too, while other accounts from it still sign in', async () => {
    const member = await createUser(t, { password: 'Right-Password-1' });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN.perAddressAndAccount + 2; i++) statuses.push((await login(member.email, `Wrong-${i}-Password`, '198.51.100.8')).status);
    expect(statuses.slice(0, SIGN_IN.perAddressAndAccount).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN.perAddressAndAccount)).toEqual([429, 429]);
    const again = await login(member.email, 'Right-Password-1', '198.51.100.8');
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    const other = await createUser(t, { password: 'Right-Password-1' });
    expect((await login(other.email, 'Right-Password-1', '198.51.100.8')).status).toBe(200);
  });

  it('successful sign-ins do not count', async () => {
    const member = await createUser(t, { password: 'Right-Password-1' });
    for (let i = 0; i < SIGN_IN.perAddressAndAccount + 2; i++) expect((await login(member.email, 'Right-Password-1', '198.51.100.9')).status).toBe(200);
  });

  it('guessing spread over many addresses never answers 429, is slowed, and shows in the login history the administrator reads', async () => {
    const member = await createUser(t, { password: 'Right-Password-1' });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN.delayAfter + 1; i++) statuses.push((await login(member.email, `Wrong-${i}-Password`, `192.0.2.${10 + i}`)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await login(member.email, 'Right-Password-1', '203.0.113.21')).status).toBe(200);
    const admin = await tokenFor(t, ADMIN_EMAIL);
    const history = await call(t.app, 'GET', `/login-history?search=${encodeURIComponent(member.email)}&pageSize=50`, { token: admin });
    expect(history.status).toBe(200);
    const rows = JSON.stringify(history.body.response);
    for (let i = 0; i < SIGN_IN.delayAfter + 1; i++) expect(rows).toContain(`192.0.2.${10 + i}`);
    expect(rows).toContain('wrong-password');
  });

  it('the delay grows with the failures on the account, to a ceiling', () => {
    expect(signInDelayMs(SIGN_IN.delayAfter - 1)).toBe(0);
    const delays = [0, 1, 2, 3].map((n) => signInDelayMs(SIGN_IN.delayAfter + n));
    expect(delays[0]).toBeGreaterThan(0);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]);
    expect(signInDelayMs(10_000)).toBe(SIGN_IN.delayMaxMs);
  });
});
