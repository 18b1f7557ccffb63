import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { documentTypeIds, uploadDocument } from '../helpers/documents.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { tokenFor } from '../factories/sessions.ts';

/**
 * A shortlisted profile's card shows its photo as the member's other cards do
 * (docs/product/assisted-service.md): the approved close-up signed for the member, a private one
 * only as the blurred preview until the owner grants it, and nothing at all across a block or for
 * a profile hidden or paused since it was sent. The manager's workbench shows the member's view.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
type Pick = { profileUserId: number; photoUrl: string | null; photoPreviewUrl: string | null };

const portrait = () =>
  sharp({ create: { width: 600, height: 750, channels: 3, background: '#8a5a44' } })
    .jpeg()
    .toBuffer();

async function photoOf(owner: Member, approved: boolean) {
  const types = await documentTypeIds(t);
  const res = await uploadDocument(t, owner.token, { userId: owner.userId, documentTypeId: types.closeUpPhoto }, { name: 'me.jpg', bytes: await portrait() });
  expect(res.status, JSON.stringify(res.body.error)).toBe(201);
  if (approved) expect((await call(t.app, 'POST', `/photo-approval/${res.body.response.id}/approve`, { token: admin })).status).toBe(200);
  return res.body.response.id as number;
}
const visibility = async (owner: Member, photoVisibility: string) =>
  expect((await call(t.app, 'PUT', '/settings/photo-visibility', { token: owner.token, body: { photoVisibility } })).status).toBe(200);
const fileStatus = async (url: string) => (await t.app.inject({ method: 'GET', url: `${url}` })).statusCode;
const codeOf = async (id: number) => (await t.db.selectFrom('users').select('profileCode').where('id', '=', id).executeTakeFirstOrThrow()).profileCode!;

describe('photos on shortlisted cards', () => {
  it('follow the rules of members’ cards, for the member and on the manager’s workbench', async () => {
    const member = await createMemberWithProfile(t, { genderId: 1, age: 30 });
    const [open, closed, none, pending, blocker, paused, elite] = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map(() => createMemberWithProfile(t, { genderId: 2, age: 28 })),
    );
    const openPhoto = await photoOf(open!, true);
    await visibility(open!, 'all');
    const closedPhoto = await photoOf(closed!, true);
    await visibility(closed!, 'connections');
    await photoOf(pending!, false);
    await visibility(pending!, 'all');
    await photoOf(blocker!, true);
    await visibility(blocker!, 'all');
    await photoOf(paused!, true);
    await visibility(paused!, 'all');
    await photoOf(elite!, true);
    await visibility(elite!, 'all');

    // A manager, the member assigned to them, and a shortlist of all six.
    const body = {
      name: 'Meera Iyer',
      email: `rm-photos-${Date.now()}@matrimonial.example.in`,
      mobile: `97${String(Date.now()).slice(-8)}`,
      password: 'Manager-Pass-42',
      hoursFrom: '10:00',
      hoursTo: '19:00',
      languages: ['en'],
    };
    const made = await call(t.app, 'POST', '/assisted/managers', { token: admin, body });
    expect(made.status, JSON.stringify(made.body.error)).toBe(201);
    const rm = await tokenFor(t, body.email);
    expect((await call(t.app, 'POST', '/assisted/request', { token: member.token, body: { kind: 'call' } })).status).toBe(201);
    expect((await call(t.app, 'PUT', `/assisted/members/${member.userId}/manager`, { token: admin, body: { managerId: made.body.response.id } })).status).toBe(
      200,
    );
    const targets = [open!, closed!, none!, pending!, blocker!, paused!, elite!];
    const picks = await Promise.all(targets.map(async (p) => ({ profileCode: await codeOf(p.userId), note: 'Family from Madurai.' })));
    const sent = await call(t.app, 'POST', `/assisted/workbench/${member.userId}/shortlists`, { token: rm, body: { picks } });
    expect(sent.status, JSON.stringify(sent.body.error)).toBe(201);
    const byId = (list: Pick[]) => new Map(list.map((p) => [p.profileUserId, p]));
    const sentPicks = byId(sent.body.response.picks);

    // As sent: the open photo signed for the member, the private one as its preview, nothing without an approved photo.
    expect(sentPicks.get(open!.userId)!.photoUrl).toMatch(new RegExp(`/files/${openPhoto}\\?size=thumb&.*r=${member.userId}&`));
    expect(sentPicks.get(open!.userId)!.photoPreviewUrl).toBeNull();
    expect(sentPicks.get(closed!.userId)).toMatchObject({ photoUrl: null, photoPreviewUrl: expect.stringContaining(`/files/${closedPhoto}?size=preview&`) });
    expect(sentPicks.get(none!.userId)).toMatchObject({ photoUrl: null, photoPreviewUrl: null });
    expect(sentPicks.get(pending!.userId)).toMatchObject({ photoUrl: null, photoPreviewUrl: null });
    expect(await fileStatus(sentPicks.get(open!.userId)!.photoUrl!)).toBe(200);
    expect(await fileStatus(sentPicks.get(closed!.userId)!.photoPreviewUrl!)).toBe(200);

    expect(sentPicks.get(elite!.userId)!.photoUrl).toEqual(expect.stringContaining('size=thumb&'));

    // Later: one blocks the member, one pauses, one takes an Elite plan (kept confidential from
    // members she is not connected with), the private one grants the member's request.
    expect((await call(t.app, 'PUT', `/blocks/${member.userId}`, { token: blocker!.token })).status).toBeLessThan(300);
    expect((await call(t.app, 'PUT', '/settings/pause', { token: paused!.token, body: { paused: true } })).status).toBe(200);
    const elitePlan = await t.db.selectFrom('subscriptionPlan').select('id').where('service', '=', 'elite').executeTakeFirstOrThrow();
    const at = Date.now();
    await t.db
      .insertInto('userSubscription')
      .values({
        userId: elite!.userId,
        planId: elitePlan.id,
        status: 'active',
        amountPaise: 4_999_900,
        contactViewsTotal: 150,
        startsAt: new Date(at - 60_000).toISOString(),
        endsAt: new Date(at + 180 * 86_400_000).toISOString(),
        activatedAt: new Date(at - 60_000).toISOString(),
        createdAt: new Date(at - 60_000).toISOString(),
        updatedAt: new Date(at - 60_000).toISOString(),
      })
      .execute();
    const asked = await call(t.app, 'POST', '/photo-requests', { token: member.token, body: { ownerId: closed!.userId } });
    expect(asked.status).toBe(201);
    expect((await call(t.app, 'POST', `/photo-requests/${asked.body.response.id}/grant`, { token: closed!.token })).status).toBe(200);

    const mine = byId((await call(t.app, 'GET', '/assisted', { token: member.token })).body.response.shortlists[0].picks);
    expect(mine.get(open!.userId)!.photoUrl).toEqual(expect.stringContaining(`/files/${openPhoto}?size=thumb&`));
    expect(mine.get(closed!.userId)!.photoUrl).toEqual(expect.stringContaining(`/files/${closedPhoto}?size=thumb&`));
    expect(await fileStatus(mine.get(closed!.userId)!.photoUrl!)).toBe(200);
    expect(mine.get(blocker!.userId)).toMatchObject({ photoUrl: null, photoPreviewUrl: null });
    expect(mine.get(paused!.userId)).toMatchObject({ photoUrl: null, photoPreviewUrl: null });
    expect(mine.get(elite!.userId)).toMatchObject({ photoUrl: null, photoPreviewUrl: null });

    // The workbench shows the manager what the member sees, no more.
    const bench = byId((await call(t.app, 'GET', `/assisted/workbench/${member.userId}`, { token: rm })).body.response.shortlists[0].picks);
    for (const target of targets) {
      const seen = bench.get(target.userId)!;
      const own = mine.get(target.userId)!;
      expect(Boolean(seen.photoUrl), `photo of ${target.userId}`).toBe(Boolean(own.photoUrl));
      expect(Boolean(seen.photoPreviewUrl), `preview of ${target.userId}`).toBe(Boolean(own.photoPreviewUrl));
    }

    // Marking a pick answers it with its photo, so the card keeps showing it.
    const marked = await call(
      t.app,
      'PUT',
      `/assisted/picks/${(await call(t.app, 'GET', '/assisted', { token: member.token })).body.response.shortlists[0].picks[0].id}`,
      {
        token: member.token,
        body: { verdict: 'interested' },
      },
    );
    expect(marked.status).toBe(200);
    expect(marked.body.response.photoUrl).toEqual(expect.stringContaining(`/files/${openPhoto}?size=thumb&`));
  });
});
