import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { keysOf, tokenFor } from '../factories/sessions.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { allMail, latestMail } from '../helpers/outbox.ts';
import { signInWithTwoStep } from '../helpers/two-step.ts';
import { firstCallDue, markOverdue } from '../../src/server/modules/assisted/index.ts';

/**
 * The assisted service end to end (docs/product/assisted-service.md): a member asks, the request
 * waits in the queue with its clock, runs overdue, is assigned, the first call stops the clock,
 * a shortlist of three is sent and the member marks one Interested; and nobody reads what is not
 * theirs.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

let seq = 0;
const HOUR = 3_600_000;
const managerBody = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    name: `Meera Krishnan ${seq}`,
    email: `rm${seq}-${Date.now()}@matrimonial.example.in`,
    mobile: `98${String(Date.now() + seq).slice(-8)}`,
    password: 'Manager-Pass-42',
    hoursFrom: '10:00',
    hoursTo: '19:00',
    languages: ['en', 'ta'],
    ...extra,
  };
};
async function newManager() {
  const body = managerBody();
  const made = await call(t.app, 'POST', '/assisted/managers', { token: admin, body });
  expect(made.status, JSON.stringify(made.body.error)).toBe(201);
  return { id: made.body.response.id as number, email: body.email, password: body.password, token: await tokenFor(t, body.email) };
}
const profileCodeOf = async (id: number) => (await t.db.selectFrom('users').select('profileCode').where('id', '=', id).executeTakeFirstOrThrow()).profileCode!;

describe('the first-call clock', () => {
  const week = { workingDays: [1, 2, 3, 4, 5, 6], fromMinute: 600, toMinute: 1140 };
  it('gives a morning request until the same hour of the next working day, India time', () => {
    // Tuesday 11:00 IST is 05:30 UTC; nine working hours later is Wednesday 11:00 IST.
    expect(firstCallDue(new Date('2026-12-01T05:30:00Z'), week).toISOString()).toBe('2026-12-02T05:30:00.000Z');
  });
  it('counts a Saturday evening request from Monday’s opening, past Sunday', () => {
    // Saturday 18:00 IST: one hour left that day, eight more on Monday, so Monday 18:00 IST.
    expect(firstCallDue(new Date('2026-12-05T12:30:00Z'), week).toISOString()).toBe('2026-12-07T12:30:00.000Z');
  });
  it('counts a request made at night from the next opening', () => {
    // Wednesday 23:00 IST: Thursday 10:00 to 19:00.
    expect(firstCallDue(new Date('2026-12-02T17:30:00Z'), week).toISOString()).toBe('2026-12-03T13:30:00.000Z');
  });
});

describe('relationship managers', () => {
  it('are staff accounts an administrator creates, who must set up two-step sign-in', async () => {
    const body = managerBody();
    const made = await call(t.app, 'POST', '/assisted/managers', { token: admin, body });
    expect(made.status).toBe(201);
    expect(made.body.response).toMatchObject({ name: body.name, hoursFrom: '10:00', hoursTo: '19:00', languages: ['en', 'ta'], members: 0, isActive: true });
    const login = await call(t.app, 'POST', '/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(200);
    expect(login.body.response.twoStep).toBe('setup');
    expect(login.body.response.accessToken ?? null).toBeNull();
    const signedIn = await signInWithTwoStep((url, b) => call(t.app, 'POST', url, { body: b }), body.email, body.password, keysOf(t));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.response.role).toBe('manager');
    const audit = await t.db.selectFrom('auditLog').select(['kind']).where('kind', '=', 'assisted.manager-create').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses bad input with a clear message and creates nothing', async () => {
    const before = (await call(t.app, 'GET', '/assisted/managers', { token: admin })).body.response.length;
    for (const [extra, field] of [
      [{ email: 'not-an-address' }, 'email'],
      [{ hoursFrom: '25:00' }, 'hoursFrom'],
      [{ hoursFrom: '18:00', hoursTo: '09:00' }, 'hoursTo'],
      [{ languages: ['fr'] }, 'languages'],
      [{ languages: 'en' }, 'languages'],
      [{ mobile: '12345' }, 'mobile'],
    ] as const) {
      const res = await call(t.app, 'POST', '/assisted/managers', { token: admin, body: managerBody(extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.error.fields?.[field], JSON.stringify(res.body.error)).toEqual(expect.any(String));
    }
    expect((await call(t.app, 'GET', '/assisted/managers', { token: admin })).body.response.length).toBe(before);
  });

  it('are not members: the member routes refuse them, and members cannot open the workbench', async () => {
    const m = await newManager();
    expect((await call(t.app, 'POST', '/assisted/request', { token: m.token, body: { kind: 'call' } })).status).toBe(403);
    const member = await createMemberWithProfile(t, { genderId: 1 });
    const refused = await call(t.app, 'GET', '/assisted/workbench', { token: member.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only relationship managers use the workbench.');
  });
});

describe('a member asks, is assigned, called and sent a shortlist', () => {
  it('runs the whole way, each step told and on record', async () => {
    const member = await createMemberWithProfile(t, { genderId: 1, age: 29 });
    const targets = await Promise.all([1, 2, 3].map(() => createMemberWithProfile(t, { genderId: 2, age: 27 })));

    // Asking: free, with its clock, and mailed.
    const before = Date.now();
    const asked = await call(t.app, 'POST', '/assisted/request', { token: member.token, body: { kind: 'call' } });
    expect(asked.status, JSON.stringify(asked.body.error)).toBe(201);
    const mine = asked.body.response;
    expect(mine).toMatchObject({ requested: true, status: 'waiting', source: 'call', manager: null, canWrite: true });
    const due = Date.parse(mine.clock.firstCallDueAt);
    expect(due).toBeGreaterThan(before);
    expect(due - before).toBeLessThanOrEqual(4 * 24 * HOUR);
    expect((await call(t.app, 'POST', '/assisted/request', { token: member.token, body: { kind: 'call' } })).status).toBe(409);
    await t.app.mail.settled();
    expect(latestMail(t.dataDir, member.email)!.text).toContain('relationship manager');

    // In the queue with its clock; overdue once the day ran out, marked once for administrators.
    let queue = (await call(t.app, 'GET', '/assisted/queue', { token: admin })).body.response;
    expect(queue.find((r: { userId: number }) => r.userId === member.userId)).toMatchObject({ status: 'waiting', managerId: null, overdue: false });
    await t.db
      .updateTable('assistedMember')
      .set({ firstCallDueAt: new Date(Date.now() - HOUR).toISOString() })
      .where('userId', '=', member.userId)
      .execute();
    queue = (await call(t.app, 'GET', '/assisted/queue', { token: admin })).body.response;
    expect(queue.find((r: { userId: number }) => r.userId === member.userId)).toMatchObject({ overdue: true });
    // The scheduler's quarter-hourly job: marks the request once.
    const markOverdueForTests = () => markOverdue({ db: t.db, config: t.config, mail: t.app.mail });
    expect(await markOverdueForTests()).toBeGreaterThanOrEqual(1);
    expect(await markOverdueForTests()).toBe(0);
    await t.app.mail.settled();
    expect(allMail(t.dataDir, ADMIN_EMAIL).some((m) => m.subject.includes('overdue') || m.text.includes('overdue'))).toBe(true);

    // Assignment, with the workload it adds; both sides are told.
    const rm = await newManager();
    const other = await newManager();
    const assigned = await call(t.app, 'PUT', `/assisted/members/${member.userId}/manager`, { token: admin, body: { managerId: rm.id } });
    expect(assigned.status, JSON.stringify(assigned.body.error)).toBe(200);
    expect(assigned.body.response).toMatchObject({ managerId: rm.id, status: 'assigned', overdue: true });
    expect((await call(t.app, 'PUT', `/assisted/members/${member.userId}/manager`, { token: admin, body: { managerId: rm.id } })).status).toBe(409);
    expect((await call(t.app, 'PUT', `/assisted/members/${member.userId}/manager`, { token: admin, body: { managerId: 999999 } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/assisted/members/${member.userId}/manager`, { token: admin, body: { managerId: 'x' } })).status).toBe(400);
    const load = (await call(t.app, 'GET', '/assisted/managers', { token: admin })).body.response.find((m: { id: number }) => m.id === rm.id);
    expect(load).toMatchObject({ members: 1, waitingFirstCall: 1, overdue: 1 });
    await t.app.mail.settled();
    expect(latestMail(t.dataDir, rm.email)!.text).toContain('workbench');

    // The member sees the manager and how to reach them in the site, never a number.
    const seen = (await call(t.app, 'GET', '/assisted', { token: member.token })).body.response;
    expect(seen.manager).toMatchObject({ id: rm.id, hoursFrom: '10:00', languages: ['en', 'ta'] });
    expect(JSON.stringify(seen.manager)).not.toMatch(/mobile|email|\d{10}/);

    // The workbench: the member, due for a first call; another manager cannot read them.
    const bench = (await call(t.app, 'GET', '/assisted/workbench', { token: rm.token })).body.response;
    expect(bench).toEqual([expect.objectContaining({ userId: member.userId, overdue: true, firstCallAt: null })]);
    const detail = await call(t.app, 'GET', `/assisted/workbench/${member.userId}`, { token: rm.token });
    expect(detail.status).toBe(200);
    expect(detail.body.response.email).toBe(member.email);
    const foreign = await call(t.app, 'GET', `/assisted/workbench/${member.userId}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(member.email);
    expect(
      (await call(t.app, 'POST', `/assisted/workbench/${member.userId}/calls`, { token: other.token, body: { outcome: 'reached', note: 'Hello' } })).status,
    ).toBe(404);

    // A call without an answer leaves the clock running; the first that reached them stops it.
    const bad = await call(t.app, 'POST', `/assisted/workbench/${member.userId}/calls`, { token: rm.token, body: { outcome: 'shouted', note: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.outcome).toBe('Choose the call’s outcome.');
    expect(
      (await call(t.app, 'POST', `/assisted/workbench/${member.userId}/calls`, { token: rm.token, body: { outcome: 'no_answer', note: 'Rang twice.' } }))
        .status,
    ).toBe(201);
    expect((await call(t.app, 'GET', '/assisted', { token: member.token })).body.response.clock.firstCallAt).toBeNull();
    const called = await call(t.app, 'POST', `/assisted/workbench/${member.userId}/calls`, {
      token: rm.token,
      body: { outcome: 'family', note: 'Spoke with the mother; Chennai or Bengaluru, vegetarian family.' },
    });
    expect(called.status).toBe(201);
    const clock = (await call(t.app, 'GET', '/assisted', { token: member.token })).body.response.clock;
    expect(clock.firstCallAt).toBe(called.body.response.createdAt);
    expect(clock.overdue).toBe(false);

    // The brief, kept with the member and the family.
    const brief = await call(t.app, 'PUT', `/assisted/workbench/${member.userId}/brief`, {
      token: rm.token,
      body: { expectations: 'Working in Chennai or Bengaluru.', nonNegotiables: 'Vegetarian.' },
    });
    expect(brief.status).toBe(200);

    // Search as the member would: a member who blocked them never appears, nor can be sent.
    const [a, b, c] = targets;
    const blocker = await createMemberWithProfile(t, { genderId: 2, age: 27 });
    expect((await call(t.app, 'PUT', `/blocks/${member.userId}`, { token: blocker.token })).status).toBeLessThan(300);
    const found = await call(t.app, 'GET', `/assisted/workbench/${member.userId}/search?pageSize=50`, { token: rm.token });
    expect(found.status, JSON.stringify(found.body.error)).toBe(200);
    const ids = found.body.response.items.map((i: { userId: number }) => i.userId);
    expect(ids).toEqual(expect.arrayContaining([a!.userId, b!.userId, c!.userId]));
    expect(ids).not.toContain(blocker.userId);
    expect((await call(t.app, 'GET', `/assisted/workbench/${member.userId}/search`, { token: other.token })).status).toBe(404);
    const refusedPick = await call(t.app, 'POST', `/assisted/workbench/${member.userId}/shortlists`, {
      token: rm.token,
      body: { picks: [{ profileCode: await profileCodeOf(blocker.userId), note: 'Looks right.' }] },
    });
    expect(refusedPick.status).toBe(400);
    expect(await t.db.selectFrom('assistedShortlist').select('id').where('memberUserId', '=', member.userId).execute()).toEqual([]);

    // A shortlist of three, each with the manager's note.
    const picks = await Promise.all(
      [a, b, c].map(async (p, i) => ({ profileCode: await profileCodeOf(p!.userId), note: `Note ${i + 1}: family from Madurai.` })),
    );
    const sent = await call(t.app, 'POST', `/assisted/workbench/${member.userId}/shortlists`, { token: rm.token, body: { picks } });
    expect(sent.status, JSON.stringify(sent.body.error)).toBe(201);
    expect(sent.body.response.picks).toHaveLength(3);
    await t.app.mail.settled();
    expect(latestMail(t.dataDir, member.email)!.text).toContain('3 hand-picked profiles');

    // The member sees them and marks one Interested; the manager is told.
    const page = (await call(t.app, 'GET', '/assisted', { token: member.token })).body.response;
    expect(page.brief).toMatchObject({ expectations: 'Working in Chennai or Bengaluru.', nonNegotiables: 'Vegetarian.' });
    expect(page.shortlists[0].picks.map((p: { note: string }) => p.note)).toEqual(picks.map((p) => p.note));
    const first = page.shortlists[0].picks[0];
    expect((await call(t.app, 'PUT', `/assisted/picks/${first.id}`, { token: member.token, body: { verdict: 'love' } })).status).toBe(400);
    const marked = await call(t.app, 'PUT', `/assisted/picks/${first.id}`, { token: member.token, body: { verdict: 'interested' } });
    expect(marked.status).toBe(200);
    expect(marked.body.response).toMatchObject({ id: first.id, verdict: 'interested' });
    await t.app.mail.settled();
    expect(latestMail(t.dataDir, rm.email)!.text).toContain('Interested');

    // Another member can neither read nor mark this shortlist.
    const stranger = await createMemberWithProfile(t, { genderId: 1 });
    const theirs = (await call(t.app, 'GET', '/assisted', { token: stranger.token })).body.response;
    expect(theirs).toMatchObject({ requested: false, shortlists: [] });
    expect((await call(t.app, 'PUT', `/assisted/picks/${first.id}`, { token: stranger.token, body: { verdict: 'not_for_us' } })).status).toBe(404);

    // The thread, apart from members' conversations.
    expect(
      (await call(t.app, 'POST', `/assisted/workbench/${member.userId}/messages`, { token: rm.token, body: { text: 'Shall we speak on Sunday?' } })).status,
    ).toBe(201);
    expect((await call(t.app, 'POST', '/assisted/messages', { token: member.token, body: { text: 'Yes, after 11.' } })).status).toBe(201);
    expect((await call(t.app, 'POST', '/assisted/messages', { token: member.token, body: { text: '   ' } })).status).toBe(400);
    const thread = (await call(t.app, 'GET', '/assisted', { token: member.token })).body.response.messages;
    expect(thread.map((m: { fromManager: boolean; text: string }) => [m.fromManager, m.text])).toEqual([
      [true, 'Shall we speak on Sunday?'],
      [false, 'Yes, after 11.'],
    ]);

    // Every act of the manager is on record, naming the member.
    const acts = await t.db.selectFrom('auditLog').select('kind').where('actorId', '=', rm.id).where('subjectId', '=', member.userId).execute();
    expect(new Set(acts.map((r) => r.kind))).toEqual(
      new Set(['assisted.member-read', 'assisted.call', 'assisted.brief', 'assisted.search', 'assisted.shortlist', 'assisted.message']),
    );
  });
});
