import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import type { Database } from '../../src/server/db/database.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { allMail } from '../helpers/outbox.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { activeSubscription } from '../factories/commerce.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import { DIGEST_HOUR_IST } from '../../src/server/modules/notification-mail/index.ts';

let t: TestApp;
/** A second API instance on the same database, as a second server would be. */
let second: { app: FastifyInstance; db: Database };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  const db = openDatabase(t.config);
  second = { app: await buildApp({ config: t.config, db }), db };
  await second.app.ready();
});
afterAll(async () => {
  await second.app.close();
  await second.db.destroy();
  await t.close();
});

const HOUR = 3_600_000;
/** The first instant from `from` at which the daily summary is due (08:00 India time or later). */
function digestTime(from: Date, dayOffset = 0): Date {
  const ist = new Date(from.getTime() + 5.5 * HOUR + dayOffset * 24 * HOUR);
  if (ist.getUTCHours() < DIGEST_HOUR_IST) ist.setUTCHours(DIGEST_HOUR_IST, 0, 0, 0);
  return new Date(ist.getTime() - 5.5 * HOUR);
}

/** Five past the digest hour (IST), `days` days from now: after anything the test writes, and the next minutes in the same hour. */
function digestHourOn(days: number): Date {
  const ist = new Date(Date.now() + 5.5 * HOUR + days * 24 * HOUR);
  ist.setUTCHours(DIGEST_HOUR_IST, 5, 0, 0);
  return new Date(ist.getTime() - 5.5 * HOUR);
}

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = (genderId: number, extra: Parameters<typeof createMemberWithProfile>[1] = {}) =>
  createMemberWithProfile(t, { genderId, isVerified: 1, ...extra });
const mailTo = async (who: Member) => {
  await t.app.mail.settled();
  await second.app.mail.settled();
  return allMail(t.dataDir, who.email);
};
const notificationsOf = async (who: Member) => (await call(t.app, 'GET', '/notifications', { token: who.token })).body.response.items;
/** Moves a member's notifications to shortly before a summary due at `at`, as if they were made that day. */
const madeBefore = (who: Member, at: Date) =>
  t.db
    .updateTable('notification')
    .set({ createdAt: new Date(at.getTime() - HOUR).toISOString() })
    .where('userId', '=', who.userId)
    .execute();
const connect = async (a: Member, b: Member) => {
  const id = (await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } })).body.response.id;
  await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token, body: {} });
};

describe('the daily summary', () => {
  it('collects the day’s notifications of daily topics and new matches with reasons, once, and sends nothing when empty', async () => {
    const reader = await member(1, { fullName: 'Vikram Joshi', age: 30, religionId: 1 });
    await call(t.app, 'PUT', '/settings/notification-mail', { token: reader.token, body: { 'new-matches': 'daily' } });
    const writer = await member(2, { fullName: 'Meera Pillai', age: 27 });
    await connect(reader, writer);
    for (const body of ['Good morning', 'Shall we talk this evening?'])
      await call(t.app, 'POST', `/conversations/${reader.userId}/messages`, { token: writer.token, body: { body } });
    const match = await member(2, { fullName: 'Lakshmi Subramanian', age: 28, religionId: 1, city: 'Chennai' });
    const quiet = await member(1);
    const instantOnly = await mailTo(reader);

    const at = digestTime(new Date());
    const ran = await t.app.scheduler.tick(at);
    expect(ran).toContain('notification-digest');
    const mails = (await mailTo(reader)).slice(0, (await mailTo(reader)).length - instantOnly.length);
    expect(mails).toHaveLength(1);
    const digest = mails[0];
    expect(digest.subject).toMatch(/^Your day on .*: 1 update, \d+ new match/);
    expect(digest.text).toContain('Dear Vikram Joshi');
    expect(digest.text).toContain('Meera Pillai sent you 2 messages.');
    expect(digest.text).toContain('New matches for you:');
    expect(digest.text).toContain('Lakshmi Subramanian (28, Chennai)');
    expect(digest.text).toMatch(/Lakshmi Subramanian[^\n]*: [^\n]*Age/);
    expect(digest.text).toContain(`/dashboard/profile/view-profile/${match.userId}`);
    // A connected member is not suggested again.
    expect(digest.text).not.toMatch(/- Meera Pillai \(/);
    const raw = fs.readFileSync(digest.file, 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <[^>]*/api/notifications/unsubscribe\\?token=${reader.userId}\\.digest\\.`, 'm'));
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(await mailTo(quiet)).toHaveLength(0);

    // The same day again, from either instance: nothing more.
    expect(await second.app.scheduler.tick(new Date(at.getTime() + HOUR))).not.toContain('notification-digest');
    expect((await mailTo(reader)).length).toBe(instantOnly.length + 1);
  });

  it('leaves out notifications already read and topics not set to daily', async () => {
    const reader = await member(1);
    const writer = await member(2);
    await connect(reader, writer);
    await call(t.app, 'POST', `/conversations/${reader.userId}/messages`, { token: writer.token, body: { body: 'Hello' } });
    await call(t.app, 'POST', '/notifications/read-all', { token: reader.token });
    const outsider = await member(2);
    await call(t.app, 'POST', '/interests', { token: outsider.token, body: { targetUserId: reader.userId } });
    await call(t.app, 'PUT', '/settings/notification-mail', { token: reader.token, body: { 'interest-received': 'off' } });
    const at = digestTime(new Date(), 1);
    await madeBefore(reader, at);
    const before = (await mailTo(reader)).length;
    await t.app.scheduler.tick(at);
    expect(await mailTo(reader)).toHaveLength(before);
    // Set to daily, the same interest is in the next day's summary.
    await call(t.app, 'PUT', '/settings/notification-mail', { token: reader.token, body: { 'interest-received': 'daily' } });
    const next = digestTime(new Date(), 2);
    await madeBefore(reader, next);
    await t.app.scheduler.tick(next);
    const mails = await mailTo(reader);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].text).toContain('sent you an interest.');
    expect(mails[0].text).not.toContain('sent you a message');
  });
});

describe('scheduled work across two instances', () => {
  it('runs each job once per period when both instances tick at the same moment', async () => {
    const reader = await member(1);
    const writer = await member(2);
    await connect(reader, writer);
    await call(t.app, 'POST', `/conversations/${reader.userId}/messages`, { token: writer.token, body: { body: 'See you soon' } });
    const before = (await mailTo(reader)).length;

    // The second round comes a minute later, still within the same clock hour (the hourly jobs' period).
    const at = digestHourOn(3);
    await madeBefore(reader, at);
    const [one, two] = await Promise.all([t.app.scheduler.tick(at), second.app.scheduler.tick(at)]);
    const ran = [...one, ...two].sort();
    expect(ran).toEqual([
      'account-origin-purge',
      'assisted-overdue',
      'audit-checkpoint',
      'grievance-escalation',
      'inactive-accounts',
      'interest-expiry',
      'notification-cleanup',
      'notification-digest',
      'plan-expiring',
      'uploads-sweep',
    ]);
    expect(await mailTo(reader)).toHaveLength(before + 1);

    const again = await Promise.all([t.app.scheduler.tick(at), second.app.scheduler.tick(new Date(at.getTime() + 60_000))]);
    expect(again.flat()).toEqual([]);
    const leases = await t.db.selectFrom('jobLease').select(['name', 'doneKey']).orderBy('name').execute();
    expect(leases.map((l) => l.name)).toEqual([
      'account-origin-purge',
      'assisted-overdue',
      'audit-checkpoint',
      'grievance-escalation',
      'inactive-accounts',
      'interest-expiry',
      'notification-cleanup',
      'notification-digest',
      'plan-expiring',
      'uploads-sweep',
    ]);
    // The hourly and quarter-hourly jobs run again in the next hour, the daily ones not.
    expect((await second.app.scheduler.tick(new Date(at.getTime() + HOUR))).sort()).toEqual([
      'assisted-overdue',
      'grievance-escalation',
      'inactive-accounts',
      'interest-expiry',
      'plan-expiring',
    ]);
  });

  it('lets another instance take over a job whose holder stopped before finishing', async () => {
    const at = digestTime(new Date(), 4);
    const key = at.toISOString().slice(0, 13);
    // An instance took the hourly lease and stopped: its lease runs out, then the other runs the job.
    await t.db
      .updateTable('jobLease')
      .set({ holder: 'gone', runKey: key, expiresAt: new Date(at.getTime() + 10 * 60_000).toISOString() })
      .where('name', '=', 'interest-expiry')
      .execute();
    expect(await second.app.scheduler.tick(at)).not.toContain('interest-expiry');
    expect(await second.app.scheduler.tick(new Date(at.getTime() + 11 * 60_000))).toContain('interest-expiry');
  });
});

describe('notifications made by scheduled work and by views', () => {
  it('tells a member of each viewer once a day, however often they look, and not by mail unless asked', async () => {
    const viewed = await member(2, { fullName: 'Anita Kulkarni' });
    const viewer = await member(1, { fullName: 'Sanjay Gupta' });
    const other = await member(1);
    for (let i = 0; i < 3; i++)
      expect(
        (await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${viewed.userId}/${viewer.userId}`, { token: viewer.token })).status,
      ).toBe(200);
    await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${viewed.userId}/${other.userId}`, { token: other.token });
    // Staff look without being announced.
    const editor = await createUser(t, { roleId: ROLE_IDS.editor });
    const seen = await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${viewed.userId}/${editor.id}`, {
      token: await tokenFor(t, editor.email),
    });
    expect(seen.status).toBe(200);
    const views = (await notificationsOf(viewed)).filter((n: { type: string }) => n.type === 'profile.viewed');
    expect(views).toHaveLength(2);
    expect(views[1]).toMatchObject({ text: 'Sanjay Gupta viewed your profile.', link: '/dashboard/profile/view-list', actorId: viewer.userId });
    expect(await mailTo(viewed)).toHaveLength(0);

    // A view on an earlier day does not hold back today's.
    const yesterday = new Date(Date.now() - 24 * HOUR).toISOString();
    await t.db.updateTable('notification').set({ createdAt: yesterday }).where('userId', '=', viewed.userId).execute();
    await t.db.updateTable('profileView').set({ viewedAt: yesterday }).where('viewedId', '=', viewed.userId).execute();
    await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${viewed.userId}/${viewer.userId}`, { token: viewer.token });
    expect((await notificationsOf(viewed)).filter((n: { type: string }) => n.type === 'profile.viewed')).toHaveLength(3);
  });

  it('tells a member once that the plan ends in 7 days, by notification and instant mail', async () => {
    const buyer = await member(1, { fullName: 'Harish Reddy' });
    const id = await activeSubscription(t, buyer.token);
    // Later than every tick of the tests before (a job does not run at a moment before its last
    // run), whatever the time of day: the plan then ends a day after.
    const at = digestHourOn(5);
    const endsAt = new Date(at.getTime() + 24 * HOUR).toISOString();
    await t.db.updateTable('userSubscription').set({ endsAt }).where('id', '=', id).execute();
    const before = (await mailTo(buyer)).length;

    const hours = [0, 1, 2].map((h) => new Date(at.getTime() + h * HOUR));
    for (const when of hours) await Promise.all([t.app.scheduler.tick(when), second.app.scheduler.tick(when)]);
    const told = (await notificationsOf(buyer)).filter((n: { type: string }) => n.type === 'plan.expiring');
    expect(told).toHaveLength(1);
    expect(told[0].text).toMatch(/^Your .+ plan ends on \d{1,2} \w+ \d{4}\. Renew it to keep seeing contact details\.$/);
    expect(told[0].link).toBe('/dashboard/plans');
    const mails = await mailTo(buyer);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].text).toContain('Dear Harish Reddy');
    expect(mails[0].text).toContain('/dashboard/plans');
  });

  it('names the ending plan in the member’s language, in the notification and the mail', async () => {
    const buyer = await member(1, { fullName: 'Meena Sundaram' });
    expect((await call(t.app, 'PUT', '/account/language', { token: buyer.token, body: { locale: 'ta' } })).status).toBe(200);
    const plans = (await call(t.app, 'GET', '/SubscriptionPlan/GetAllSubscriptionPlan')).body.response as Array<{ id: number; name: string }>;
    const gold = plans.find((p) => p.name === 'Gold — 3 months')!;
    const id = await activeSubscription(t, buyer.token, gold.id);
    const at = digestHourOn(5);
    await t.db
      .updateTable('userSubscription')
      .set({ endsAt: new Date(at.getTime() + 30 * HOUR).toISOString() })
      .where('id', '=', id)
      .execute();
    const before = (await mailTo(buyer)).length;
    for (const h of [3, 4]) await t.app.scheduler.tick(new Date(at.getTime() + h * HOUR));
    const told = (await notificationsOf(buyer)).filter((n: { type: string }) => n.type === 'plan.expiring');
    expect(told).toHaveLength(1);
    expect(told[0].phrase.values.plan).toBe('கோல்டு — 3 மாதங்கள்');
    const mails = await mailTo(buyer);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].text).toContain('கோல்டு — 3 மாதங்கள்');
    expect(mails[0].text).not.toContain('Gold — 3 months');
  });

  it('stores interests unanswered for 30 days as expired, and clears old events and read notifications', async () => {
    const a = await member(1);
    const b = await member(2);
    const id = (await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } })).body.response.id;
    const old = new Date(Date.now() - 31 * 24 * HOUR).toISOString();
    await t.db.updateTable('interest').set({ createdAt: old }).where('id', '=', id).execute();
    await t.db.updateTable('domainEvent').set({ createdAt: old }).where('recipientId', '=', b.userId).execute();
    await t.db
      .updateTable('notification')
      .set({ createdAt: new Date(Date.now() - 100 * 24 * HOUR).toISOString(), readAt: old })
      .where('userId', '=', b.userId)
      .execute();

    await t.app.scheduler.tick(digestHourOn(6));
    const row = await t.db.selectFrom('interest').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    const closed = await call(t.app, 'GET', '/interests?tab=closed', { token: a.token });
    expect(closed.body.response.items.map((i: { id: number; status: string }) => [i.id, i.status])).toContainEqual([id, 'expired']);
    expect(await t.db.selectFrom('domainEvent').select('id').where('recipientId', '=', b.userId).execute()).toEqual([]);
    expect(await notificationsOf(b)).toEqual([]);
  });
});

describe('saved searches in the daily summary', () => {
  it('lists up to five new results of each saved search marked for it, adds nothing when there are none, and stops with the summary’s link', async () => {
    const city = `Town ${Date.now().toString(36)}`;
    const reader = await member(1, { fullName: 'Arjun Menon', age: 30, city, prefAgeMin: 22, prefAgeMax: 34 });
    const save = (name: string, includeInDigest: boolean) =>
      call(t.app, 'POST', '/search/saved', { token: reader.token, body: { name, filters: { city }, includeInDigest } });
    const marked = (await save('Brides in my town', true)).body.response;
    await save('Not in the summary', false);
    const at = digestHourOn(7);
    const brides = [];
    for (let i = 0; i < 7; i++) brides.push(await member(2, { fullName: `Bride ${i} ${city}`, age: 25, city }));
    // They joined during the day before the summary.
    await t.db
      .updateTable('profile')
      .set({ createdAt: new Date(at.getTime() - HOUR).toISOString() })
      .where(
        'userId',
        'in',
        brides.map((b) => b.userId),
      )
      .execute();
    const before = (await mailTo(reader)).length;

    await t.app.scheduler.tick(at);
    const mails = await mailTo(reader);
    expect(mails).toHaveLength(before + 1);
    const digest = mails[0];
    expect(digest.subject).toMatch(/: 5 new search results$/);
    expect(digest.text).toContain('New results for your saved searches:');
    expect(digest.text).toContain('"Brides in my town" (5 of 7 new):');
    expect(digest.text).not.toContain('Not in the summary');
    expect(digest.text).not.toContain('New matches for you');
    expect(digest.text.match(new RegExp(`- Bride \\d ${city} \\(${city}\\), SM`, 'g'))).toHaveLength(5);
    expect(digest.text).toContain('/dashboard/profile/view-profile/');

    // The next day brings no one new: no section, and with nothing else no mail.
    await t.app.scheduler.tick(digestHourOn(8));
    expect(await mailTo(reader)).toHaveLength(before + 1);

    // The summary's unsubscribe link also takes the saved search out of it.
    const raw = fs.readFileSync(digest.file, 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    const oneClick = /^List-Unsubscribe: <([^>]*)>/m.exec(raw)![1];
    expect((await call(t.app, 'POST', oneClick.slice(oneClick.indexOf('/notifications/')))).status).toBe(200);
    const list = (await call(t.app, 'GET', '/search/saved', { token: reader.token })).body.response;
    expect(list.find((s: { id: number }) => s.id === marked.id).includeInDigest).toBe(false);
  });
});
