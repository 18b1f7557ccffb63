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

const now = () => new Date().toISOString();
async function addDocument(userId: number, typeName: string) {
  const type = await t.db.selectFrom('documentType').select('id').where('name', '=', typeName).executeTakeFirstOrThrow();
  await t.db
    .insertInto('document')
    .values({
      userId,
      documentTypeId: type.id,
      originalName: `${typeName}.jpg`,
      mimeType: 'image/jpeg',
      sizeBytes: 10,
      storageKey: `k-${Math.random()}`,
      encrypted: typeName.includes('Photo') ? 0 : 1,
      createdAt: now(),
    })
    .execute();
}
async function planWith(contactViews: number) {
  const res = await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', {
    token: admin,
    body: { name: `Plan ${Math.random()}`, price: 100, durationDays: 30, contactViews },
  });
  return res.body.response.id as number;
}
async function subscribe(token: string, planId: number) {
  const sub = await call(t.app, 'POST', '/Subscription/create', { token, body: { planId } });
  const id = sub.body.response.subscription.id;
  const pay = await call(t.app, 'POST', '/Payment/test-checkout', { token, body: { subscriptionId: id } });
  await call(t.app, 'POST', '/Payment/AddPayment/', { token, body: { subscriptionId: id, ...pay.body.response.proof } });
  expect((await call(t.app, 'PUT', `/Subscription/${id}/activate`, { token })).status).toBe(200);
  return id as number;
}

describe('viewing another member', () => {
  it('shows the public sections and photos, never identity documents or contact details without a plan', async () => {
    const viewer = await createMemberWithProfile(t, { genderId: 1 });
    const target = await createMemberWithProfile(t, { genderId: 2, isVerified: 1 });
    await addDocument(target.userId, 'Close Up Photo');
    await addDocument(target.userId, 'Aadhar Card');
    await addDocument(target.userId, 'Pan Card');
    const res = await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${viewer.userId}`, { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.response.personal.fullName).toMatch(/Member/);
    expect(res.body.response.photos.map((p: { documentType: string }) => p.documentType)).toEqual(['Close Up Photo']);
    const text = JSON.stringify(res.body.response);
    expect(text).not.toMatch(/Aadhar|Pan Card/);
    expect(text).not.toContain(target.email);
    expect(res.body.response.contactDetails).toBeNull();
    expect(res.body.response.contact).not.toHaveProperty('address');
    expect(res.body.response.contactAccess.state).toBe('needs-plan');
    expect((await call(t.app, 'GET', `/documents/user/${target.userId}`, { token: viewer.token })).status).toBe(403);
  });

  it('records the view under the real viewer only, and lists the latest view per viewer', async () => {
    const target = await createMemberWithProfile(t, { genderId: 2 });
    const first = await createMemberWithProfile(t, { genderId: 1 });
    const second = await createMemberWithProfile(t, { genderId: 1 });
    expect((await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${second.userId}`, { token: first.token })).status).toBe(
      403,
    );
    await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${first.userId}`, { token: first.token });
    await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${second.userId}`, { token: second.token });
    await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${first.userId}`, { token: first.token });
    const adminUser = await t.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
    await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${adminUser.id}`, { token: admin });
    const viewers = await call(t.app, 'GET', '/user-matrimonial-detail/GetMatchingProfilesAsync', { token: target.token });
    expect(viewers.body.response.items.map((v: { userId: number }) => v.userId)).toEqual([first.userId, second.userId]);
    expect(viewers.body.response.items[0].viewCount).toBe(2);
    expect((await call(t.app, 'GET', `/user-matrimonial-detail/GetMatchingProfilesAsync?userId=${target.userId}`, { token: first.token })).status).toBe(403);
  });

  it('answers 404 for unverified or deactivated members', async () => {
    const viewer = await createMemberWithProfile(t, { genderId: 1 });
    const unverified = await createMemberWithProfile(t, { genderId: 2 }, { isVerified: 0 });
    const gone = await createMemberWithProfile(t, { genderId: 2 });
    await t.db.updateTable('users').set({ isActive: 0 }).where('id', '=', gone.userId).execute();
    for (const target of [unverified, gone]) {
      expect(
        (await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${viewer.userId}`, { token: viewer.token })).status,
      ).toBe(404);
    }
  });
});

describe('contact details with a plan', () => {
  it('reveal spends one view per new member, shows the remaining count, and stops at the limit', async () => {
    const viewer = await createMemberWithProfile(t, { genderId: 1 });
    const a = await createMemberWithProfile(t, { genderId: 2 });
    const b = await createMemberWithProfile(t, { genderId: 2 });
    expect((await call(t.app, 'POST', `/user-matrimonial-detail/RevealContact/${a.userId}`, { token: viewer.token })).status).toBe(409);
    await subscribe(viewer.token, await planWith(1));
    const before = await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${a.userId}/${viewer.userId}`, { token: viewer.token });
    expect(before.body.response.contactAccess).toMatchObject({ state: 'available', contactViewsLeft: 1 });
    const revealed = await call(t.app, 'POST', `/user-matrimonial-detail/RevealContact/${a.userId}`, { token: viewer.token });
    expect(revealed.status).toBe(200);
    expect(revealed.body.response).toMatchObject({ contactViewsLeft: 0, contactDetails: { email: a.email } });
    const again = await call(t.app, 'POST', `/user-matrimonial-detail/RevealContact/${a.userId}`, { token: viewer.token });
    expect(again.status).toBe(200);
    const after = await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${a.userId}/${viewer.userId}`, { token: viewer.token });
    expect(after.body.response.contactDetails.email).toBe(a.email);
    const beyond = await call(t.app, 'POST', `/user-matrimonial-detail/RevealContact/${b.userId}`, { token: viewer.token });
    expect(beyond.status).toBe(409);
    expect(beyond.body.error.message).toBe('You have used all 1 contact views of your plan.');
  });

  it('stops unlocking when the plan has ended, checked at read time', async () => {
    const viewer = await createMemberWithProfile(t, { genderId: 1 });
    const target = await createMemberWithProfile(t, { genderId: 2 });
    const subscriptionId = await subscribe(viewer.token, await planWith(5));
    await call(t.app, 'POST', `/user-matrimonial-detail/RevealContact/${target.userId}`, { token: viewer.token });
    await t.db
      .updateTable('userSubscription')
      .set({ endsAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', subscriptionId)
      .execute();
    const view = await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${viewer.userId}`, { token: viewer.token });
    expect(view.body.response.contactDetails).toBeNull();
    expect(view.body.response.contactAccess.state).toBe('needs-plan');
  });
});
