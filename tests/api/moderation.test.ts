import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { memberSession, tokenFor } from '../factories/sessions.ts';
import { createMemberWithProfile, independentMember } from '../factories/profiles.ts';
import { allMail } from '../helpers/outbox.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = () => createMemberWithProfile(t, { genderId: 2 });
/** A member in good standing: verified, with a profile older than a week, no open reports against them. */
const established = () => independentMember(t);
const report = (from: Member, to: Member, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/reports', {
    token: from.token,
    body: { reportedUserId: to.userId, reason: 'fake-profile', details: 'The photos are of a film actor.', ...extra },
  });
const queue = async (status = 'open') => (await call(t.app, 'GET', `/moderation/reports?status=${status}&pageSize=50`, { token: admin })).body.response;
const act = (userId: number, body: unknown, token = admin) => call(t.app, 'POST', `/moderation/members/${userId}/actions`, { token, body });
const visible = async (viewer: Member, target: Member) =>
  (await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${viewer.userId}`, { token: viewer.token })).status === 200;

describe('reporting a profile', () => {
  it('is acknowledged, one open report per reporter and profile, and can block in the same step', async () => {
    const [a, b] = [await member(), await member()];
    const filed = await report(a, b, { block: true });
    expect(filed.status).toBe(201);
    expect(filed.body.response).toMatchObject({
      message: 'Thank you. An administrator will review this profile.',
      messageCode: 'MEMBER_LOOP_MSG.reportReceived',
      messageValues: {},
      blocked: true,
    });
    expect((await call(t.app, 'GET', '/blocks', { token: a.token })).body.response.total).toBe(1);
    const twice = await report(a, b, { reason: 'abusive' });
    expect(twice.status).toBe(409);
    expect((await call(t.app, 'GET', '/reports/mine', { token: a.token })).body.response).toEqual([
      expect.objectContaining({ reportedUserId: b.userId, status: 'open', outcome: 'An administrator will review this profile.' }),
    ]);
  });

  it('refuses bad input and changes nothing', async () => {
    const [a, b] = [await member(), await member()];
    expect((await report(a, a)).status).toBe(400);
    expect((await report(a, b, { reason: 'dislike' })).status).toBe(400);
    expect((await report(a, b, { details: 'short' })).body.error.fields.details).toMatch(/at least 10/);
    expect((await report(a, b, { details: 'x'.repeat(1001) })).status).toBe(400);
    expect(
      (await call(t.app, 'POST', '/reports', { token: a.token, body: { reportedUserId: 99_999_999, reason: 'other', details: 'Nobody at all here.' } })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', '/reports', { token: admin, body: { reportedUserId: b.userId, reason: 'other', details: 'Staff do not report.' } })).status,
    ).toBe(403);
    expect(await t.db.selectFrom('report').select('id').where('reporterId', '=', a.userId).execute()).toHaveLength(0);
  });
});

describe('reports that cannot be weaponised', () => {
  it('three throwaway accounts without a profile do not hide a member', async () => {
    const [target, viewer] = [await member(), await member()];
    for (let i = 0; i < 3; i++) {
      const throwaway = await memberSession(t);
      expect((await report(throwaway as unknown as Member, target)).status).toBe(201);
    }
    expect(await visible(viewer, target)).toBe(true);
    const entry = (await queue()).items.find((i: { member: { userId: number } }) => i.member.userId === target.userId);
    expect(entry.member.hidden).toBe(false);
    expect(entry.openReports.map((r: { goodStanding: boolean; weight: number }) => [r.goodStanding, r.weight])).toEqual([
      [false, 0],
      [false, 0],
      [false, 0],
    ]);
  });

  it('new profiles, or reporters with open reports against them, do not count either', async () => {
    const [target, viewer] = [await member(), await member()];
    const [fresh1, fresh2] = [await member(), await member()];
    const [suspect, accuser] = [await established(), await established()];
    await report(accuser, suspect);
    for (const r of [fresh1, fresh2, suspect]) expect((await report(r, target)).status).toBe(201);
    expect(await visible(viewer, target)).toBe(true);
  });

  it('three members in good standing hide the member, who is told in their language, queued first, and appeals once', async () => {
    const [target, viewer] = [await member(), await member()];
    await t.db.updateTable('users').set({ locale: 'hi' }).where('id', '=', target.userId).execute();
    // An earlier case waits in the queue, not hidden.
    const [early, other] = [await member(), await established()];
    await report(other, early);
    const [r1, r2, r3] = [await established(), await established(), await established()];
    // r1 knew the member: they were connected.
    const now = new Date().toISOString();
    await t.db
      .insertInto('interest')
      .values({ userId: r1.userId, targetUserId: target.userId, status: 'accepted', note: null, reply: null, createdAt: now, updatedAt: now })
      .execute();
    const before = await call(t.app, 'GET', '/moderation/appeal', { token: target.token });
    expect(before.body.response).toEqual({ hiddenAutomatically: false, canAppeal: false, appealedAt: null });
    const early409 = await call(t.app, 'POST', '/moderation/appeal', { token: target.token, body: { text: 'Nothing to appeal yet, surely.' } });
    expect(early409.status).toBe(409);
    for (const r of [r1, r2, r3]) expect((await report(r, target)).status).toBe(201);
    expect(await visible(viewer, target)).toBe(false);

    const told = await call(t.app, 'GET', '/notifications', { token: target.token });
    expect(told.body.response.items[0]).toMatchObject({ type: 'moderation.hidden', phrase: { key: 'notification.hidden' } });
    expect(told.body.response.items[0].text).toMatch(/hidden from other members/);
    await t.app.mail.settled();
    const mails = allMail(t.dataDir, target.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('कई सदस्यों की शिकायतों के बाद');

    const items = (await queue()).items;
    expect(items[0].member.userId).toBe(target.userId);
    const weights = Object.fromEntries(items[0].openReports.map((r: { reporterId: number; weight: number }) => [r.reporterId, r.weight]));
    expect(weights).toEqual({ [r1.userId]: 2, [r2.userId]: 1, [r3.userId]: 1 });
    expect(items[0].openReports.every((r: { goodStanding: boolean; reporterName: string }) => r.goodStanding && r.reporterName)).toBe(true);
    expect(items[0].appeal).toBeNull();

    expect((await call(t.app, 'GET', '/moderation/appeal', { token: target.token })).body.response).toMatchObject({
      hiddenAutomatically: true,
      canAppeal: true,
    });
    const short = await call(t.app, 'POST', '/moderation/appeal', { token: target.token, body: { text: 'no' } });
    expect(short.status).toBe(400);
    const text = 'These reports came after I declined their interests; my documents are verified.';
    const appealed = await call(t.app, 'POST', '/moderation/appeal', { token: target.token, body: { text } });
    expect(appealed.status).toBe(201);
    expect(appealed.body.response).toMatchObject({ hiddenAutomatically: true, canAppeal: false, appealedAt: expect.any(String) });
    const again = await call(t.app, 'POST', '/moderation/appeal', { token: target.token, body: { text } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already appealed/);
    const entry = (await queue()).items.find((i: { member: { userId: number } }) => i.member.userId === target.userId);
    expect(entry.appeal).toEqual({ text, createdAt: expect.any(String) });

    // The administrator decides: the hide is lifted, and the appeal is no longer waiting.
    await act(target.userId, { action: 'dismiss', note: 'Reports did not hold up.' });
    expect(await visible(viewer, target)).toBe(true);
    expect((await call(t.app, 'GET', '/moderation/appeal', { token: target.token })).body.response.hiddenAutomatically).toBe(false);
    expect((await call(t.app, 'GET', `/moderation/members/${target.userId}`, { token: admin })).body.response.appeal).toBeNull();
  });

  it('refuses the sixth report of a day with a clear message', async () => {
    const reporter = await established();
    for (let i = 0; i < 5; i++) expect((await report(reporter, await member())).status).toBe(201);
    const sixth = await report(reporter, await member());
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe(
      'You have made 5 reports today, the daily limit. You can report again tomorrow; if you are in danger, contact the police.',
    );
    expect(await t.db.selectFrom('report').select('id').where('reporterId', '=', reporter.userId).execute()).toHaveLength(5);
  });
});

describe('the administrators’ queue', () => {
  it('three open reports from different members in good standing hide the profile until reviewed; Dismiss brings it back', async () => {
    const target = await member();
    const [r1, r2, r3, viewer] = [await established(), await established(), await established(), await member()];
    await report(r1, target);
    await report(r2, target, { reason: 'asking-for-money', details: 'Asked me to send money for a visa.' });
    expect(await visible(viewer, target)).toBe(true);
    await report(r3, target);
    expect(await visible(viewer, target)).toBe(false);
    const entry = (await queue()).items.find((i: { member: { userId: number } }) => i.member.userId === target.userId);
    expect(entry.member.hidden).toBe(true);
    expect(entry.openReports).toHaveLength(3);
    expect(entry.actions[0]).toMatchObject({ action: 'auto-hide', adminName: null });

    const dismissed = await act(target.userId, { action: 'dismiss', note: 'Photos checked against the identity document.' });
    expect(dismissed.body.response).toMatchObject({ action: 'dismiss', closedReports: 3, hidden: false, isActive: true });
    expect(await visible(viewer, target)).toBe(true);
    expect((await call(t.app, 'GET', '/reports/mine', { token: r1.token })).body.response[0]).toMatchObject({
      status: 'closed',
      outcome: 'We reviewed this profile and found no breach of our rules.',
    });
    const outcome = await t.app.events.since(t.db, r2.userId, 0);
    expect(outcome.map((e) => e.type)).toEqual(['moderation.outcome']);
    const closed = (await queue('closed')).items.find((i: { member: { userId: number } }) => i.member.userId === target.userId);
    expect(closed.earlierReports).toHaveLength(3);
    expect(closed.actions.map((a: { action: string }) => a.action)).toEqual(['dismiss', 'auto-hide']);
    // The profile's admin view reads the same record, with who acted and when.
    const record = (await call(t.app, 'GET', `/moderation/members/${target.userId}`, { token: admin })).body.response;
    expect(record.actions[0]).toMatchObject({ action: 'dismiss', adminName: expect.any(String), note: 'Photos checked against the identity document.' });
    expect(record.earlierReports).toHaveLength(3);
  });

  it('Warn tells the member why; Hide removes from discovery; Deactivate ends the account’s sessions', async () => {
    const [target, reporter, viewer] = [await member(), await member(), await member()];
    await report(reporter, target, { reason: 'abusive', details: 'Sent rude messages after I declined.' });
    expect((await act(target.userId, { action: 'warn' })).status).toBe(400);
    expect((await act(target.userId, { action: 'warn', note: 'Messages to other members must stay polite.' })).status).toBe(200);
    const warning = await t.app.events.since(t.db, target.userId, 0);
    expect(warning[0]).toMatchObject({ type: 'moderation.warning', data: { reason: 'Messages to other members must stay polite.' } });
    const told = await call(t.app, 'GET', '/moderation/warnings', { token: target.token });
    expect(told.body.response).toEqual([{ reason: 'Messages to other members must stay polite.', createdAt: expect.any(String) }]);
    expect((await call(t.app, 'GET', '/moderation/warnings', { token: reporter.token })).body.response).toEqual([]);
    expect((await call(t.app, 'GET', '/reports/mine', { token: reporter.token })).body.response[0].outcome).toMatch(/took action/);

    // The target viewed the viewer's profile; once hidden, the target leaves the viewer's view list.
    expect(await visible(target, viewer)).toBe(true);
    const viewList = async () => (await call(t.app, 'GET', '/user-matrimonial-detail/GetMatchingProfilesAsync', { token: viewer.token })).body.response.total;
    expect(await viewList()).toBe(1);
    expect((await act(target.userId, { action: 'hide' })).body.response.hidden).toBe(true);
    expect(await visible(viewer, target)).toBe(false);
    expect(await viewList()).toBe(0);
    expect((await act(target.userId, { action: 'deactivate' })).body.response.isActive).toBe(false);
    expect((await call(t.app, 'GET', '/interests', { token: target.token })).status).toBe(401);
  });

  it('is for administrators only; bad actions are refused', async () => {
    const [a, b] = [await member(), await member()];
    expect((await call(t.app, 'GET', '/moderation/reports', { token: a.token })).status).toBe(403);
    expect((await act(b.userId, { action: 'hide' }, a.token)).status).toBe(403);
    expect((await act(b.userId, { action: 'delete' })).status).toBe(400);
    expect((await act(99_999_999, { action: 'hide' })).status).toBe(404);
    expect(await visible(a, b)).toBe(true);
  });
});
