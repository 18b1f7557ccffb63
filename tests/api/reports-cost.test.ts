import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn, tokenFor } from '../factories/sessions.ts';
import { agedMember, createMemberWithProfile, independentMember } from '../factories/profiles.ts';

/**
 * Reports that cost a liar (docs/decisions/076-reports-that-cost-a-liar.md): patient reporters
 * with week-old profiles, made together or from one network, or whose reports were dismissed,
 * do not hide a member again and again.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = () => createMemberWithProfile(t, { genderId: 2 });
const independent = () => independentMember(t);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const report = (from: Member, to: Member) =>
  call(t.app, 'POST', '/reports', {
    token: from.token,
    body: { reportedUserId: to.userId, reason: 'fake-profile', details: 'The photos are of a film actor.' },
  });
const reportAll = async (from: Member[], to: Member) => {
  for (const r of from) expect((await report(r, to)).status).toBe(201);
};
const act = (userId: number, action: string, note?: string) =>
  call(t.app, 'POST', `/moderation/members/${userId}/actions`, { token: admin, body: { action, ...(note ? { note } : {}) } });
const hidden = async (m: Member) =>
  (await t.db.selectFrom('users').select('moderationHidden').where('id', '=', m.userId).executeTakeFirstOrThrow()).moderationHidden === 1;
const weights = async (target: Member) => {
  const record = (await call(t.app, 'GET', `/moderation/members/${target.userId}`, { token: admin })).body.response;
  return Object.fromEntries(record.openReports.map((r: { reporterId: number; weight: number }) => [r.reporterId, r.weight]));
};
/** Moves an administrator's decision on a member's reports back in time, as if it was taken `days` ago. */
const decidedDaysAgo = (target: Member, days: number) =>
  t.db
    .updateTable('report')
    .set({ resolvedAt: daysAgo(days) })
    .where('reportedUserId', '=', target.userId)
    .where('status', '=', 'closed')
    .execute();

describe('a dismissed report costs its reporters', () => {
  it('the same reporters cannot hide the member again once an administrator dismissed them', async () => {
    const target = await member();
    const liars = [await independent(), await independent(), await independent()];
    await reportAll(liars, target);
    expect(await hidden(target)).toBe(true);
    expect((await act(target.userId, 'dismiss', 'Photos checked against the identity document.')).status).toBe(200);
    expect(await hidden(target)).toBe(false);
    // They report again at once: the reports reach the queue, with no weight, and hide nobody.
    await reportAll(liars, target);
    expect(await hidden(target)).toBe(false);
    expect(await weights(target)).toEqual(Object.fromEntries(liars.map((l) => [l.userId, 0])));
  });

  it('their reports weigh less against anyone for 90 days', async () => {
    const [first, other] = [await member(), await member()];
    const liar = await independent();
    expect((await report(liar, first)).status).toBe(201);
    await act(first.userId, 'dismiss', 'Nothing in this report held up.');
    // With two others in good standing, the liar's report is not the third that hides.
    const [a, b] = [await independent(), await independent()];
    await reportAll([liar, a, b], other);
    expect(await hidden(other)).toBe(false);
    expect(await weights(other)).toEqual({ [liar.userId]: 0, [a.userId]: 1, [b.userId]: 1 });
    // A third reporter in good standing does hide.
    await reportAll([await independent()], other);
    expect(await hidden(other)).toBe(true);
    // 90 days on, the dismissal no longer costs the reporter.
    await decidedDaysAgo(first, 91);
    const later = await member();
    expect((await report(liar, later)).status).toBe(201);
    expect(await weights(later)).toEqual({ [liar.userId]: 1 });
  });

  it('a dismissal after the reports were filed takes their weight away from a hide not yet made', async () => {
    const [first, other] = [await member(), await member()];
    const [liar, a, b] = [await independent(), await independent(), await independent()];
    await reportAll([liar, a], other);
    expect((await report(liar, first)).status).toBe(201);
    await act(first.userId, 'dismiss', 'Nothing in this report held up.');
    await reportAll([b], other);
    expect(await hidden(other)).toBe(false);
  });
});

describe('a member an administrator restored', () => {
  it('is not hidden again automatically by the same reporters, even after 90 days; others still can', async () => {
    const target = await member();
    const reporters = [await independent(), await independent(), await independent()];
    await reportAll(reporters, target);
    expect(await hidden(target)).toBe(true);
    // Restored with a warning: the reports were not all false, but the member stays visible.
    expect((await act(target.userId, 'warn', 'Please keep your photos current.')).status).toBe(200);
    expect(await hidden(target)).toBe(false);
    await decidedDaysAgo(target, 100);
    await reportAll(reporters, target);
    expect(await hidden(target)).toBe(false);
    expect(await weights(target)).toEqual(Object.fromEntries(reporters.map((r) => [r.userId, 1])));
    // Three reporters who had no part in the restored case hide her.
    await reportAll([await independent(), await independent(), await independent()], target);
    expect(await hidden(target)).toBe(true);
  });
});

describe('reporters who may be one person count once', () => {
  it('accounts made close together count once', async () => {
    const target = await member();
    // Three accounts made an hour apart, 20 days ago, with profiles older than a week.
    const batch = [
      await agedMember(t, 20, { profileDays: 10 }),
      await agedMember(t, 20.04, { profileDays: 10 }),
      await agedMember(t, 20.08, { profileDays: 10 }),
    ];
    await reportAll(batch, target);
    expect(await hidden(target)).toBe(false);
    expect(await weights(target)).toEqual(Object.fromEntries(batch.map((b) => [b.userId, 1])));
    await reportAll([await independent()], target);
    expect(await hidden(target)).toBe(false);
    await reportAll([await independent()], target);
    expect(await hidden(target)).toBe(true);
  });

  it('accounts that signed in from one address, or one network, count once', async () => {
    const target = await member();
    const [a, b, c] = [await independent(), await independent(), await independent()];
    // a and b sign in from one /24; c from elsewhere.
    for (const [who, ip] of [
      [a, '203.0.113.7'],
      [b, '203.0.113.201'],
      [c, '198.51.100.4'],
    ] as const) {
      expect((await signIn(t, who.email, 'Secret-Pass-1', ip)).status).toBe(200);
    }
    await reportAll([a, b, c], target);
    expect(await hidden(target)).toBe(false);
    // A reporter from an IPv6 network of its own is the third.
    const d = await independent();
    expect((await signIn(t, d.email, 'Secret-Pass-1', '2001:db8:4:5::9')).status).toBe(200);
    await reportAll([d], target);
    expect(await hidden(target)).toBe(true);
  });
});

describe('the administrators’ queue', () => {
  it('shows the members hidden while they wait first, not the cases whose reporters count once', async () => {
    const [grouped, target] = [await member(), await member()];
    await reportAll(
      [await agedMember(t, 25, { profileDays: 10 }), await agedMember(t, 25.01, { profileDays: 10 }), await agedMember(t, 25.02, { profileDays: 10 })],
      grouped,
    );
    await reportAll([await independent(), await independent(), await independent()], target);
    expect([await hidden(grouped), await hidden(target)]).toEqual([false, true]);
    const open = (await call(t.app, 'GET', '/moderation/reports?status=open&pageSize=50', { token: admin })).body.response.items;
    const at = (m: Member) => open.findIndex((i: { member: { userId: number } }) => i.member.userId === m.userId);
    expect(at(target)).toBeGreaterThanOrEqual(0);
    expect(at(target)).toBeLessThan(at(grouped));
    expect(open.slice(0, at(target) + 1).every((i: { member: { hidden: boolean } }) => i.member.hidden)).toBe(true);
  });
});

describe('a reporter’s part in automatic hides', () => {
  it('is capped at one hide a week: the same three cannot hide a second member the same day', async () => {
    const [first, second, third] = [await member(), await member(), await member()];
    const three = [await independent(), await independent(), await independent()];
    await reportAll(three, first);
    expect(await hidden(first)).toBe(true);
    await reportAll(three, second);
    expect(await hidden(second)).toBe(false);
    // Their reports still wait for an administrator, with their weight.
    expect(await weights(second)).toEqual(Object.fromEntries(three.map((r) => [r.userId, 1])));
    // A week on, they count again.
    await t.db
      .updateTable('report')
      .set({ countedAt: daysAgo(8) })
      .where('reportedUserId', '=', first.userId)
      .execute();
    await reportAll(three, third);
    expect(await hidden(third)).toBe(true);
  });
});
