import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { allMail } from '../helpers/outbox.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { NOTIFICATION_TEXT } from '../../src/shared/messages.ts';
import { dashboardHi } from '../../src/shared/i18n/dashboard/hi.ts';
import { dashboardTa } from '../../src/shared/i18n/dashboard/ta.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const PASSWORD = 'Secret-Pass-1';
async function member(locale: 'en' | 'hi' | 'ta') {
  const user = await createUser(t, { password: PASSWORD });
  await t.db.updateTable('users').set({ locale }).where('id', '=', user.id).execute();
  return { ...user, token: await tokenFor(t, user.email) };
}
const TEXTS = { en: NOTIFICATION_TEXT, hi: dashboardHi.serverTexts.notification, ta: dashboardTa.serverTexts.notification };
const settle = async () => {
  await t.app.mail.settled();
};

/** The member's own account changes are confirmed by mail in their language (docs/product/trust.md). */
describe('mail after a password change and after deleting the account', () => {
  it.each([['en'], ['hi'], ['ta']] as const)('a password change is mailed in %s, and a refused one is not', async (locale) => {
    const m = await member(locale);
    const wrong = await call(t.app, 'POST', '/auth/update-password', {
      token: m.token,
      body: { currentPassword: 'Not-The-Password-9', newPassword: 'Kesari-Saree-42', confirmPassword: 'Kesari-Saree-42' },
    });
    expect(wrong.status).toBe(400);
    await settle();
    expect(allMail(t.dataDir, m.email)).toHaveLength(0);

    const res = await call(t.app, 'POST', '/auth/update-password', {
      token: m.token,
      body: { currentPassword: PASSWORD, newPassword: 'Kesari-Saree-42', confirmPassword: 'Kesari-Saree-42' },
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    await settle();
    const mails = allMail(t.dataDir, m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(TEXTS[locale].passwordChanged);
  });

  it.each([['en'], ['hi'], ['ta']] as const)('deleting the account is mailed in %s to the address it had', async (locale) => {
    const m = await member(locale);
    const wrong = await call(t.app, 'DELETE', '/account', { token: m.token, body: { password: 'Not-The-Password-9' } });
    expect(wrong.status).toBe(400);
    await settle();
    expect(allMail(t.dataDir, m.email)).toHaveLength(0);

    const res = await call(t.app, 'DELETE', '/account', { token: m.token, body: { password: PASSWORD } });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    await settle();
    const mails = allMail(t.dataDir, m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(TEXTS[locale].accountDeleted);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', m.id).executeTakeFirst()).toBeUndefined();
  });
});
