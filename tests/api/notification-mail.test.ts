import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { allMail, latestMail } from '../helpers/outbox.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { secretsFor } from '../../src/server/lib/secrets.ts';
import { signUnsubscribe, UNSUBSCRIBE_TTL_DAYS } from '../../src/server/modules/notification-mail/index.ts';
import { MAIL_TOPIC_DEFAULTS } from '../../src/shared/schemas/notification-mail.ts';
import { NOTIFICATION_MAIL_MSG as M } from '../../src/shared/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = (genderId: number, fullName?: string) => createMemberWithProfile(t, { genderId, fullName, isVerified: 1 });
const interest = (from: Member, to: Member) => call(t.app, 'POST', '/interests', { token: from.token, body: { targetUserId: to.userId } });
const mailTo = async (who: Member) => {
  await t.app.mail.settled();
  return allMail(t.dataDir, who.email);
};
const rawOf = (file: string) => fs.readFileSync(file, 'utf8').replace(/\r?\n[ \t]+/g, ' ');
const header = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw.slice(0, raw.search(/\r?\n\r?\n/)))?.[1] ?? null;
/** The one-click address of a mail's List-Unsubscribe header, checked to carry the same token as the page link in the text. */
const oneClickOf = (mail: { file: string; text: string }) => {
  const url = /^<(.*)>$/.exec(header(rawOf(mail.file), 'List-Unsubscribe') ?? '')?.[1] ?? '';
  const token = /[?&]token=([^&\s]+)/.exec(url)?.[1];
  expect(mail.text).toContain(`/unsubscribe?token=${token}`);
  return url;
};
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+\/api/, '');

describe('e-mail settings', () => {
  it('starts from the defaults and keeps what the member chooses, topic by topic', async () => {
    const a = await member(1);
    const got = await call(t.app, 'GET', '/settings/notification-mail', { token: a.token });
    expect(got.status).toBe(200);
    expect(got.body.response).toEqual(MAIL_TOPIC_DEFAULTS);
    expect(got.body.response).toMatchObject({ 'interest-received': 'instant', message: 'daily', 'profile-viewed': 'daily', 'new-matches': 'off' });

    const put = await call(t.app, 'PUT', '/settings/notification-mail', { token: a.token, body: { message: 'instant', 'new-matches': 'daily' } });
    expect(put.status).toBe(200);
    expect(put.body.response).toMatchObject({ message: 'instant', 'new-matches': 'daily', 'interest-received': 'instant' });
    expect((await call(t.app, 'GET', '/settings/notification-mail', { token: a.token })).body.response.message).toBe('instant');
  });

  it('refuses an instant e-mail for new matches, an unknown topic or mode, and an empty change, changing nothing', async () => {
    const a = await member(2);
    const instant = await call(t.app, 'PUT', '/settings/notification-mail', { token: a.token, body: { 'new-matches': 'instant' } });
    expect(instant.status).toBe(400);
    expect(instant.body.error.message).toContain(M.noInstantForMatches);
    const unknown = await call(t.app, 'PUT', '/settings/notification-mail', { token: a.token, body: { horoscope: 'off' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('horoscope');
    expect((await call(t.app, 'PUT', '/settings/notification-mail', { token: a.token, body: { message: 'weekly' } })).status).toBe(400);
    const empty = await call(t.app, 'PUT', '/settings/notification-mail', { token: a.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toContain(M.emptyChange);
    expect((await call(t.app, 'GET', '/settings/notification-mail', { token: a.token })).body.response).toEqual(MAIL_TOPIC_DEFAULTS);
  });
});

describe('instant e-mails', () => {
  it('mails an interest received through the mail queue, with the name, a dashboard link and the unsubscribe headers', async () => {
    const a = await member(1, 'Arjun Mehta');
    const b = await member(2, 'Bhavna Rao');
    expect((await interest(a, b)).status).toBe(201);
    const mails = await mailTo(b);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Arjun Mehta sent you an interest');
    expect(mails[0].text).toContain('Dear Bhavna Rao');
    expect(mails[0].text).toContain(`${t.config.siteUrl}/dashboard/interests`);
    const raw = rawOf(mails[0].file);
    const url = oneClickOf(mails[0]);
    expect(url).toContain(`${t.config.siteUrl}/api/notifications/unsubscribe?token=${b.userId}.interest-received.`);
    expect(mails[0].text).toContain(`${t.config.siteUrl}/unsubscribe?token=${b.userId}.interest-received.`);
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Recorded in email-log with its headers, so a retry sends them too.
    const log = await t.db.selectFrom('emailLog').select(['status', 'headers']).where('toAddress', '=', b.email).executeTakeFirstOrThrow();
    expect(log.status).toBe('sent');
    expect(JSON.parse(log.headers!)).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('sends nothing for topics set to daily or off, across a block, or to a deactivated member', async () => {
    const a = await member(1);
    const b = await member(2);
    await call(t.app, 'PUT', '/settings/notification-mail', { token: b.token, body: { 'interest-received': 'off' } });
    await interest(a, b);
    expect(await mailTo(b)).toHaveLength(0);
    // Messages are in the daily summary by default.
    const c = await member(2);
    const id = (await interest(a, c)).body.response.id;
    await call(t.app, 'POST', `/interests/${id}/accept`, { token: c.token, body: {} });
    const before = (await mailTo(a)).length;
    await call(t.app, 'POST', `/conversations/${a.userId}/messages`, { token: c.token, body: { body: 'Hello there' } });
    expect(await mailTo(a)).toHaveLength(before);

    // An event about a blocked member, or for a deactivated one, mails nothing.
    const d = await member(2);
    await call(t.app, 'PUT', `/blocks/${d.userId}`, { token: a.token });
    await t.app.events.publish(t.db, { type: 'interest.received', actorId: d.userId, recipientId: a.userId, data: {} });
    const e = await member(2);
    await t.db.updateTable('users').set({ isActive: 0 }).where('id', '=', e.userId).execute();
    await t.app.events.publish(t.db, { type: 'interest.received', actorId: a.userId, recipientId: e.userId, data: {} });
    expect(await mailTo(a)).toHaveLength(before);
    expect(await mailTo(e)).toHaveLength(0);
  });

  it('mails the first of a run of messages when messages are set to instant, not every one', async () => {
    const a = await member(1);
    const b = await member(2, 'Kavya Menon');
    await call(t.app, 'PUT', '/settings/notification-mail', { token: a.token, body: { message: 'instant' } });
    const id = (await interest(a, b)).body.response.id;
    await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token, body: {} });
    const before = (await mailTo(a)).length;
    for (const body of ['Namaste', 'Are you free to talk?', 'My family would like to meet.'])
      await call(t.app, 'POST', `/conversations/${a.userId}/messages`, { token: b.token, body: { body } });
    const mails = await mailTo(a);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].subject).toContain('Kavya Menon sent you a message');
  });
});

describe('the one-click unsubscribe link', () => {
  it('says what it stops on GET without changing anything, and unsubscribes on the one-click POST', async () => {
    const a = await member(1, 'Rohan Das');
    const b = await member(2);
    await interest(a, b);
    const url = oneClickOf((await mailTo(b))[0]);
    const shown = await call(t.app, 'GET', pathOf(url));
    expect(shown.status).toBe(200);
    expect(shown.body.response).toMatchObject({ scope: 'interest-received', subscribed: true, message: M.confirm({ what: '"Interests you receive"' }) });
    expect((await call(t.app, 'GET', '/settings/notification-mail', { token: b.token })).body.response['interest-received']).toBe('instant');

    // What a mail client sends (RFC 8058): a form POST, no sign-in.
    const res = await t.app.inject({
      method: 'POST',
      url: url.replace(t.config.siteUrl, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({ subscribed: false, message: M.done({ what: '"Interests you receive"' }) });
    expect((await call(t.app, 'GET', '/settings/notification-mail', { token: b.token })).body.response).toMatchObject({
      'interest-received': 'off',
      'interest-accepted': 'instant',
    });
    expect((await call(t.app, 'GET', pathOf(url))).body.response).toMatchObject({ subscribed: false, message: M.already({ what: '"Interests you receive"' }) });
    // Posting it again is harmless.
    expect((await call(t.app, 'POST', pathOf(url))).status).toBe(200);
    const c = await member(1);
    await interest(c, b);
    expect(await mailTo(b)).toHaveLength(1);
  });

  it('refuses a tampered, cut, expired or missing token with a message, and changes nothing', async () => {
    const b = await member(2);
    const key = secretsFor(t.config).signingKey;
    const good = signUnsubscribe(key, b.userId, 'interest-received');
    const otherMember = good.replace(`${b.userId}.`, `${b.userId + 1}.`);
    const otherTopic = good.replace('interest-received', 'interest-accepted');
    const flipped = good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A');
    for (const token of [otherMember, otherTopic, flipped, good.slice(0, -5), 'not-a-token']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(t.app, method, `/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(M.linkInvalid);
      }
    }
    const expired = signUnsubscribe(key, b.userId, 'interest-received', Date.now() - (UNSUBSCRIBE_TTL_DAYS + 1) * 86_400_000);
    const late = await call(t.app, 'POST', `/notifications/unsubscribe?token=${expired}`);
    expect(late.status).toBe(410);
    expect(late.body.error.message).toBe(M.linkExpired);
    const missing = await call(t.app, 'POST', '/notifications/unsubscribe');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(M.linkMissing);
    expect((await call(t.app, 'GET', '/settings/notification-mail', { token: b.token })).body.response).toEqual(MAIL_TOPIC_DEFAULTS);
    expect(latestMail(t.dataDir, b.email)).toBeNull();
  });
});
