import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { createManager } from '../factories/managers.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { allMail, latestMail } from '../helpers/outbox.ts';
import { activeSubscription } from '../factories/commerce.ts';

/**
 * Introductions, meetings and Elite confidentiality (docs/product/assisted-service.md): the
 * manager introduces a member who said Interested, the other side answers, an acceptance connects
 * the two as an accepted interest; a meeting is proposed, confirmed by both, held, and each side
 * leaves feedback; the .ics invitation; and an Elite member stays out of other members' search,
 * matches, look-up and "who viewed me" until an introduction of hers is accepted.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const newManager = () => createManager(t, admin, { name: 'Meera Iyer', tag: 'intro-rm', mobilePrefix: '97', languages: ['en', 'hi'] });
type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
type Manager = Awaited<ReturnType<typeof newManager>>;
const codeOf = async (id: number) => (await t.db.selectFrom('users').select('profileCode').where('id', '=', id).executeTakeFirstOrThrow()).profileCode!;

/** A member assigned to the manager, called, shortlisted these profiles; the first marked Interested. Answers the picks' ids. */
async function assistedWith(member: Member, rm: Manager, profiles: Member[]) {
  expect((await call(t.app, 'POST', '/assisted/request', { token: member.token, body: { kind: 'call' } })).status).toBe(201);
  expect((await call(t.app, 'PUT', `/assisted/members/${member.userId}/manager`, { token: admin, body: { managerId: rm.id } })).status).toBe(200);
  await call(t.app, 'POST', `/assisted/workbench/${member.userId}/calls`, { token: rm.token, body: { outcome: 'reached', note: 'First call made.' } });
  const picks = await Promise.all(profiles.map(async (p) => ({ profileCode: await codeOf(p.userId), note: 'A family from Madurai.' })));
  const sent = await call(t.app, 'POST', `/assisted/workbench/${member.userId}/shortlists`, { token: rm.token, body: { picks } });
  expect(sent.status, JSON.stringify(sent.body.error)).toBe(201);
  const ids = (sent.body.response.picks as Array<{ id: number }>).map((p) => p.id);
  expect((await call(t.app, 'PUT', `/assisted/picks/${ids[0]}`, { token: member.token, body: { verdict: 'interested' } })).status).toBe(200);
  return ids;
}
const intro = (rm: Manager, memberId: number, pickId: unknown, message: unknown = 'Both families are from Madurai and value education.') =>
  call(t.app, 'POST', `/assisted/workbench/${memberId}/introductions`, { token: rm.token, body: { pickId, message } });
/** India time, days from now, at 18:30: as the manager types it. */
const indiaTime = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000 + 330 * 60_000);
  return `${d.toISOString().slice(0, 10)}T18:30`;
};

describe('an introduction', () => {
  it('goes from the manager to the other member, who accepts: they are connected, each step told and on record', async () => {
    const rm = await newManager();
    const bride = await createMemberWithProfile(t, { genderId: 2, age: 28, fullName: 'Ananya Rao' });
    const groom = await createMemberWithProfile(t, { genderId: 1, age: 31, fullName: 'Karthik Subramanian' });
    const [pickId, maybeId] = await assistedWith(bride, rm, [groom, await createMemberWithProfile(t, { genderId: 1, age: 30 })]);

    // Bad input: a clear message with its code, never a 500; a pick not marked Interested, 409.
    const short = await intro(rm, bride.userId, pickId, 'Hi');
    expect(short.status).toBe(400);
    expect(short.body.error.fieldCodes!.message.code).toBe('ASSISTED_INTRO_CHECK.message');
    expect((await intro(rm, bride.userId, 'x')).body.error.fieldCodes!.pickId.code).toBe('ASSISTED_INTRO_CHECK.pickId');
    expect((await intro(rm, bride.userId, maybeId)).body.error).toMatchObject({ code: 'ASSISTED_INTRO.pickNotInterested' });
    expect((await intro(rm, bride.userId, 999_999)).status).toBe(404);
    // Wrong callers: another manager's member answers 404; a member is refused the workbench.
    const stranger = await newManager();
    expect((await intro(stranger, bride.userId, pickId)).status).toBe(404);
    expect(
      (
        await call(t.app, 'POST', `/assisted/workbench/${bride.userId}/introductions`, {
          token: groom.token,
          body: { pickId, message: 'Hello there, friend.' },
        })
      ).status,
    ).toBe(403);

    const made = await intro(rm, bride.userId, pickId);
    expect(made.status, JSON.stringify(made.body.error)).toBe(201);
    const id = made.body.response.id as number;
    expect(made.body.response).toMatchObject({ status: 'pending', side: 'manager', canWithdraw: true, contact: null });
    expect((await intro(rm, bride.userId, pickId)).body.error.code).toBe('ASSISTED_INTRO.alreadyIntroduced');
    await t.app.mail.settled();
    expect(latestMail(t.dataDir, groom.email)!.text).toContain(`${rm.name}, relationship manager of Ananya’s family, would like to introduce Ananya to you.`);

    // The introduced member, who never asked for the service, sees it on their page.
    const his = (await call(t.app, 'GET', '/assisted', { token: groom.token })).body.response;
    expect(his.requested).toBe(false);
    expect(his.introductions).toEqual([
      expect.objectContaining({
        id,
        side: 'other',
        status: 'pending',
        canAnswer: true,
        managerName: rm.name,
        member: expect.objectContaining({ name: 'Ananya', confidential: false }),
      }),
    ]);
    // Only he answers it: the member introduced for, and any other member, cannot.
    expect((await call(t.app, 'PUT', `/assisted/introductions/${id}`, { token: bride.token, body: { answer: 'accepted' } })).status).toBe(404);
    const bad = await call(t.app, 'PUT', `/assisted/introductions/${id}`, { token: groom.token, body: { answer: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldCodes!.answer.code).toBe('ASSISTED_INTRO_CHECK.answer');
    expect((await call(t.app, 'PUT', '/assisted/introductions/abc', { token: groom.token, body: { answer: 'accepted' } })).status).toBe(400);

    const accepted = await call(t.app, 'PUT', `/assisted/introductions/${id}`, { token: groom.token, body: { answer: 'accepted' } });
    expect(accepted.status, JSON.stringify(accepted.body.error)).toBe(200);
    expect(accepted.body.response).toMatchObject({ status: 'accepted', canAnswer: false });
    expect((await call(t.app, 'PUT', `/assisted/introductions/${id}`, { token: groom.token, body: { answer: 'declined' } })).body.error.code).toBe(
      'ASSISTED_INTRO.notPending',
    );
    // Connected exactly as by an accepted interest: the connection tab and messages.
    const connected = (await call(t.app, 'GET', '/interests?tab=connected', { token: bride.token })).body.response.items;
    expect(connected.map((i: { member: { userId: number } }) => i.member.userId)).toContain(groom.userId);
    expect((await call(t.app, 'POST', `/conversations/${groom.userId}/messages`, { token: bride.token, body: { body: 'Namaste Karthik!' } })).status).toBe(201);
    await t.app.mail.settled();
    expect(allMail(t.dataDir, bride.email).some((m) => m.subject.includes('Karthik accepted the introduction'))).toBe(true);
    // In the app too: the acceptance is announced as an accepted interest.
    const bell = (await call(t.app, 'GET', '/notifications', { token: bride.token })).body.response.items;
    expect(bell).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'interest.accepted', actorId: groom.userId })]));

    // The manager now sees the other member's contact details.
    const bench = (await call(t.app, 'GET', `/assisted/workbench/${bride.userId}`, { token: rm.token })).body.response;
    expect(bench.introductions[0]).toMatchObject({ id, status: 'accepted', canPropose: true, contact: { email: groom.email } });

    const acts = await t.db.selectFrom('auditLog').select('kind').where('recordTable', '=', 'assisted_introduction').where('recordId', '=', id).execute();
    expect(acts.map((a) => a.kind)).toEqual(expect.arrayContaining(['assisted.introduce', 'assisted.introduction-answer']));
  });

  it('goes to the other member’s own manager when they are assisted, who answers for them; a decline connects nobody', async () => {
    const [rm, theirs] = [await newManager(), await newManager()];
    const member = await createMemberWithProfile(t, { genderId: 1, age: 30, fullName: 'Rohan Mehta' });
    const other = await createMemberWithProfile(t, { genderId: 2, age: 27, fullName: 'Divya Nair' });
    expect((await call(t.app, 'POST', '/assisted/request', { token: other.token, body: { kind: 'call' } })).status).toBe(201);
    expect((await call(t.app, 'PUT', `/assisted/members/${other.userId}/manager`, { token: admin, body: { managerId: theirs.id } })).status).toBe(200);
    const [pickId] = await assistedWith(member, rm, [other]);
    const made = await intro(rm, member.userId, pickId);
    expect(made.status, JSON.stringify(made.body.error)).toBe(201);
    await t.app.mail.settled();
    expect(latestMail(t.dataDir, theirs.email)!.subject).toContain('An introduction for your member Rohan');
    const bench = (await call(t.app, 'GET', `/assisted/workbench/${other.userId}`, { token: theirs.token })).body.response;
    expect(bench.introductions).toEqual([expect.objectContaining({ side: 'other-manager', canAnswer: true })]);
    // A manager who is neither side's cannot answer.
    expect((await call(t.app, 'PUT', `/assisted/introductions/${made.body.response.id}`, { token: rm.token, body: { answer: 'accepted' } })).status).toBe(404);
    const declined = await call(t.app, 'PUT', `/assisted/introductions/${made.body.response.id}`, { token: theirs.token, body: { answer: 'declined' } });
    expect(declined.status, JSON.stringify(declined.body.error)).toBe(200);
    expect(declined.body.response.status).toBe('declined');
    const mine = (await call(t.app, 'GET', '/assisted', { token: member.token })).body.response.introductions;
    expect(mine[0]).toMatchObject({ side: 'member', status: 'declined' });
    expect((await call(t.app, 'POST', `/conversations/${other.userId}/messages`, { token: member.token, body: { body: 'Hello' } })).status).toBe(403);
  });

  it('is refused for a blocked pair, hidden once a block stands, and counted against a daily limit', async () => {
    const rm = await newManager();
    const member = await createMemberWithProfile(t, { genderId: 1, age: 30 });
    const [a, b] = [await createMemberWithProfile(t, { genderId: 2, age: 27 }), await createMemberWithProfile(t, { genderId: 2, age: 27 })];
    const [pickA, pickB] = await assistedWith(member, rm, [a, b]);
    expect((await call(t.app, 'PUT', `/assisted/picks/${pickB}`, { token: member.token, body: { verdict: 'interested' } })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/blocks/${member.userId}`, { token: a.token })).status).toBeLessThan(300);
    expect((await intro(rm, member.userId, pickA)).body.error.code).toBe('ASSISTED_INTRO.cannotIntroduce');
    const made = await intro(rm, member.userId, pickB);
    expect(made.status).toBe(201);
    expect((await call(t.app, 'PUT', `/blocks/${member.userId}`, { token: b.token })).status).toBeLessThan(300);
    expect((await call(t.app, 'GET', '/assisted', { token: b.token })).body.response.introductions).toEqual([]);
    expect((await call(t.app, 'PUT', `/assisted/introductions/${made.body.response.id}`, { token: b.token, body: { answer: 'accepted' } })).status).toBe(404);

    // The day's limit: the introductions the manager sent today are counted.
    const today = new Date().toISOString();
    await t.db
      .insertInto('assistedIntroduction')
      .values(
        Array.from({ length: 10 }, () => ({
          managerUserId: rm.id,
          memberUserId: member.userId,
          otherUserId: a.userId,
          message: 'Counted.',
          status: 'withdrawn',
          createdAt: today,
        })),
      )
      .execute();
    const c = await createMemberWithProfile(t, { genderId: 2, age: 27 });
    const sent = await call(t.app, 'POST', `/assisted/workbench/${member.userId}/shortlists`, {
      token: rm.token,
      body: { picks: [{ profileCode: await codeOf(c.userId), note: 'Another.' }] },
    });
    const pickC = sent.body.response.picks[0].id;
    await call(t.app, 'PUT', `/assisted/picks/${pickC}`, { token: member.token, body: { verdict: 'interested' } });
    const limited = await intro(rm, member.userId, pickC);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'ASSISTED_INTRO.dailyLimit', values: { max: 10 } });
  });
});

describe('a meeting', () => {
  it('is proposed after acceptance, confirmed by both, held, with feedback from each and an .ics invitation', async () => {
    const rm = await newManager();
    const bride = await createMemberWithProfile(t, { genderId: 2, age: 28, fullName: 'Lakshmi Menon' });
    const groom = await createMemberWithProfile(t, { genderId: 1, age: 31, fullName: 'Arjun Pillai' });
    const stranger = await createMemberWithProfile(t, { genderId: 1, age: 31 });
    const [pickId] = await assistedWith(bride, rm, [groom]);
    const id = (await intro(rm, bride.userId, pickId)).body.response.id as number;
    const propose = (body: unknown, token = rm.token) => call(t.app, 'POST', `/assisted/introductions/${id}/meetings`, { token, body });
    const good = { startsAt: indiaTime(5), durationMinutes: 60, mode: 'in-person', place: 'Saravana Bhavan, T. Nagar, Chennai' };
    expect((await propose(good)).body.error.code).toBe('ASSISTED_INTRO.notAccepted');
    expect((await call(t.app, 'PUT', `/assisted/introductions/${id}`, { token: groom.token, body: { answer: 'accepted' } })).status).toBe(200);

    for (const [body, field, code] of [
      [{ ...good, startsAt: '2026-02-30T18:30' }, 'startsAt', 'ASSISTED_INTRO_CHECK.startsAt'],
      [{ ...good, startsAt: 'tomorrow' }, 'startsAt', 'ASSISTED_INTRO_CHECK.startsAt'],
      [{ ...good, durationMinutes: 5 }, 'durationMinutes', 'ASSISTED_INTRO_CHECK.duration'],
      [{ ...good, mode: 'phone' }, 'mode', 'ASSISTED_INTRO_CHECK.mode'],
      [{ ...good, startsAt: indiaTime(-2) }, 'startsAt', 'ASSISTED_INTRO.past'],
      [{ ...good, startsAt: indiaTime(400) }, 'startsAt', 'ASSISTED_INTRO.tooFar'],
      [{ ...good, place: '' }, 'place', 'ASSISTED_INTRO.placeNeeded'],
    ] as const) {
      const res = await propose(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fieldCodes![field].code, JSON.stringify(res.body.error)).toBe(code);
    }
    expect((await propose(good, (await newManager()).token)).status).toBe(404);
    expect((await propose(good, bride.token)).status).toBe(403);

    const proposed = await propose(good);
    expect(proposed.status, JSON.stringify(proposed.body.error)).toBe(201);
    const meeting = proposed.body.response.meetings[0];
    expect(meeting).toMatchObject({ status: 'proposed', mode: 'in-person', durationMinutes: 60, canClose: true });
    // Stored in UTC: 18:30 India time is 13:00 UTC.
    expect(meeting.startsAt).toBe(`${good.startsAt.slice(0, 10)}T13:00:00.000Z`);
    expect((await propose(good)).body.error.code).toBe('ASSISTED_INTRO.meetingOpen');
    await t.app.mail.settled();
    expect(latestMail(t.dataDir, groom.email)!.subject).toContain('A meeting is proposed');

    // Both confirm; a stranger and the manager cannot.
    expect((await call(t.app, 'POST', `/assisted/meetings/${meeting.id}/confirm`, { token: stranger.token })).status).toBe(404);
    expect((await call(t.app, 'POST', `/assisted/meetings/${meeting.id}/confirm`, { token: rm.token })).status).toBe(403);
    const first = await call(t.app, 'POST', `/assisted/meetings/${meeting.id}/confirm`, { token: bride.token });
    expect(first.body.response.meetings[0]).toMatchObject({ status: 'proposed', canConfirm: false });
    const both = await call(t.app, 'POST', `/assisted/meetings/${meeting.id}/confirm`, { token: groom.token });
    expect(both.body.response.meetings[0].status).toBe('confirmed');
    expect(both.body.response.meetings[0].canHold).toBe(false);
    await t.app.mail.settled();
    expect(latestMail(t.dataDir, bride.email)!.subject).toContain('The meeting is confirmed');

    // The calendar invitation, for both members and the manager; nobody else.
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/assisted/meetings/${meeting.id}/invite.ics`,
      headers: { authorization: `Bearer ${groom.token}` },
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`DTSTART:${good.startsAt.slice(0, 10).replaceAll('-', '')}T130000Z`);
    expect(ics.body).toMatch(new RegExp(`UID:assisted-meeting-${meeting.id}@`));
    expect(ics.body).toContain('SUMMARY:Meeting: Lakshmi and Arjun');
    expect(ics.body).toContain('LOCATION:Saravana Bhavan\\, T. Nagar\\, Chennai');
    expect(ics.body).toContain('DURATION:PT60M');
    for (const token of [bride.token, rm.token]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/assisted/meetings/${meeting.id}/invite.ics`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/assisted/meetings/${meeting.id}/invite.ics`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(refused.statusCode).toBe(404);

    // Held only once its time has come; feedback only after, once each.
    const close = (status: unknown) => call(t.app, 'PUT', `/assisted/meetings/${meeting.id}`, { token: rm.token, body: { status } });
    expect((await close('done')).body.error.fieldCodes!.status.code).toBe('ASSISTED_INTRO_CHECK.status');
    expect((await close('held')).body.error.code).toBe('ASSISTED_INTRO.notYetTime');
    const feedback = (token: string, text: string) => call(t.app, 'POST', `/assisted/meetings/${meeting.id}/feedback`, { token, body: { text } });
    expect((await feedback(bride.token, 'We liked them.')).body.error.code).toBe('ASSISTED_INTRO.notHeld');
    await t.db
      .updateTable('assistedMeeting')
      .set({ startsAt: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', meeting.id)
      .execute();
    const due = (await call(t.app, 'GET', `/assisted/workbench/${bride.userId}`, { token: rm.token })).body.response.introductions[0].meetings[0];
    expect(due).toMatchObject({ status: 'confirmed', canHold: true, canClose: true });
    expect((await close('held')).body.response.meetings[0].status).toBe('held');
    expect((await feedback(bride.token, 'x')).body.error.fieldCodes!.text.code).toBe('ASSISTED_INTRO_CHECK.feedback');
    expect((await feedback(bride.token, 'Warm family; we would like to meet again.')).status).toBe(201);
    expect((await feedback(bride.token, 'Again.')).body.error.code).toBe('ASSISTED_INTRO.feedbackGiven');
    expect((await feedback(groom.token, 'Good conversation over coffee.')).status).toBe(201);
    // Each member reads their own feedback; the manager reads both.
    const hers = (await call(t.app, 'GET', '/assisted', { token: bride.token })).body.response.introductions[0].meetings[0];
    expect(hers.feedback.map((f: { text: string }) => f.text)).toEqual(['Warm family; we would like to meet again.']);
    const bench = (await call(t.app, 'GET', `/assisted/workbench/${bride.userId}`, { token: rm.token })).body.response;
    expect(bench.introductions[0].meetings[0].feedback).toHaveLength(2);
  });
});

describe('an Elite member', () => {
  it('is out of other members’ search, matches, look-up and viewers until her introduction is accepted, and by initials before', async () => {
    const rm = await newManager();
    const elite = await createMemberWithProfile(t, { genderId: 2, age: 28, fullName: 'Radhika Venkatesh', city: 'Coimbatore' });
    const seeker = await createMemberWithProfile(t, { genderId: 1, age: 30, city: 'Coimbatore' });
    const plan = await t.db.selectFrom('subscriptionPlan').select('id').where('service', '=', 'elite').executeTakeFirstOrThrow();
    const code = await codeOf(elite.userId);
    const ids = async (res: { body: { response: { items: Array<{ userId: number }> } } }) => res.body.response.items.map((i) => i.userId);
    const looks = async () => ({
      search: await ids(await call(t.app, 'GET', '/search?pageSize=50&city=Coimbatore', { token: seeker.token })),
      matches: await ids(await call(t.app, 'GET', '/user-matrimonial-detail/match?pageSize=50', { token: seeker.token })),
      code: (await call(t.app, 'GET', `/search/code/${code}`, { token: seeker.token })).status,
      profile: (await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${elite.userId}/${seeker.userId}`, { token: seeker.token })).status,
    });
    expect(await looks()).toMatchObject({ code: 200, profile: 200 });

    await activeSubscription(t, elite.token, Number(plan.id));
    const hidden = await looks();
    expect(hidden.search).not.toContain(elite.userId);
    expect(hidden.matches).not.toContain(elite.userId);
    expect(hidden.code).toBe(404);
    expect(hidden.profile).toBe(404);
    // Her own view of him is not announced: she is not among his viewers.
    expect((await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${seeker.userId}/${elite.userId}`, { token: elite.token })).status).toBe(
      200,
    );
    expect(await ids(await call(t.app, 'GET', '/user-matrimonial-detail/GetMatchingProfilesAsync', { token: seeker.token }))).not.toContain(elite.userId);

    // Her manager introduces her: he sees her by initials, without a profile ID, until he accepts.
    const [pickId] = await assistedWith(elite, rm, [seeker]);
    const id = (await intro(rm, elite.userId, pickId)).body.response.id as number;
    const card = (await call(t.app, 'GET', '/assisted', { token: seeker.token })).body.response.introductions[0];
    expect(card.member).toMatchObject({ name: 'R. V.', confidential: true, profileCode: null, city: null });
    expect(JSON.stringify(card)).not.toContain('Radhika');
    expect((await looks()).code).toBe(404);

    expect((await call(t.app, 'PUT', `/assisted/introductions/${id}`, { token: seeker.token, body: { answer: 'accepted' } })).status).toBe(200);
    const after = (await call(t.app, 'GET', '/assisted', { token: seeker.token })).body.response.introductions[0];
    expect(after.member).toMatchObject({ name: 'Radhika', confidential: false });
    const shown = await looks();
    expect(shown).toMatchObject({ code: 200, profile: 200 });
    expect(shown.search).toContain(elite.userId);
  });
});
