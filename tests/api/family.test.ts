import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { inviteTokenFor, linkedHelper } from '../factories/family.ts';
import { tokenFor } from '../factories/sessions.ts';
import { latestCode, latestMail } from '../helpers/outbox.ts';

/** Family helpers (docs/product/family.md): invitation, acting in the member's name, the member in control. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', INTEREST_DAILY_LIMIT: '2' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const son = () => createMemberWithProfile(t, { genderId: 1, fullName: 'Ravi Kumar' });
const bride = () => createMemberWithProfile(t, { genderId: 2 });
const mail = () => `amma-${Math.random().toString(36).slice(2, 8)}@test.example.in`;
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function invitedAndAccepted(member: Member) {
  const email = mail();
  const invited = await call(t.app, 'POST', '/family/helpers', { token: member.token, body: { name: 'Lakshmi Devi', relation: 'mother', email } });
  expect(invited.status).toBe(201);
  const token = inviteTokenFor(t, email);
  const info = await call(t.app, 'GET', `/family/invites/${token}`);
  expect(info.body.response).toMatchObject({
    helperName: 'Lakshmi Devi',
    relation: 'mother',
    memberFirstName: 'Ravi',
    channel: 'email',
    existingAccount: false,
  });
  const phone = mobile();
  const sent = await call(t.app, 'POST', `/family/invites/${token}/code`, { body: { mobile: phone } });
  expect(sent.status).toBe(200);
  const accepted = await call(t.app, 'POST', `/family/invites/${token}/accept`, {
    body: { code: latestCode(t.config.dataDir, email), otherCode: latestCode(t.config.dataDir, phone), password: 'Kesari-Mango-Monsoon-42' },
    headers: { 'user-agent': 'phone-one' },
  });
  expect(accepted.status).toBe(200);
  expect(accepted.body.response.role).toBe('family');
  return { email, token: accepted.body.response.accessToken as string, helperId: invited.body.response.id as number };
}

describe('inviting a family helper', () => {
  it('links the helper with their own account and password, signed in, acting for the member', async () => {
    const ravi = await son();
    const amma = await invitedAndAccepted(ravi);
    const me = await call(t.app, 'GET', '/auth/me', { token: amma.token });
    expect(me.body.response).toMatchObject({ role: 'family', email: amma.email });
    const acting = await call(t.app, 'GET', '/family/acting', { token: amma.token });
    expect(acting.body.response).toMatchObject({ actingFor: ravi.userId, members: [{ memberId: ravi.userId, firstName: 'Ravi', relation: 'mother' }] });
    // Signing in again with her own password works.
    const login = await call(t.app, 'POST', '/auth/login', {
      body: { email: amma.email, password: 'Kesari-Mango-Monsoon-42' },
      headers: { 'user-agent': 'phone-one' },
    });
    expect(login.body.response.accessToken).toEqual(expect.any(String));
    const list = await call(t.app, 'GET', '/family/helpers', { token: ravi.token });
    expect(list.body.response.items).toMatchObject([{ name: 'Lakshmi Devi', status: 'active', interests: true, editProfile: false }]);
  });

  it('refuses a fourth helper, a wrong code, and an address of a member account', async () => {
    const ravi = await son();
    for (let i = 0; i < 3; i++)
      expect((await call(t.app, 'POST', '/family/helpers', { token: ravi.token, body: { name: 'Aunt', relation: 'relative', mobile: mobile() } })).status).toBe(
        201,
      );
    const fourth = await call(t.app, 'POST', '/family/helpers', { token: ravi.token, body: { name: 'Uncle', relation: 'relative', mobile: mobile() } });
    expect(fourth.status).toBe(409);
    const other = await son();
    const member = await bride();
    const asMember = await call(t.app, 'POST', '/family/helpers', { token: other.token, body: { name: 'Sister', relation: 'sister', email: member.email } });
    expect(asMember.status).toBe(409);
    const email = mail();
    await call(t.app, 'POST', '/family/helpers', { token: other.token, body: { name: 'Sister', relation: 'sister', email } });
    const token = inviteTokenFor(t, email);
    await call(t.app, 'POST', `/family/invites/${token}/code`, { body: { mobile: mobile() } });
    const wrong = await call(t.app, 'POST', `/family/invites/${token}/accept`, { body: { code: '000000', password: 'Kesari-Mango-Monsoon-42' } });
    expect(wrong.status).toBe(400);
    const empty = await call(t.app, 'POST', '/family/helpers', { token: other.token, body: { name: 'Sister', relation: 'sister' } });
    expect(empty.status).toBe(400);
  });
});

describe('the invitation', () => {
  it('is written in the inviting member’s language', async () => {
    const ravi = await son();
    expect((await call(t.app, 'PUT', '/account/language', { token: ravi.token, body: { locale: 'hi' } })).status).toBe(200);
    const email = mail();
    await call(t.app, 'POST', '/family/helpers', { token: ravi.token, body: { name: 'Lakshmi Devi', relation: 'mother', email } });
    const invitation = latestMail(t.config.dataDir, email);
    expect(invitation?.subject).toContain('Ravi आपको मदद के लिए आमंत्रित करते हैं');
    expect(invitation?.text).toContain('Ravi Kumar आपको, माँ के रूप में, जीवनसाथी की खोज में मदद के लिए आमंत्रित करते हैं।');
    expect(invitation?.text).toMatch(/\/hi\/family-join\?token=/);
    // The invitation link still opens with the token from a mail in any language.
    expect((await call(t.app, 'GET', `/family/invites/${inviteTokenFor(t, email)}`)).status).toBe(200);
  });
});

describe('a helper acting in the member’s name', () => {
  it('sends an interest marked as theirs, counted in the member’s limit, told and listed to the member', async () => {
    const ravi = await son();
    const amma = await invitedAndAccepted(ravi);
    const [priya, meena, divya] = [await bride(), await bride(), await bride()];
    const sent = await call(t.app, 'POST', '/interests', { token: amma.token, body: { targetUserId: priya.userId, template: 0 } });
    expect(sent.status).toBe(201);
    const row = await t.db.selectFrom('interest').select(['userId']).where('id', '=', sent.body.response.id).executeTakeFirstOrThrow();
    expect(row.userId).toBe(ravi.userId);
    const mine = await call(t.app, 'GET', '/interests?tab=sent', { token: ravi.token });
    expect(mine.body.response.items[0]).toMatchObject({ member: { userId: priya.userId }, sentBy: { name: 'Lakshmi', relation: 'mother' } });
    // The other side does not see who sent it until the member allows it.
    expect((await call(t.app, 'GET', '/interests?tab=received', { token: priya.token })).body.response.items[0].sentBy).toBeNull();
    await call(t.app, 'PUT', '/family/settings', { token: ravi.token, body: { shown: true } });
    const theirs = (await call(t.app, 'GET', '/interests?tab=received', { token: priya.token })).body.response.items[0];
    expect(theirs.sentBy).toEqual({ name: 'Lakshmi', relation: 'mother' });
    expect(theirs.member.badges).toContain('family');
    // One daily limit for the member and the helper together (INTEREST_DAILY_LIMIT 2).
    expect((await call(t.app, 'POST', '/interests', { token: ravi.token, body: { targetUserId: meena.userId, template: 0 } })).status).toBe(201);
    expect((await call(t.app, 'POST', '/interests', { token: amma.token, body: { targetUserId: divya.userId, template: 0 } })).status).toBe(429);
    const activity = await call(t.app, 'GET', '/family/activity', { token: ravi.token });
    expect(activity.body.response.items.map((i: { action: string }) => i.action)).toContain('interest.sent');
    const notes = await call(t.app, 'GET', '/notifications', { token: ravi.token });
    expect(notes.body.response.items.map((n: { text: string }) => n.text)).toContain(
      `Lakshmi (mother) sent an interest to ${'Member ' + priya.userId} in your name.`,
    );
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['actorId', 'subjectId'])
      .where('kind', '=', 'family.interest.sent')
      .where('subjectId', '=', ravi.userId)
      .execute();
    expect(audit).toHaveLength(1);
    // The member undoes it while it waits.
    const act = activity.body.response.items.find((i: { action: string }) => i.action === 'interest.sent');
    expect(act.undoable).toBe(true);
    expect((await call(t.app, 'POST', `/family/activity/${act.id}/undo`, { token: ravi.token })).body.response).toEqual({
      id: sent.body.response.id,
      status: 'withdrawn',
    });
  });

  it('never reaches messages, documents, payments or sign-in settings of the member, nor what the member did not allow', async () => {
    const ravi = await son();
    const helper = await linkedHelper(t, ravi.userId, { interests: false });
    const token = await tokenFor(t, helper.email);
    for (const [method, url] of [
      ['GET', '/conversations'],
      ['GET', `/documents/user/${ravi.userId}`],
      ['GET', `/Subscription/active/${ravi.userId}`],
      ['GET', '/settings/privacy'],
      ['GET', '/family/helpers'],
      ['GET', '/blocks'],
    ] as const)
      expect((await call(t.app, method, url, { token })).status, url).toBe(403);
    const priya = await bride();
    const refused = await call(t.app, 'POST', '/interests', { token, body: { targetUserId: priya.userId, template: 0 } });
    expect(refused.status).toBe(403);
    expect((await call(t.app, 'GET', '/user-matrimonial-detail/match?userId=' + ravi.userId, { token })).status).toBe(200);
    // What stays with the member whatever they allow: block, hide, report, messages, calls, contact details.
    for (const [method, url, body] of [
      ['PUT', `/blocks/${priya.userId}`, undefined],
      ['PUT', `/not-interested/${priya.userId}`, undefined],
      ['POST', '/reports', { reportedUserId: priya.userId, reason: 'fake-profile', details: 'Not who they say they are.' }],
      ['POST', `/conversations/${priya.userId}/messages`, { text: 'Namaste' }],
      ['POST', '/calls', { calleeId: priya.userId, kind: 'voice' }],
      ['POST', `/user-matrimonial-detail/RevealContact/${priya.userId}`, undefined],
    ] as const)
      expect((await call(t.app, method, url, { token, body })).status, url).toBe(403);
  });

  it('edits the member’s profile only when the member allowed it, recorded for the member', async () => {
    const ravi = await son();
    const helper = await linkedHelper(t, ravi.userId);
    const token = await tokenFor(t, helper.email);
    const body = { userId: ravi.userId, personal: { fullName: 'Ravi Kumar Iyer' } };
    const refused = await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', { token, body });
    expect(refused.status).toBe(403);
    await call(t.app, 'PUT', `/family/helpers/${helper.helperId}`, { token: ravi.token, body: { editProfile: true } });
    const saved = await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', { token, body });
    expect(saved.status).toBe(200);
    const profile = await t.db.selectFrom('profile').select('fullName').where('userId', '=', ravi.userId).executeTakeFirstOrThrow();
    expect(profile.fullName).toBe('Ravi Kumar Iyer');
    const activity = await call(t.app, 'GET', '/family/activity', { token: ravi.token });
    expect(activity.body.response.items[0]).toMatchObject({ action: 'profile.edited', helperName: 'Asha Devi' });
    // Documents stay the member's even then.
    expect((await call(t.app, 'GET', `/documents/user/${ravi.userId}`, { token })).status).toBe(403);
  });

  it('records nothing of an act that failed: the act, its activity row and its audit row are one', async () => {
    const ravi = await son();
    const helper = await linkedHelper(t, ravi.userId);
    const token = await tokenFor(t, helper.email);
    const brides = [await bride(), await bride(), await bride()];
    for (const b of brides.slice(0, 2))
      expect((await call(t.app, 'POST', '/interests', { token, body: { targetUserId: b.userId, template: 0 } })).status).toBe(201);
    // The third passes the daily limit (2): refused, and nothing of it is kept.
    expect((await call(t.app, 'POST', '/interests', { token, body: { targetUserId: brides[2].userId, template: 0 } })).status).toBe(429);
    const rows = await t.db.selectFrom('familyActivity').select('targetUserId').where('memberUserId', '=', ravi.userId).execute();
    expect(rows.map((r) => r.targetUserId).sort()).toEqual([brides[0].userId, brides[1].userId].sort());
    const audit = await t.db
      .selectFrom('auditLog')
      .select('recordId')
      .where('kind', '=', 'family.interest.sent')
      .where('subjectId', '=', ravi.userId)
      .execute();
    expect(audit).toHaveLength(2);
    const marked = await t.db.selectFrom('interest').select('sentByHelperId').where('userId', '=', ravi.userId).execute();
    expect(marked.map((m) => m.sentByHelperId)).toEqual([helper.helperId, helper.helperId]);
  });
});

describe('the member in control', () => {
  it('pausing or removing a helper ends their sessions at once', async () => {
    const ravi = await son();
    const amma = await invitedAndAccepted(ravi);
    expect((await call(t.app, 'GET', '/interests', { token: amma.token })).status).toBe(200);
    await call(t.app, 'PUT', `/family/helpers/${amma.helperId}`, { token: ravi.token, body: { paused: true } });
    expect((await call(t.app, 'GET', '/interests', { token: amma.token })).status).toBe(401);
    const again = await call(t.app, 'POST', '/auth/login', {
      body: { email: amma.email, password: 'Kesari-Mango-Monsoon-42' },
      headers: { 'user-agent': 'phone-one' },
    });
    expect((await call(t.app, 'GET', '/interests', { token: again.body.response.accessToken })).status).toBe(403);
    await call(t.app, 'PUT', `/family/helpers/${amma.helperId}`, { token: ravi.token, body: { paused: false } });
    const back = await call(t.app, 'POST', '/auth/login', {
      body: { email: amma.email, password: 'Kesari-Mango-Monsoon-42' },
      headers: { 'user-agent': 'phone-one' },
    });
    const live = back.body.response.accessToken as string;
    expect((await call(t.app, 'GET', '/interests', { token: live })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/family/helpers/${amma.helperId}`, { token: ravi.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/interests', { token: live })).status).toBe(401);
  });

  it('is told when a helper signs in from a new device', async () => {
    const ravi = await son();
    const amma = await invitedAndAccepted(ravi);
    await call(t.app, 'POST', '/auth/login', { body: { email: amma.email, password: 'Kesari-Mango-Monsoon-42' }, headers: { 'user-agent': 'laptop-two' } });
    const notes = await call(t.app, 'GET', '/notifications', { token: ravi.token });
    expect(notes.body.response.items.map((n: { text: string }) => n.text)).toContain('Lakshmi (mother) signed in from a new device.');
  });

  it('a helper of two members chooses whom they act for', async () => {
    const [ravi, arun] = [await son(), await son()];
    const amma = await invitedAndAccepted(ravi);
    const invited = await call(t.app, 'POST', '/family/helpers', { token: arun.token, body: { name: 'Lakshmi Devi', relation: 'mother', email: amma.email } });
    expect(invited.status).toBe(201);
    const token = inviteTokenFor(t, amma.email);
    expect((await call(t.app, 'GET', `/family/invites/${token}`)).body.response.existingAccount).toBe(true);
    await call(t.app, 'POST', `/family/invites/${token}/code`, { body: {} });
    const accepted = await call(t.app, 'POST', `/family/invites/${token}/accept`, { body: { code: latestCode(t.config.dataDir, amma.email) } });
    expect(accepted.status).toBe(200);
    const session = accepted.body.response.accessToken as string;
    expect((await call(t.app, 'GET', '/family/acting', { token: session })).body.response.actingFor).toBe(arun.userId);
    await call(t.app, 'PUT', '/family/acting', { token: session, body: { memberId: ravi.userId } });
    const summary = await call(t.app, 'GET', `/user-detail/GetUserProfileAsync/${ravi.userId}`, { token: session });
    expect(summary.status).toBe(200);
    expect((await call(t.app, 'PUT', '/family/acting', { token: session, body: { memberId: (await son()).userId } })).status).toBe(403);
  });
});
