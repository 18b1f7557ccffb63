import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '../../src/shared/schemas/account.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerMember, registration, verifiedMember } from '../factories/accounts.ts';
import { adminSignIn } from '../factories/sessions.ts';

/** The member's language, stored with the account (docs/decisions/042-member-language.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const me = async (token: string) => (await call(t.app, 'GET', '/auth/me', { token })).body.response;
const storedLocale = async (userId: number) => (await t.db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirstOrThrow()).locale;

describe('the member language', () => {
  it('is English for a member who registered without one', async () => {
    const member = await verifiedMember(t);
    expect(await me(member.accessToken)).toMatchObject({ userId: member.userId, locale: 'en' });
  });

  it('is the language the registration sent', async () => {
    const member = await verifiedMember(t, { locale: 'hi' });
    expect(await storedLocale(member.userId)).toBe('hi');
    expect((await me(member.accessToken)).locale).toBe('hi');
  });

  it('refuses an unknown language at registration and creates no account', async () => {
    const body = registration({ locale: 'fr' });
    const res = await call(t.app, 'POST', '/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.locale).toBe(ACCOUNT_TEXT.localeInvalid);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', body.email).execute()).toHaveLength(0);
  });

  it('changes through PUT /account/language', async () => {
    const member = await verifiedMember(t);
    const res = await call(t.app, 'PUT', '/account/language', { token: member.accessToken, body: { locale: 'ta' } });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ locale: 'ta' });
    expect((await me(member.accessToken)).locale).toBe('ta');
    const back = await call(t.app, 'PUT', '/account/language', { token: member.accessToken, body: { locale: 'en' } });
    expect(back.body.response).toEqual({ locale: 'en' });
    expect(await storedLocale(member.userId)).toBe('en');
  });

  it.each([[{ locale: 'fr' }], [{ locale: 'HI' }], [{ locale: '' }], [{ locale: 7 }], [{}], [{ locale: 'hi', extra: 1 }]])(
    'refuses %j with a clear 400 and changes nothing',
    async (body) => {
      const member = await verifiedMember(t, { locale: 'hi' });
      const res = await call(t.app, 'PUT', '/account/language', { token: member.accessToken, body });
      expect(res.status).toBe(400);
      if ('locale' in body && Object.keys(body).length === 1) expect(res.body.error.fields.locale).toBe(ACCOUNT_TEXT.localeInvalid);
      expect(await storedLocale(member.userId)).toBe('hi');
    },
  );

  it('lets an administrator choose too', async () => {
    const token = await adminSignIn(t);
    expect((await call(t.app, 'PUT', '/account/language', { token, body: { locale: 'hi' } })).body.response).toEqual({ locale: 'hi' });
    expect((await me(token)).locale).toBe('hi');
    await call(t.app, 'PUT', '/account/language', { token, body: { locale: 'en' } });
  });

  it('needs a signed-in account', async () => {
    const pending = await registerMember(t);
    const res = await call(t.app, 'PUT', '/account/language', { body: { locale: 'hi' } });
    expect(res.status).toBe(401);
    expect(await storedLocale(pending.userId)).toBe('en');
  });
});
