import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = () => createMemberWithProfile(t, { genderId: 2 });
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
    expect(filed.body.response).toMatchObject({ message: 'Thank you. An administrator will review this profile.', blocked: true });
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

describe('the administrators’ queue', () => {
  it('three open reports from different members hide the profile until reviewed; Dismiss brings it back', async () => {
    const target = await member();
    const [r1, r2, r3, viewer] = [await member(), await member(), await member(), await member()];
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
