import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { createManager } from '../factories/managers.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { activeSubscription } from '../factories/commerce.ts';

/**
 * The assisted service's steps in the app (docs/product/assisted-service.md): each step leaves a
 * notification for the people it concerns, linking to My relationship manager for a member and
 * to the workbench's member page for a manager; a blocked pair sees none of the other, and an
 * Elite member kept confidential is named by her initials.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const newManager = () => createManager(t, admin, { name: 'Kavita Nair', tag: 'notice-rm', mobilePrefix: '96', languages: ['en', 'ta'] });
type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
type Manager = Awaited<ReturnType<typeof newManager>>;
const codeOf = async (id: number) => (await t.db.selectFrom('users').select('profileCode').where('id', '=', id).executeTakeFirstOrThrow()).profileCode!;

async function assign(member: Member, rm: Manager) {
  expect((await call(t.app, 'POST', '/assisted/request', { token: member.token, body: { kind: 'call' } })).status).toBe(201);
  expect((await call(t.app, 'PUT', `/assisted/members/${member.userId}/manager`, { token: admin, body: { managerId: rm.id } })).status).toBe(200);
}
/** The member assigned, called, and Interested in the first of these profiles; answers that pick's id. */
async function interestedIn(member: Member, rm: Manager, profile: Member) {
  await assign(member, rm);
  await call(t.app, 'POST', `/assisted/workbench/${member.userId}/calls`, { token: rm.token, body: { outcome: 'reached', note: 'First call made.' } });
  const sent = await call(t.app, 'POST', `/assisted/workbench/${member.userId}/shortlists`, {
    token: rm.token,
    body: { picks: [{ profileCode: await codeOf(profile.userId), note: 'A family from Trichy.' }] },
  });
  expect(sent.status, JSON.stringify(sent.body.error)).toBe(201);
  const pickId = sent.body.response.picks[0].id as number;
  expect((await call(t.app, 'PUT', `/assisted/picks/${pickId}`, { token: member.token, body: { verdict: 'interested' } })).status).toBe(200);
  return pickId;
}
const introduce = async (rm: Manager, member: Member, pickId: number) => {
  const made = await call(t.app, 'POST', `/assisted/workbench/${member.userId}/introductions`, {
    token: rm.token,
    body: { pickId, message: 'Both families are from Trichy and value music.' },
  });
  expect(made.status, JSON.stringify(made.body.error)).toBe(201);
  return made.body.response.id as number;
};
const indiaTime = (days: number) => `${new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10)}T18:30`;

interface Item {
  type: string;
  text: string;
  link: string;
  actorId: number | null;
  phrase: { key: string; values?: Record<string, string | number> };
}
/** The reader's notifications of the assisted service (and an introduction's acceptance), newest first. */
async function bell(token: string): Promise<Item[]> {
  const res = await call(t.app, 'GET', '/notifications?pageSize=50', { token });
  expect(res.status).toBe(200);
  return (res.body.response.items as Item[]).filter((i) => i.type.startsWith('assisted.') || i.phrase.key === 'notification.introAccepted');
}
const types = async (token: string) => (await bell(token)).map((i) => i.type);

describe('the assisted service in the app', () => {
  it('tells the manager of an assigned member, and each side of an introduction, its meetings and feedback', async () => {
    const rm = await newManager();
    const bride = await createMemberWithProfile(t, { genderId: 2, age: 28, fullName: 'Meenakshi Sundaram' });
    const groom = await createMemberWithProfile(t, { genderId: 1, age: 31, fullName: 'Vignesh Raman' });
    const pickId = await interestedIn(bride, rm, groom);
    expect((await bell(rm.token))[0]).toMatchObject({
      type: 'assisted.assigned',
      actorId: bride.userId,
      link: `/dashboard/workbench/${bride.userId}`,
      text: 'Meenakshi Sundaram asked for the assisted service and is now your member. Make the first call.',
      phrase: { key: 'notification.assistedAssigned', values: { name: 'Meenakshi Sundaram' } },
    });

    // Introduced: he, who has no manager, is told on his own page; nobody else is.
    const id = await introduce(rm, bride, pickId);
    expect(await bell(groom.token)).toEqual([
      expect.objectContaining({
        type: 'assisted.introduced',
        actorId: bride.userId,
        link: '/dashboard/relationship-manager',
        text: `${rm.name}, a relationship manager, would like to introduce Meenakshi Sundaram to you. Read the note and answer on My relationship manager.`,
        phrase: { key: 'notification.introduced', values: { manager: rm.name, name: 'Meenakshi Sundaram' } },
      }),
    ]);
    expect(await types(bride.token)).toEqual([]);
    // The introduction's card carries her verification badges, as every member card reads them.
    const card = (await call(t.app, 'GET', '/assisted', { token: groom.token })).body.response.introductions[0];
    const badges = (await call(t.app, 'GET', '/badges/mine', { token: bride.token })).body.response.badges;
    expect(badges.length).toBeGreaterThan(0);
    expect(card.member.badges).toEqual(badges);

    // Accepted: she is told as of an accepted interest, worded as the introduction; her manager on the workbench.
    expect((await call(t.app, 'PUT', `/assisted/introductions/${id}`, { token: groom.token, body: { answer: 'accepted' } })).status).toBe(200);
    expect(await bell(bride.token)).toEqual([
      expect.objectContaining({
        type: 'interest.accepted',
        actorId: groom.userId,
        link: '/dashboard/relationship-manager',
        text: 'Vignesh Raman accepted the introduction. You can now send messages.',
      }),
    ]);
    expect((await bell(rm.token))[0]).toMatchObject({
      type: 'assisted.answered',
      link: `/dashboard/workbench/${bride.userId}`,
      text: 'Vignesh Raman accepted the introduction to Meenakshi. Propose a meeting.',
      phrase: { key: 'notification.introAnswered', values: { name: 'Vignesh Raman', member: 'Meenakshi', answer: 'accepted' } },
    });

    // A meeting proposed: both are told, each naming the other.
    const proposed = await call(t.app, 'POST', `/assisted/introductions/${id}/meetings`, {
      token: rm.token,
      body: { startsAt: indiaTime(4), durationMinutes: 60, mode: 'in-person', place: 'Hotel Sangam, Trichy' },
    });
    expect(proposed.status, JSON.stringify(proposed.body.error)).toBe(201);
    const meetingId = proposed.body.response.meetings[0].id as number;
    expect((await bell(bride.token))[0]).toMatchObject({
      type: 'assisted.meeting-proposed',
      actorId: groom.userId,
      link: '/dashboard/relationship-manager',
      text: 'A meeting with Vignesh Raman is proposed. Confirm it on My relationship manager.',
    });
    expect((await bell(groom.token))[0]).toMatchObject({ type: 'assisted.meeting-proposed', actorId: bride.userId });

    // She confirms: he is asked to confirm too; once he has, both read it confirmed.
    expect((await call(t.app, 'POST', `/assisted/meetings/${meetingId}/confirm`, { token: bride.token })).status).toBe(200);
    expect((await bell(groom.token))[0]).toMatchObject({
      type: 'assisted.meeting-confirmed',
      actorId: bride.userId,
      text: 'Meenakshi Sundaram confirmed the meeting. Confirm it too on My relationship manager.',
      phrase: { key: 'notification.meetingSideConfirmed' },
    });
    expect((await bell(bride.token))[0].type).toBe('assisted.meeting-proposed');
    expect((await call(t.app, 'POST', `/assisted/meetings/${meetingId}/confirm`, { token: groom.token })).status).toBe(200);
    for (const [token, other] of [
      [bride.token, 'Vignesh Raman'],
      [groom.token, 'Meenakshi Sundaram'],
    ])
      expect((await bell(token))[0]).toMatchObject({
        type: 'assisted.meeting-confirmed',
        text: `Your meeting with ${other} is confirmed. Add it to your calendar from My relationship manager.`,
        phrase: { key: 'notification.meetingConfirmed', values: { name: other } },
      });

    // Held once its time came: both are asked how it went; feedback tells the manager on the workbench.
    await t.db
      .updateTable('assistedMeeting')
      .set({ startsAt: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', meetingId)
      .execute();
    expect((await call(t.app, 'PUT', `/assisted/meetings/${meetingId}`, { token: rm.token, body: { status: 'held' } })).status).toBe(200);
    expect((await bell(groom.token))[0]).toMatchObject({
      type: 'assisted.meeting-held',
      link: '/dashboard/relationship-manager',
      text: 'How did the meeting with Meenakshi Sundaram go? Tell your relationship manager on My relationship manager.',
    });
    expect((await bell(bride.token))[0].type).toBe('assisted.meeting-held');
    expect((await call(t.app, 'POST', `/assisted/meetings/${meetingId}/feedback`, { token: groom.token, body: { text: 'A warm family.' } })).status).toBe(201);
    expect((await bell(rm.token))[0]).toMatchObject({
      type: 'assisted.feedback',
      actorId: groom.userId,
      link: `/dashboard/workbench/${bride.userId}`,
      text: 'Vignesh Raman left feedback on a meeting.',
    });

    // A second meeting, cancelled: both are told.
    const again = await call(t.app, 'POST', `/assisted/introductions/${id}/meetings`, {
      token: rm.token,
      body: { startsAt: indiaTime(9), durationMinutes: 30, mode: 'video' },
    });
    expect(again.status).toBe(201);
    const second = again.body.response.meetings.find((m: { status: string }) => m.status === 'proposed').id as number;
    expect((await call(t.app, 'PUT', `/assisted/meetings/${second}`, { token: rm.token, body: { status: 'cancelled' } })).status).toBe(200);
    expect((await bell(bride.token))[0]).toMatchObject({ type: 'assisted.meeting-cancelled', text: 'Your meeting with Vignesh Raman is cancelled.' });
    expect((await bell(groom.token))[0]).toMatchObject({ type: 'assisted.meeting-cancelled', actorId: bride.userId });
  });

  it('tells the other member’s own manager, with the workbench link, and a decline to the member and her manager', async () => {
    const rm = await newManager();
    const theirs = await newManager();
    const bride = await createMemberWithProfile(t, { genderId: 2, age: 27, fullName: 'Deepa Krishnan' });
    const groom = await createMemberWithProfile(t, { genderId: 1, age: 30, fullName: 'Suresh Iyer' });
    await assign(groom, theirs);
    const pickId = await interestedIn(bride, rm, groom);
    const id = await introduce(rm, bride, pickId);
    expect((await bell(theirs.token))[0]).toMatchObject({
      type: 'assisted.introduced',
      actorId: bride.userId,
      link: `/dashboard/workbench/${groom.userId}`,
      text: `${rm.name}, a relationship manager, would like to introduce Deepa Krishnan to your member Suresh. Speak to them, then answer on the workbench.`,
      phrase: { key: 'notification.introducedForMember' },
    });
    // The introduction went to his manager, not to him.
    expect(await types(groom.token)).toEqual([]);

    expect((await call(t.app, 'PUT', `/assisted/introductions/${id}`, { token: theirs.token, body: { answer: 'declined' } })).status).toBe(200);
    expect(await bell(bride.token)).toEqual([
      expect.objectContaining({
        type: 'assisted.answered',
        actorId: groom.userId,
        link: '/dashboard/relationship-manager',
        text: 'Suresh Iyer declined the introduction. Your relationship manager will keep looking for you.',
        phrase: { key: 'notification.introDeclined', values: { name: 'Suresh Iyer' } },
      }),
    ]);
    expect((await bell(rm.token))[0]).toMatchObject({
      type: 'assisted.answered',
      link: `/dashboard/workbench/${bride.userId}`,
      text: 'Suresh Iyer declined the introduction to Deepa.',
    });
  });

  it('shows nothing of the other member once a block stands, and names an Elite member by initials', async () => {
    const rm = await newManager();
    const elite = await createMemberWithProfile(t, { genderId: 2, age: 29, fullName: 'Radha Venkataraman' });
    const groom = await createMemberWithProfile(t, { genderId: 1, age: 32, fullName: 'Prakash Menon' });
    const plan = await t.db.selectFrom('subscriptionPlan').select('id').where('service', '=', 'elite').executeTakeFirstOrThrow();
    const pickId = await interestedIn(elite, rm, groom);
    await activeSubscription(t, elite.token, Number(plan.id));
    const id = await introduce(rm, elite, pickId);
    const [told] = await bell(groom.token);
    expect(told).toMatchObject({
      type: 'assisted.introduced',
      text: `${rm.name}, a relationship manager, would like to introduce R. V. to you. Read the note and answer on My relationship manager.`,
      phrase: { key: 'notification.introduced', values: { manager: rm.name, name: 'R. V.' } },
    });
    expect(JSON.stringify(told)).not.toContain('Radha');

    // Accepted, a meeting proposed; then he blocks her: neither reads anything of the other.
    expect((await call(t.app, 'PUT', `/assisted/introductions/${id}`, { token: groom.token, body: { answer: 'accepted' } })).status).toBe(200);
    const unreadBefore = (await call(t.app, 'GET', '/notifications/unread', { token: groom.token })).body.response.unread as number;
    expect((await call(t.app, 'PUT', `/blocks/${elite.userId}`, { token: groom.token })).status).toBeLessThan(300);
    const proposed = await call(t.app, 'POST', `/assisted/introductions/${id}/meetings`, {
      token: rm.token,
      body: { startsAt: indiaTime(3), durationMinutes: 45, mode: 'video' },
    });
    expect(proposed.status, JSON.stringify(proposed.body.error)).toBe(201);
    const meetingId = proposed.body.response.meetings[0].id as number;
    expect((await call(t.app, 'PUT', `/assisted/meetings/${meetingId}`, { token: rm.token, body: { status: 'cancelled' } })).status).toBe(200);
    expect(await bell(groom.token)).toEqual([]);
    expect(await bell(elite.token)).toEqual([]);
    expect((await call(t.app, 'GET', '/notifications/unread', { token: groom.token })).body.response.unread).toBeLessThan(unreadBefore);
  });
});
