import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '../../src/shared/schemas/account.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { fullProfile, referenceIds } from '../factories/profile-sample.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newMember = async () => {
  const user = await createUser(t, { password: 'Member-Pass-1' });
  return { id: user.id, token: await tokenFor(t, user.email) };
};

describe('GET /account/export', () => {
  it("downloads the member's account, profile and history without secrets", async () => {
    const m = await newMember();
    await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', { token: m.token, body: fullProfile(m.id, await referenceIds(t)) });
    const res = await call(t.app, 'GET', '/account/export', { token: m.token });
    expect(res.status).toBe(200);
    const data = res.body.response;
    expect(data.account).toMatchObject({ id: m.id, role: 'User' === data.account.role ? 'User' : data.account.role });
    expect(data.profile.personal.fullName).toBe('Ananya Sharma');
    expect(Array.isArray(data.documents) && Array.isArray(data.subscriptions) && Array.isArray(data.loginHistory)).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash|argon2/);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/account/export')).status).toBe(401);
  });
});

describe('DELETE /account', () => {
  it('refuses a wrong or missing password and deletes nothing', async () => {
    const m = await newMember();
    const wrong = await call(t.app, 'DELETE', '/account', { token: m.token, body: { password: 'nope-nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields?.password).toBe(ACCOUNT_TEXT.passwordWrong);
    expect((await call(t.app, 'DELETE', '/account', { token: m.token, body: {} })).status).toBe(400);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', m.id).executeTakeFirst()).toBeTruthy();
  });

  it('deletes the member, the profile and the sessions', async () => {
    const m = await newMember();
    await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', { token: m.token, body: { userId: m.id, personal: { fullName: 'Gone Soon' } } });
    const res = await call(t.app, 'DELETE', '/account', { token: m.token, body: { password: 'Member-Pass-1' } });
    expect(res.status).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', m.id).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('profile').select('id').where('userId', '=', m.id).executeTakeFirst()).toBeUndefined();
    expect((await call(t.app, 'GET', '/account/export', { token: m.token })).status).toBe(401);
  });

  it('refuses the last active administrator', async () => {
    const res = await call(t.app, 'DELETE', '/account', { token: await tokenFor(t, ADMIN_EMAIL), body: { password: ADMIN_PASSWORD } });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(ACCOUNT_TEXT.lastAdmin);
  });
});
