import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const religionId = 9;
// Two members who match each other: same religion, ages in each other's range.
const matchingPair = async () =>
  [
    await createMemberWithProfile(t, { genderId: 1, age: 30, religionId, casteId: null, prefReligionId: religionId, prefAgeMin: 22, prefAgeMax: 32 }),
    await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: null, prefReligionId: religionId, prefAgeMin: 26, prefAgeMax: 34 }),
  ] as const;
const matchIds = async (who: Member) =>
  ((await call(t.app, 'GET', '/user-matrimonial-detail/match?pageSize=50', { token: who.token })).body.response.items as Array<{ userId: number }>).map(
    (i) => i.userId,
  );
const put = (who: Member, path: string, id: number) => call(t.app, 'PUT', `${path}/${id}`, { token: who.token });
const del = (who: Member, path: string, id: number) => call(t.app, 'DELETE', `${path}/${id}`, { token: who.token });
const list = async (who: Member, path: string) => (await call(t.app, 'GET', path, { token: who.token })).body.response;
const view = (viewer: Member, target: Member) =>
  call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${viewer.userId}`, { token: viewer.token });

describe('shortlist', () => {
  it('saves a profile, shows it on match cards and the list, and removes it', async () => {
    const [a, b] = await matchingPair();
    expect((await put(a, '/shortlist', b.userId)).body.response).toEqual({ userId: b.userId, shortlisted: true });
    expect((await put(a, '/shortlist', b.userId)).status).toBe(200);
    const saved = await list(a, '/shortlist');
    expect(saved.total).toBe(1);
    expect(saved.items[0].member).toMatchObject({ userId: b.userId, fullName: `Member ${b.userId}` });
    const card = (await call(t.app, 'GET', '/user-matrimonial-detail/match?pageSize=50', { token: a.token })).body.response.items.find(
      (i: { userId: number }) => i.userId === b.userId,
    );
    expect(card.shortlisted).toBe(true);
    expect((await del(a, '/shortlist', b.userId)).body.response.shortlisted).toBe(false);
    expect((await del(a, '/shortlist', b.userId)).status).toBe(404);
    expect((await list(a, '/shortlist')).total).toBe(0);
  });

  it('refuses oneself, unknown and unavailable members', async () => {
    const [a] = await matchingPair();
    const unverified = await createMemberWithProfile(t, { genderId: 2 }, { isVerified: 0 });
    expect((await put(a, '/shortlist', a.userId)).status).toBe(400);
    expect((await put(a, '/shortlist', 99_999_999)).status).toBe(404);
    expect((await put(a, '/shortlist', unverified.userId)).status).toBe(404);
    expect((await call(t.app, 'PUT', '/shortlist/abc', { token: a.token })).status).toBe(400);
    expect((await list(a, '/shortlist')).total).toBe(0);
  });
});

describe('not interested', () => {
  it('hides a profile from my matches only, and is reversible', async () => {
    const [a, b] = await matchingPair();
    expect(await matchIds(a)).toContain(b.userId);
    expect((await put(a, '/not-interested', b.userId)).body.response.notInterested).toBe(true);
    expect(await matchIds(a)).not.toContain(b.userId);
    expect(await matchIds(b)).toContain(a.userId);
    expect((await list(a, '/not-interested')).items[0].member.userId).toBe(b.userId);
    await del(a, '/not-interested', b.userId);
    expect(await matchIds(a)).toContain(b.userId);
  });
});

describe('block wins over everything', () => {
  it('hides both ways from matches, view lists, profiles and interests, and ends a connection', async () => {
    const [a, b] = await matchingPair();
    await view(b, a);
    expect((await call(t.app, 'GET', '/user-matrimonial-detail/GetMatchingProfilesAsync', { token: a.token })).body.response.total).toBe(1);
    const id = (await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } })).body.response.id;
    await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token });
    await put(a, '/shortlist', b.userId);

    expect((await put(a, '/blocks', b.userId)).body.response.blocked).toBe(true);
    expect(await matchIds(a)).not.toContain(b.userId);
    expect(await matchIds(b)).not.toContain(a.userId);
    const viewers = (await call(t.app, 'GET', '/user-matrimonial-detail/GetMatchingProfilesAsync', { token: a.token })).body.response;
    expect(viewers.total).toBe(0);
    const blockedView = await view(b, a);
    expect(blockedView.status).toBe(404);
    expect(blockedView.body.error.message).toBe('This profile is not available.');
    expect((await view(a, b)).status).toBe(404);
    for (const who of [a, b]) expect((await list(who, '/interests?tab=connected')).total).toBe(0);
    expect((await list(a, '/shortlist')).total).toBe(0);
    const again = await call(t.app, 'POST', '/interests', { token: b.token, body: { targetUserId: a.userId } });
    expect(again.status).toBe(404);
    expect((await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token })).status).toBe(404);
    expect((await list(a, '/blocks')).items[0].member).toMatchObject({ userId: b.userId, photoUrl: null });

    // Unblocking shows each to the other again, but the connection stays ended.
    await del(a, '/blocks', b.userId);
    expect(await matchIds(b)).toContain(a.userId);
    expect((await view(b, a)).status).toBe(200);
    expect((await list(a, '/interests?tab=connected')).total).toBe(0);
    expect((await del(a, '/blocks', b.userId)).status).toBe(404);
  });

  it('staff have no interests, shortlists or blocks', async () => {
    const [, b] = await matchingPair();
    const token = await tokenFor(t, ADMIN_EMAIL);
    expect((await call(t.app, 'PUT', `/blocks/${b.userId}`, { token })).status).toBe(403);
    expect((await call(t.app, 'POST', '/interests', { token, body: { targetUserId: b.userId } })).status).toBe(403);
  });
});
