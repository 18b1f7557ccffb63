import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { aMobile, anEmail, inviteTokenFor, linkedHelper } from '../factories/family.ts';
import { tokenFor } from '../factories/sessions.ts';
import { latestCode } from '../helpers/outbox.ts';
import { FAMILY_ROUTES } from '../../src/server/modules/family/index.ts';

/** A family helper's own sign-in (docs/product/family.md): the invitation's codes and their password. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const PASSWORD = 'Kesari-Mango-Monsoon-42';
const son = () => createMemberWithProfile(t, { genderId: 1, fullName: 'Ravi Kumar' });
const mail = () => anEmail('amma');
const mobile = aMobile;
/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** An existing helper invited by a second member: the invitation needs only the code sent to the invited address. */
async function secondInvitation() {
  const [ravi, arun] = [await son(), await son()];
  const helper = await linkedHelper(t, ravi.userId, {}, { password: PASSWORD });
  expect(
    (await call(t.app, 'POST', '/family/helpers', { token: arun.token, body: { name: 'Asha Devi', relation: 'mother', email: helper.email } })).status,
  ).toBe(201);
  const token = inviteTokenFor(t, helper.email);
  expect((await call(t.app, 'POST', `/family/invites/${token}/code`, { body: {} })).status).toBe(200);
  return { token, email: helper.email, helperUserId: helper.userId, arun };
}

describe('an invitation code', () => {
  it('dies after three wrong tries: the right code then fails, and only a new code works', async () => {
    const { token, email, arun } = await secondInvitation();
    const code = latestCode(t.config.dataDir, email);
    const accept = (c: string) => call(t.app, 'POST', `/family/invites/${token}/accept`, { body: { code: c } });
    const first = await accept(otherThan(code));
    expect(first.status).toBe(400);
    expect(first.body.error.fields.code).toBe('The code is not correct. 2 attempts left.');
    expect((await accept(otherThan(code))).body.error.fields.code).toBe('The code is not correct. 1 attempt left.');
    const third = await accept(otherThan(code));
    expect(third.status).toBe(400);
    expect(third.body.error.fields.code).toBe('Three wrong codes: this code no longer works. Ask for a new one.');
    // The fourth try is the right code, and it no longer works.
    const right = await accept(code);
    expect(right.status).toBe(400);
    expect(right.body.error.fields.code).toBe('The code has expired. Ask for a new one.');
    const links = await t.db.selectFrom('familyHelper').select('status').where('memberUserId', '=', arun.userId).execute();
    expect(links.map((l) => l.status)).toEqual(['invited']);
    // A new code, asked for as the page does, works.
    expect((await call(t.app, 'POST', `/family/invites/${token}/code`, { body: {} })).status).toBe(200);
    const fresh = latestCode(t.config.dataDir, email);
    expect((await accept(fresh)).status).toBe(200);
  });

  it('counts wrong tries of a new helper the same way', async () => {
    const ravi = await son();
    const email = mail();
    await call(t.app, 'POST', '/family/helpers', { token: ravi.token, body: { name: 'Lakshmi Devi', relation: 'mother', email } });
    const token = inviteTokenFor(t, email);
    const phone = mobile();
    expect((await call(t.app, 'POST', `/family/invites/${token}/code`, { body: { mobile: phone } })).status).toBe(200);
    const [code, otherCode] = [latestCode(t.config.dataDir, email), latestCode(t.config.dataDir, phone)];
    for (let i = 0; i < 3; i++) {
      const wrong = await call(t.app, 'POST', `/family/invites/${token}/accept`, { body: { code: otherThan(code), otherCode, password: PASSWORD } });
      expect(wrong.status).toBe(400);
      expect(Object.keys(wrong.body.error.fields)).toEqual(['code']);
    }
    const late = await call(t.app, 'POST', `/family/invites/${token}/accept`, { body: { code, otherCode, password: PASSWORD } });
    expect(late.status).toBe(400);
    expect(late.body.error.fields.code).toBe('The code has expired. Ask for a new one.');
    const account = await t.db.selectFrom('users').select('isVerified').where('email', '=', email).executeTakeFirst();
    expect(account?.isVerified ?? 0).toBe(0);
  });
});

describe('a family helper’s own password', () => {
  it('goes through the route the site has: every route the family gate lets through exists', () => {
    const missing = Object.keys(FAMILY_ROUTES).filter((key) => {
      const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      return !t.app.hasRoute({ method, url: `/api${path}` });
    });
    expect(missing).toEqual([]);
  });

  it('is changed by the helper, which ends their other sessions as for a member', async () => {
    const ravi = await son();
    const helper = await linkedHelper(t, ravi.userId, {}, { password: PASSWORD });
    const [mine, other] = [await tokenFor(t, helper.email), await tokenFor(t, helper.email)];
    const changed = await call(t.app, 'POST', '/auth/update-password', {
      token: mine,
      body: { currentPassword: PASSWORD, newPassword: 'Tamarind-Lotus-Harbour-7', confirmPassword: 'Tamarind-Lotus-Harbour-7' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.response).toMatchObject({ updated: true });
    expect((await call(t.app, 'GET', '/auth/me', { token: mine })).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/me', { token: other })).status).toBe(401);
    const oldPassword = await call(t.app, 'POST', '/auth/login', { body: { email: helper.email, password: PASSWORD } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await call(t.app, 'POST', '/auth/login', { body: { email: helper.email, password: 'Tamarind-Lotus-Harbour-7' } });
    expect(newPassword.status).toBe(200);
    expect(newPassword.body.response.role).toBe('family');
  });

  it('is checked like a member’s: a wrong current password changes nothing', async () => {
    const ravi = await son();
    const helper = await linkedHelper(t, ravi.userId, {}, { password: PASSWORD });
    const token = await tokenFor(t, helper.email);
    const refused = await call(t.app, 'POST', '/auth/update-password', {
      token,
      body: { currentPassword: 'Not-The-Password-1', newPassword: 'Tamarind-Lotus-Harbour-7', confirmPassword: 'Tamarind-Lotus-Harbour-7' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.currentPassword).toEqual(expect.any(String));
    expect((await call(t.app, 'POST', '/auth/login', { body: { email: helper.email, password: PASSWORD } })).status).toBe(200);
  });
});
