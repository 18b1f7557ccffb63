import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { allMail } from '../helpers/outbox.ts';
import { documentTypeIds, uploadDocument } from '../helpers/documents.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { tokenFor } from '../factories/sessions.ts';
import { AUTH_TEXT, NOTIFICATION_TEXT } from '../../src/shared/messages.ts';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import { dashboardHi } from '../../src/shared/i18n/dashboard/hi.ts';
import { dashboardTa } from '../../src/shared/i18n/dashboard/ta.ts';

/**
 * A member is told of every administrator's act on their own account (docs/product/trust.md):
 * a deactivation (a mail with the reason; the right password then says the account is
 * deactivated and how to appeal, a wrong one still says nothing), a rejected photo (a
 * notification, a mail, and the documents list shows it rejected with the reason), a cleared
 * two-step sign-in (a notification and a mail) and a changed role (a mail), in their language.
 */
let t: TestApp;
let admin: string;
const PASSWORD = 'Secret-Pass-1';
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = async (locale?: 'hi' | 'ta') => {
  const m = await createMemberWithProfile(t, { genderId: 2 });
  if (locale) expect((await call(t.app, 'PUT', '/account/language', { token: m.token, body: { locale } })).status).toBe(200);
  return m;
};
const mailsTo = async (m: Member) => {
  await t.app.mail.settled();
  return allMail(t.dataDir, m.email);
};
const notificationsOf = async (m: Member) => {
  const res = await call(t.app, 'GET', '/notifications', { token: await tokenFor(t, m.email) });
  expect(res.status).toBe(200);
  return res.body.response.items as Array<{ type: string; text: string; phrase: { key: string } }>;
};
const changeUser = async (m: Member, change: Record<string, unknown>) => {
  const current = await call(t.app, 'GET', `/user-master/${m.userId}`, { token: admin });
  return call(t.app, 'PUT', `/user-master/${m.userId}`, { token: admin, body: { ...current.body.response, ...change } });
  return call(t.app, 'PUT', `/user-master/${m.userId}`, { token: admin, body: { ...current.body.response, ...change } });
};
const login = (email: string, password: string) => call(t.app, 'POST', '/auth/login', { body: { email, password } });

describe('deactivation', () => {
  it('mails the member the reason, and the right password then answers that the account is deactivated', async () => {
    const m = await member();
    const reason = 'Your profile gave a false age.';
    expect((await changeUser(m, { isActive: 0, deactivationReason: reason })).status).toBe(200);
    const mails = (await mailsTo(m)).filter((mail) => mail.text.includes('deactivated your account'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(NOTIFICATION_TEXT.accountDeactivatedBecause({ reason }));
    const stored = await t.db.selectFrom('users').select('deactivationReason').where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(stored.deactivationReason).toBe(reason);

    const right = await login(m.email, PASSWORD);
    expect(right.status).toBe(401);
    expect(right.body.error.message).toBe(AUTH_TEXT.accountDeactivated);
    const wrong = await login(m.email, 'Not-The-Password-9');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe(AUTH_TEXT.invalidCredentials);

    // Made active again: the reason is cleared and the member signs in.
    expect((await changeUser(m, { isActive: 1 })).status).toBe(200);
    expect((await login(m.email, PASSWORD)).status).toBe(200);
    const cleared = await t.db.selectFrom('users').select('deactivationReason').where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(cleared.deactivationReason).toBeNull();
  });

  it('mails the reason when the account is deactivated from the reports queue too', async () => {
    const m = await member();
    const note = 'Asked three members for money.';
    const res = await call(t.app, 'POST', `/moderation/members/${m.userId}/actions`, { token: admin, body: { action: 'deactivate', note } });
    expect(res.status).toBe(200);
    const mails = (await mailsTo(m)).filter((mail) => mail.text.includes('deactivated your account'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(NOTIFICATION_TEXT.accountDeactivatedBecause({ reason: note }));
    const right = await login(m.email, PASSWORD);
    expect(right.status).toBe(401);
    expect(right.body.error.message).toBe(AUTH_TEXT.accountDeactivated);
  });

  it('mails a Hindi member in Hindi', async () => {
    const m = await member('hi');
    expect((await changeUser(m, { isActive: 0, deactivationReason: 'नकली तस्वीरें' })).status).toBe(200);
    const mails = await mailsTo(m);
    expect(mails.some((mail) => mail.text.includes(dashboardHi.serverTexts.notification.accountDeactivatedBecause({ reason: 'नकली तस्वीरें' })))).toBe(true);
  });
});

describe('role change', () => {
  it('mails the member the new role', async () => {
    const m = await member();
    expect((await changeUser(m, { userRoleId: ROLE_IDS.admin })).status).toBe(200);
    const role = await t.db.selectFrom('userRole').select('name').where('id', '=', ROLE_IDS.admin).executeTakeFirstOrThrow();
    const mails = await mailsTo(m);
    expect(mails.filter((mail) => mail.text.includes(NOTIFICATION_TEXT.roleChanged({ role: role.name })))).toHaveLength(1);
    // Saving the same role again tells nothing more.
    expect((await changeUser(m, { name: 'Renamed Member' })).status).toBe(200);
    expect((await mailsTo(m)).filter((mail) => mail.text.includes(NOTIFICATION_TEXT.roleChanged({ role: role.name })))).toHaveLength(1);
  });
});

describe('photo rejection', () => {
  it('notifies and mails the member the reason; the documents list shows the photo rejected with it', async () => {
    const m = await member('ta');
    const types = await documentTypeIds(t);
    const bytes = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#8a5a44' } })
      .jpeg()
      .toBuffer();
    const up = await uploadDocument(t, m.token, { userId: m.userId, documentTypeId: types.closeUpPhoto }, { name: 'me.jpg', bytes });
    expect(up.status).toBe(201);
    const reason = 'The face is not clearly visible.';
    expect((await call(t.app, 'POST', `/photo-approval/${up.body.response.id}/reject`, { token: admin, body: { reason } })).status).toBe(200);

    const items = await notificationsOf(m);
    expect(items[0]).toMatchObject({
      type: 'photo.rejected',
      text: NOTIFICATION_TEXT.photoRejected({ reason }),
      phrase: { key: 'notification.photoRejected' },
    });
    const mails = await mailsTo(m);
    expect(mails.filter((mail) => mail.text.includes(dashboardTa.serverTexts.notification.photoRejected({ reason })))).toHaveLength(1);

    const docs = await call(t.app, 'GET', `/documents/user/${m.userId}`, { token: m.token });
    expect(docs.status).toBe(200);
    const photo = (docs.body.response as Array<{ id: number; approval: string; rejectReason: string | null }>).find((d) => d.id === up.body.response.id);
    expect(photo).toMatchObject({ approval: 'rejected', rejectReason: reason });
  });
});

describe('two-step reset by an administrator', () => {
  it('notifies and mails the member', async () => {
    const m = await member();
    expect((await call(t.app, 'DELETE', `/auth/two-step/${m.userId}`, { token: admin })).status).toBe(200);
    const items = await notificationsOf(m);
    expect(items[0]).toMatchObject({ type: 'account.two-step-reset', text: NOTIFICATION_TEXT.twoStepReset });
    const mails = await mailsTo(m);
    expect(mails.filter((mail) => mail.text.includes(NOTIFICATION_TEXT.twoStepReset))).toHaveLength(1);
  });
});
