import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { enrolTwoStep, keysOf, tokenFor } from '../factories/sessions.ts';
import { freshCode } from '../helpers/two-step.ts';

/**
 * A relationship manager keeps their own two-step sign-in through the routes Settings uses
 * (docs/product/assisted-service.md): its state, setting it up, new recovery codes, turning it off,
 * and the code asked for at the next sign-in.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

describe("a relationship manager's two-step sign-in", () => {
  it('is set up from their own session, then asked for at sign-in; new codes and turning it off work as for administrators', async () => {
    const admin = await tokenFor(t, ADMIN_EMAIL);
    const body = {
      name: 'Priya Raghavan',
      email: `rm-2fa-${Date.now()}@matrimonial.example.in`,
      mobile: `96${String(Date.now()).slice(-8)}`,
      password: 'Manager-Pass-42',
      hoursFrom: '09:30',
      hoursTo: '18:30',
      languages: ['en', 'hi'],
    };
    expect((await call(t.app, 'POST', '/assisted/managers', { token: admin, body })).status).toBe(201);
    const session = await tokenFor(t, body.email);

    // Required, and off until set up.
    expect((await call(t.app, 'GET', '/auth/two-step', { token: session })).body.response).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const login = (await call(t.app, 'POST', '/auth/login', { body: { email: body.email, password: body.password } })).body.response;
    expect(login).toMatchObject({ twoStep: 'setup', accessToken: null });

    // Set up from Settings: the app's code turns it on and gives ten recovery codes.
    const codes = await enrolTwoStep(t, session, body.email);
    expect(codes).toHaveLength(10);
    expect((await call(t.app, 'GET', '/auth/two-step', { token: session })).body.response).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });

    // The next sign-in asks for the code after the password, and the code signs in as a manager.
    const next = await call(t.app, 'POST', '/auth/login', { body: { email: body.email, password: body.password } });
    expect(next.body.response).toMatchObject({ twoStep: 'verify', accessToken: null });
    const wrong = await call(t.app, 'POST', '/auth/two-step/challenge/verify', { body: { challengeToken: next.body.response.challengeToken, code: '000000' } });
    // A wrong code is refused with the reason, and no session.
    expect(wrong.status).toBe(400);
    expect(wrong.body.response?.accessToken ?? null).toBeNull();
    const signedIn = await call(t.app, 'POST', '/auth/two-step/challenge/verify', {
      body: { challengeToken: next.body.response.challengeToken, code: await freshCode(keysOf(t), body.email) },
    });
    expect(signedIn.status, JSON.stringify(signedIn.body.error)).toBe(200);
    expect(signedIn.body.response).toMatchObject({ role: 'manager', accessToken: expect.any(String) });

    // New recovery codes, for one of the old ones, replace them all.
    const renewed = await call(t.app, 'POST', '/auth/two-step/recovery-codes', { token: session, body: { code: codes[1] } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.response.recoveryCodes).toHaveLength(10);
    expect(renewed.body.response.recoveryCodes).not.toContain(codes[0]);
    const stale = await call(t.app, 'POST', '/auth/two-step/disable', { token: session, body: { password: body.password, code: codes[2] } });
    expect(stale.status).toBe(400);

    // Turned off with the password and a code: the next sign-in asks to set it up again.
    const off = await call(t.app, 'POST', '/auth/two-step/disable', {
      token: session,
      body: { password: body.password, code: renewed.body.response.recoveryCodes[0] },
    });
    expect(off.status, JSON.stringify(off.body.error)).toBe(200);
    expect((await call(t.app, 'GET', '/auth/two-step', { token: session })).body.response).toMatchObject({ enabled: false, required: true });
    const again = (await call(t.app, 'POST', '/auth/login', { body: { email: body.email, password: body.password } })).body.response;
    expect(again).toMatchObject({ twoStep: 'setup', accessToken: null });
  });
});
