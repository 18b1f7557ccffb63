import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CHART_DAYS } from '../../src/shared/schemas/dashboard.ts';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, editorToken, tokenFor } from '../factories/sessions.ts';
import { fullProfile, referenceIds } from '../factories/profile-sample.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';

let t: TestApp;
// The sample profile fills 34 of the countable fields; the progress figure divides by 55 (docs/product/states.md).
const FULL = Math.round((34 / 55) * 100);
let admin: string;
let member: { id: number; token: string };
let other: { id: number; token: string };

const newMember = async () => {
  const user = await createUser(t);
  return { id: user.id, token: await tokenFor(t, user.email) };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, ADMIN_EMAIL);
  member = await newMember();
  other = await newMember();
  const refs = await referenceIds(t);
  await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', { token: member.token, body: fullProfile(member.id, refs) });
  const now = new Date().toISOString();
  const q = t.db;
  await q.insertInto('profileView').values({ viewerId: other.id, viewedId: member.id, viewCount: 2, firstViewedAt: now, viewedAt: now }).execute();
  await q.insertInto('interest').values({ userId: other.id, targetUserId: member.id, createdAt: now }).execute();
  const plan = await q
    .insertInto('subscriptionPlan')
    .values({ name: 'Gold', pricePaise: 249_900, durationDays: 90, contactViews: 50, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ends = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const sub = await q
    .insertInto('userSubscription')
    .values({
      userId: member.id,
      planId: plan.id,
      status: 'active',
      amountPaise: 249_900,
      contactViewsTotal: 50,
      contactViewsUsed: 5,
      startsAt: now,
      endsAt: ends,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await q
    .insertInto('payment')
    .values({ subscriptionId: sub.id, userId: member.id, provider: 'razorpay', amountPaise: 249_900, status: 'captured', createdAt: now })
    .execute();
  await q
    .insertInto('payment')
    .values({ subscriptionId: sub.id, userId: member.id, provider: 'razorpay', amountPaise: 100_000, status: 'failed', createdAt: now })
    .execute();
  await q
    .insertInto('contactMessage')
    .values({ name: 'A', email: 'a@example.in', contactNo: '9876543210', message: 'Hello', isRead: 0, createdAt: now })
    .execute();
});
afterAll(() => t.close());

describe('GET /Dashboard/GetUserSummary', () => {
  it('gives the admin the site figures and 30 days of sign-ups', async () => {
    const res = await call(t.app, 'GET', '/Dashboard/GetUserSummary', { token: admin });
    expect(res.status).toBe(200);
    const s = res.body.response;
    expect(s.totalMembers).toBe(2);
    expect(s.newThisWeek).toBe(2);
    // The sample profile's 62 % is short of the 80 % a complete profile needs.
    expect(s.completeProfiles).toBe(0);
    expect(s.activeSubscriptions).toBe(1);
    expect(s.revenueInr).toBe(2499);
    expect(s.currency).toBe('INR');
    expect(s.unreadContactMessages).toBe(1);
    expect(s.verifiedMembers).toBe(0);
    expect(s.signupsPerDay).toHaveLength(SIGNUP_CHART_DAYS);
    expect(s.signupsPerDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 2 });
  });

  it('counts a profile as complete from 80 %, which a fully filled profile (100 %) passes', async () => {
    const before = (await call(t.app, 'GET', '/Dashboard/GetUserSummary', { token: admin })).body.response.completeProfiles;
    for (const completeness of [79, 80, 100]) await createMemberWithProfile(t, { completeness });
    const after = (await call(t.app, 'GET', '/Dashboard/GetUserSummary', { token: admin })).body.response.completeProfiles;
    expect(after - before).toBe(2);
  });

  it('refuses members (403), editors (403) and strangers (401)', async () => {
    expect((await call(t.app, 'GET', '/Dashboard/GetUserSummary', { token: member.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/Dashboard/GetUserSummary', { token: await editorToken(t) })).status).toBe(403);
    expect((await call(t.app, 'GET', '/Dashboard/GetUserSummary')).status).toBe(401);
  });
});

describe('GET /Dashboard/GetUserMatchingSummaryAsync', () => {
  it('gives the member their own figures, the plan and as many matches as Matching Profile lists', async () => {
    const res = await call(t.app, 'GET', `/Dashboard/GetUserMatchingSummaryAsync?userId=${member.id}`, { token: member.token });
    expect(res.status).toBe(200);
    const s = res.body.response;
    const listed = await call(t.app, 'GET', '/user-matrimonial-detail/match?page=1&pageSize=10', { token: member.token });
    expect(listed.status).toBe(200);
    expect(s).toMatchObject({
      userId: member.id,
      matches: listed.body.response.total,
      whoViewedMe: 1,
      interestsReceived: 1,
      interestsSent: 0,
      profileProgress: FULL,
    });
    expect(s.currentPlan).toMatchObject({ planName: 'Gold', contactViewsLeft: 45 });
    expect(s.notes).toEqual([]);
  });

  it('tells a member without a profile what to fill in before matches are counted', async () => {
    const res = await call(t.app, 'GET', '/Dashboard/GetUserMatchingSummaryAsync', { token: other.token });
    expect(res.body.response).toMatchObject({ matches: 0, notes: ['Complete the personal and partner-preference tabs of your profile to see matches.'] });
  });

  it('defaults to the signed-in member and shows no plan when there is none', async () => {
    const res = await call(t.app, 'GET', '/Dashboard/GetUserMatchingSummaryAsync', { token: other.token });
    expect(res.body.response).toMatchObject({ userId: other.id, interestsSent: 1, currentPlan: null });
  });

  it('says the completeness My Profile says: the name given at registration counts before any save', async () => {
    const res = await call(t.app, 'GET', '/Dashboard/GetUserMatchingSummaryAsync', { token: other.token });
    const profile = await call(t.app, 'GET', `/user-matrimonial-detail/${other.id}`, { token: other.token });
    expect(profile.status).toBe(200);
    expect(profile.body.response.completeness).toBeGreaterThan(0);
    expect(res.body.response.profileProgress).toBe(profile.body.response.completeness);
  });

  it("refuses another member's figures but lets the admin read them", async () => {
    expect((await call(t.app, 'GET', `/Dashboard/GetUserMatchingSummaryAsync?userId=${member.id}`, { token: other.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/Dashboard/GetUserMatchingSummaryAsync?userId=${member.id}`, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'GET', '/Dashboard/GetUserMatchingSummaryAsync?userId=abc', { token: admin })).status).toBe(400);
  });
});
