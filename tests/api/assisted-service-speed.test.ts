import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { serviceSpeed } from '../../src/server/modules/assisted/index.ts';

/**
 * The "faster" measure (docs/product/assisted-service.md): per service, the median days from
 * joining to a first connection and to a first meeting held, with the members each median is
 * computed from, read from hand-built records whose medians are known. Runs on SQLite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const D0 = Date.parse('2026-01-05T04:30:00.000Z');
const day = (n: number) => new Date(D0 + n * 86_400_000).toISOString();

async function member(joinedDay: number) {
  const user = await createUser(t);
  const id = Number(user.id);
  await t.db
    .updateTable('users')
    .set({ createdAt: day(joinedDay) })
    .where('id', '=', id)
    .execute();
  return id;
}
const planOf = async (service: string) =>
  Number((await t.db.selectFrom('subscriptionPlan').select('id').where('service', '=', service).orderBy('id').executeTakeFirstOrThrow()).id);

async function plan(userId: number, service: string, how: { status: string; activated: boolean; ended?: boolean }) {
  await t.db
    .insertInto('userSubscription')
    .values({
      userId,
      planId: await planOf(service),
      status: how.status,
      amountPaise: 1_499_900,
      contactViewsTotal: 60,
      startsAt: how.activated ? day(1) : null,
      endsAt: how.activated ? (how.ended ? day(2) : day(400)) : null,
      activatedAt: how.activated ? day(1) : null,
      createdAt: day(1),
      updatedAt: day(1),
    })
    .execute();
}
const interest = (from: number, to: number, status: string, answeredDay: number) =>
  t.db
    .insertInto('interest')
    .values({ userId: from, targetUserId: to, status, createdAt: day(answeredDay - 1), updatedAt: day(answeredDay) })
    .execute();
async function introduction(memberUserId: number, otherUserId: number, status: string, answeredDay: number | null) {
  const row = await t.db
    .insertInto('assistedIntroduction')
    .values({
      memberUserId,
      otherUserId,
      message: 'Both families are from Madurai.',
      status,
      createdAt: day(0.5),
      answeredAt: answeredDay === null ? null : day(answeredDay),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
const meeting = (introductionId: number, status: string, heldDay: number | null) =>
  t.db
    .insertInto('assistedMeeting')
    .values({
      introductionId,
      startsAt: day(heldDay ?? 50),
      durationMinutes: 60,
      mode: 'in-person',
      place: 'Saravana Bhavan, T. Nagar, Chennai',
      status,
      heldAt: heldDay === null ? null : day(heldDay),
      createdAt: day(1),
      updatedAt: day(1),
    })
    .execute();

type Report = {
  services: Array<{
    service: string;
    members: number;
    firstConnection: { medianDays: number | null; members: number };
    firstMeeting: { medianDays: number | null; members: number };
  }>;
};
const report = async (): Promise<Report> => {
  const res = await call(t.app, 'GET', '/assisted/speed', { token: admin });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.response;
};

describe('how much faster, per service', () => {
  it('gives each median from the records, with the members it is computed from', async () => {
    // The measure counts every member; whoever the template holds is counted before the records below.
    const before = await report();
    expect(before.services.map((s) => s.service)).toEqual(['self', 'assisted', 'elite']);
    const already = before.services.reduce((n, s) => n + s.members, 0);
    expect(already, 'the template holds no members').toBe(0);
    expect(before.services.every((s) => s.firstConnection.medianDays === null && s.firstMeeting.members === 0)).toBe(true);

    // Self-service: connections after 10, 10, 20 (joined on day 10), 30 and 12 days; none pending, ended or met counts.
    const [a1, a2, a3, a4, a5, a6, a7, a8] = [
      await member(0),
      await member(0),
      await member(0),
      await member(10),
      await member(0),
      await member(0),
      await member(0),
      await member(0),
    ];
    await interest(a1!, a2!, 'accepted', 10);
    await interest(a4!, a3!, 'accepted', 30);
    await interest(a5!, a6!, 'pending', 3);
    await interest(a7!, a8!, 'ended', 5);
    // Bought an Assisted plan but never paid: still self-service.
    const a9 = await member(0);
    await plan(a9, 'assisted', { status: 'pending', activated: false });

    // Assisted: an introduction accepted on day 4 (an interest on day 6 comes later), meetings held on days 9 and 20;
    // an interest accepted on day 8, a pending introduction and a cancelled meeting.
    const [b1, b2, b3, b4] = [await member(0), await member(0), await member(0), await member(0)];
    for (const b of [b1!, b2!, b3!, b4!]) await plan(b, 'assisted', { status: 'active', activated: true });
    const intro = await introduction(b1!, b2!, 'accepted', 4);
    await interest(b2!, b1!, 'accepted', 6);
    await meeting(intro, 'held', 20);
    await meeting(intro, 'held', 9);
    const waiting = await introduction(b3!, b4!, 'pending', null);
    await meeting(waiting, 'cancelled', null);
    await interest(b3!, b4!, 'accepted', 8);

    // Elite (over Assisted when both were held; an ended or cancelled plan was still held): an introduction accepted
    // on day 3 with a meeting held 7.5 days after joining; one member connected on day 12 with a self-service member.
    const [c1, c2, c3] = [await member(0), await member(0), await member(0)];
    await plan(c1!, 'assisted', { status: 'active', activated: true, ended: true });
    await plan(c1!, 'elite', { status: 'active', activated: true });
    await plan(c2!, 'elite', { status: 'expired', activated: true, ended: true });
    await plan(c3!, 'elite', { status: 'cancelled', activated: true });
    const eliteIntro = await introduction(c1!, c2!, 'accepted', 3);
    await meeting(eliteIntro, 'held', 7.5);
    await introduction(c3!, a6!, 'declined', 2);
    await interest(c3!, a6!, 'accepted', 12);

    // Staff accounts are not members, whatever their records hold.
    const [editor, other] = [Number((await createUser(t, { roleId: 3 })).id), Number((await createUser(t, { roleId: 3 })).id)];
    await interest(editor, other, 'accepted', 1);

    const now = await report();
    expect(now.services).toEqual([
      // 10, 10, 12, 20, 30 (a6 via the Elite member), of 9 members.
      { service: 'self', members: 9, firstConnection: { medianDays: 12, members: 5 }, firstMeeting: { medianDays: null, members: 0 } },
      // 4, 4, 8, 8 → 6; meetings 9 and 9.
      { service: 'assisted', members: 4, firstConnection: { medianDays: 6, members: 4 }, firstMeeting: { medianDays: 9, members: 2 } },
      // 3, 3, 12 → 3; meetings 7.5 and 7.5.
      { service: 'elite', members: 3, firstConnection: { medianDays: 3, members: 3 }, firstMeeting: { medianDays: 7.5, members: 2 } },
    ]);

    // The same figures page by page: a page of two members at a time gives the same medians.
    expect((await serviceSpeed(t.db, new Date(), 2)).services).toEqual(now.services);
  });

  it('is for administrators only', async () => {
    const memberToken = await tokenFor(t, (await createUser(t)).email);
    const refused = await call(t.app, 'GET', '/assisted/speed', { token: memberToken });
    expect(refused.status).toBe(403);
    expect((await call(t.app, 'GET', '/assisted/speed')).status).toBe(401);
  });
});
