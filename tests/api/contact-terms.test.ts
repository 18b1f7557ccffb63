import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { connectedPair } from '../factories/connections.ts';
import { documentTypeIds } from '../helpers/documents.ts';
import { CONTACT_TERMS_MSG as M } from '../../src/shared/contact-terms-text.ts';
import { PROFILE_NOT_AVAILABLE } from '../../src/shared/messages.ts';

/**
 * Contact on the member's terms (docs/product/trust.md): who may contact her, who writes first,
 * her daily cap on interests, and the contacts she hides from, as a sender and a hidden contact
 * observe them through the API.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const bride = () => createMemberWithProfile(t, { genderId: 2, age: 27, religionId: 6, casteId: null });
const groom = (user: Parameters<typeof createMemberWithProfile>[2] = {}) =>
  createMemberWithProfile(t, { genderId: 1, age: 29, religionId: 6, casteId: null, prefReligionId: 6, prefAgeMin: 21, prefAgeMax: 40 }, user);
const setTerms = (m: Member, terms: { verifiedLevel: string | null; firstMessage: boolean; interestDailyCap: number | null }) =>
  call(t.app, 'PUT', '/settings/contact-terms', { token: m.token, body: terms });
const OPEN = { verifiedLevel: null, firstMessage: false, interestDailyCap: null };
const interest = (from: Member, to: Member) => call(t.app, 'POST', '/interests', { token: from.token, body: { targetUserId: to.userId } });
const sentCount = async (from: Member) =>
  Number(
    (
      await t.db
        .selectFrom('memberAction')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', from.userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A verified identity document (an Aadhaar card an administrator checked), straight in the database. */
async function verifyDocument(m: Member, code: 'aadharCard' | 'closeUpPhoto') {
  const types = await documentTypeIds(t);
  const now = new Date().toISOString();
  await t.db
    .insertInto('document')
    .values({
      userId: m.userId,
      documentTypeId: types[code],
      mimeType: 'image/png',
      originalName: 'card.png',
      sizeBytes: 10,
      approval: 'approved',
      verifiedAt: now,
      createdAt: now,
    })
    .execute();
}

describe('her terms in Settings', () => {
  it('are open until she chooses, are kept as chosen, and refuse a level or a cap that does not exist', async () => {
    const her = await bride();
    const first = await call(t.app, 'GET', '/settings/contact-terms', { token: her.token });
    expect(first.body.response).toEqual({ ...OPEN, hiddenContacts: [] });
    const saved = await setTerms(her, { verifiedLevel: 'id', firstMessage: true, interestDailyCap: 5 });
    expect(saved.status).toBe(200);
    expect(saved.body.response).toMatchObject({ verifiedLevel: 'id', firstMessage: true, interestDailyCap: 5 });
    const badLevel = await setTerms(her, { verifiedLevel: 'aadhaar', firstMessage: false, interestDailyCap: null });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.error.fields.verifiedLevel).toBe(M.levelInvalid);
    const badCap = await setTerms(her, { verifiedLevel: null, firstMessage: false, interestDailyCap: 0 });
    expect(badCap.status).toBe(400);
    expect(badCap.body.error.fields.interestDailyCap).toBe(M.capInvalid);
    expect((await call(t.app, 'GET', '/settings/contact-terms', { token: her.token })).body.response).toMatchObject({
      verifiedLevel: 'id',
      interestDailyCap: 5,
    });
  });
});

describe('"Only verified members may contact me"', () => {
  it('refuses an interest from a sender without a verified identity document, saying what to verify, and stores nothing', async () => {
    const her = await bride();
    const him = await groom();
    await setTerms(her, { ...OPEN, verifiedLevel: 'id' });
    const refused = await interest(him, her);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(M.needsId);
    expect(refused.body.error.message).toContain('Upload an identity document');
    expect(await t.db.selectFrom('interest').select('id').where('userId', '=', him.userId).execute()).toHaveLength(0);
    expect(await sentCount(him)).toBe(0);
    await verifyDocument(him, 'aadharCard');
    expect((await interest(him, her)).status).toBe(201);
  });

  it('holds photo requests to a verified photo, and mobile-verified senders pass the mobile level', async () => {
    const her = await bride();
    const him = await groom();
    await setTerms(her, { ...OPEN, verifiedLevel: 'photo' });
    const asked = await call(t.app, 'POST', '/photo-requests', { token: him.token, body: { ownerId: her.userId } });
    expect(asked.status).toBe(403);
    expect(asked.body.error.message).toBe(M.needsPhoto);
    expect(await t.db.selectFrom('photoRequest').select('id').where('requesterId', '=', him.userId).execute()).toHaveLength(0);
    await setTerms(her, { ...OPEN, verifiedLevel: 'mobile' });
    expect((await interest(him, her)).status).toBe(201);
  });

  it('holds the first message and a call of a connection she did not write to', async () => {
    const [him, her] = await connectedPair(t);
    await call(t.app, 'PUT', '/settings/contact-terms', { token: her.token, body: { ...OPEN, verifiedLevel: 'id' } });
    const message = await call(t.app, 'POST', `/conversations/${her.userId}/messages`, { token: him.token, body: { body: 'Namaste' } });
    expect(message.status).toBe(403);
    expect(message.body.error.message).toBe(M.needsId);
    const ring = await call(t.app, 'POST', '/calls', { token: him.token, body: { userId: her.userId, kind: 'voice' } });
    expect(ring.status).toBe(403);
    expect(ring.body.error.message).toBe(M.needsId);
    expect(await t.db.selectFrom('message').select('id').where('senderId', '=', him.userId).execute()).toHaveLength(0);
    // Once she has written to him, he may answer.
    expect((await call(t.app, 'POST', `/conversations/${him.userId}/messages`, { token: her.token, body: { body: 'Hello' } })).status).toBe(201);
    expect((await call(t.app, 'POST', `/conversations/${her.userId}/messages`, { token: him.token, body: { body: 'Namaste' } })).status).toBe(201);
  });
});

describe('"I send the first message"', () => {
  it('lets only her start the conversation; the other side reads that she writes first', async () => {
    const [him, her] = await connectedPair(t);
    await call(t.app, 'PUT', '/settings/contact-terms', { token: her.token, body: { ...OPEN, firstMessage: true } });
    const thread = await call(t.app, 'GET', `/conversations/${her.userId}/messages`, { token: him.token });
    expect(thread.body.response.theyWriteFirst).toBe(true);
    const refused = await call(t.app, 'POST', `/conversations/${her.userId}/messages`, { token: him.token, body: { body: 'Namaste' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(M.writesFirst);
    expect((await call(t.app, 'POST', `/conversations/${him.userId}/messages`, { token: her.token, body: { body: 'Hello' } })).status).toBe(201);
    expect((await call(t.app, 'POST', `/conversations/${her.userId}/messages`, { token: him.token, body: { body: 'Namaste' } })).status).toBe(201);
  });
});

describe('a daily cap on interests received', () => {
  it('takes her number of senders a day, then tells new senders she is not accepting new interests today', async () => {
    const her = await bride();
    const [first, second] = [await groom(), await groom()];
    await setTerms(her, { ...OPEN, interestDailyCap: 1 });
    const sent = await interest(first, her);
    expect(sent.status).toBe(201);
    const refused = await interest(second, her);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(M.capReached);
    expect(await sentCount(second)).toBe(0);
    // The sender of the day is not a new sender: withdrawn and sent again, it still goes.
    expect((await call(t.app, 'POST', `/interests/${sent.body.response.id}/withdraw`, { token: first.token, body: {} })).status).toBe(200);
    expect((await interest(first, her)).status).toBe(201);
  });
});

describe('"Hide me from these contacts"', () => {
  it('keeps only a keyed hash and a hint, refuses her own contact and a malformed one', async () => {
    const her = await bride();
    const added = await call(t.app, 'POST', '/settings/hidden-contacts', { token: her.token, body: { contact: 'Aunt.Kamala@Example.IN' } });
    expect(added.status).toBe(200);
    expect(added.body.response.hiddenContacts).toEqual([expect.objectContaining({ kind: 'email', hint: 'au•••@example.in' })]);
    const rows = await t.db.selectFrom('hiddenContact').selectAll().where('userId', '=', her.userId).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/kamala/i);
    expect(rows[0].digest).toMatch(/^[0-9a-f]{64}$/);
    const own = await call(t.app, 'POST', '/settings/hidden-contacts', { token: her.token, body: { contact: her.email.toUpperCase() } });
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe(M.contactOwn);
    const bad = await call(t.app, 'POST', '/settings/hidden-contacts', { token: her.token, body: { contact: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.contact).toBe(M.contactInvalid);
    const removed = await call(t.app, 'DELETE', `/settings/hidden-contacts/${rows[0].id}`, { token: her.token });
    expect(removed.body.response.hiddenContacts).toEqual([]);
    expect((await call(t.app, 'DELETE', `/settings/hidden-contacts/${rows[0].id}`, { token: her.token })).status).toBe(404);
  });

  it('a contact she hides from never finds her: matches, search, profile by id and by code, who viewed me, interests, photo requests', async () => {
    const her = await bride();
    const uncle = await groom({ mobile: '9812345670' });
    const other = await groom();
    const code = (await t.db.selectFrom('users').select('profileCode').where('id', '=', her.userId).executeTakeFirstOrThrow()).profileCode!;
    // Before she hides: he finds her everywhere, and she viewed him and sent him an interest.
    const listed = async (url: string, m: Member) => {
      const res = await call(t.app, 'GET', url, { token: m.token });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(res.body.error)}`);
      return res.body.response.items;
    };
    type Item = { userId?: number; member?: { userId: number } };
    const ids = async (url: string, m: Member) => ((await listed(url, m)) as Item[]).map((i) => i.userId ?? i.member?.userId);
    const matchIds = (m: Member) => ids('/user-matrimonial-detail/match?page=1&pageSize=50', m);
    const searchIds = (m: Member) => ids('/search?page=1&pageSize=50', m);
    const viewerIds = (m: Member) => ids('/user-matrimonial-detail/GetMatchingProfilesAsync?page=1&pageSize=50', m);
    const receivedIds = (m: Member) => ids('/interests?tab=received', m);
    expect((await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${uncle.userId}/${her.userId}`, { token: her.token })).status).toBe(200);
    expect((await interest(her, uncle)).status).toBe(201);
    expect(await matchIds(uncle)).toContain(her.userId);
    expect(await searchIds(uncle)).toContain(her.userId);
    expect(await viewerIds(uncle)).toContain(her.userId);
    expect(await receivedIds(uncle)).toContain(her.userId);
    await t.db
      .insertInto('photoRequest')
      .values({ ownerId: uncle.userId, requesterId: her.userId, status: 'pending', createdAt: new Date().toISOString() })
      .execute();
    const requesterIds = async (m: Member) =>
      ((await call(t.app, 'GET', '/photo-requests', { token: m.token })).body.response as Array<{ member: { userId: number } }>).map((r) => r.member.userId);
    expect(await requesterIds(uncle)).toContain(her.userId);

    // She hides from his mobile number, typed with the country code.
    expect((await call(t.app, 'POST', '/settings/hidden-contacts', { token: her.token, body: { contact: '+91 98123 45670' } })).status).toBe(200);
    expect(await matchIds(uncle)).not.toContain(her.userId);
    expect(await searchIds(uncle)).not.toContain(her.userId);
    expect(await viewerIds(uncle)).not.toContain(her.userId);
    expect(await receivedIds(uncle)).not.toContain(her.userId);
    expect(await requesterIds(uncle)).not.toContain(her.userId);
    const byId = await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${her.userId}/${uncle.userId}`, { token: uncle.token });
    expect(byId.status).toBe(404);
    expect(byId.body.error.message).toBe(PROFILE_NOT_AVAILABLE);
    // By code he reads what an unknown code reads: he is never told.
    const unknown = await call(t.app, 'GET', '/search/code/SM000000', { token: uncle.token });
    const byCode = await call(t.app, 'GET', `/search/code/${code}`, { token: uncle.token });
    expect(byCode.status).toBe(unknown.status);
    expect(byCode.body.error.message).toBe(unknown.body.error.message);
    const reach = await interest(uncle, her);
    expect(reach.status).toBe(404);
    expect(reach.body.error.message).toBe(PROFILE_NOT_AVAILABLE);
    // Anyone else still finds her.
    expect(await matchIds(other)).toContain(her.userId);
    expect((await call(t.app, 'GET', `/search/code/${code}`, { token: other.token })).status).toBe(200);
  });

  it('matches an account by its e-mail whatever its case, and a mobile written with 0 or 91', async () => {
    const her = await bride();
    const cousin = await groom({ email: `cousin-${Date.now()}@example.in` });
    const colleague = await groom({ mobile: '9876501234' });
    await call(t.app, 'POST', '/settings/hidden-contacts', { token: her.token, body: { contact: cousin.email.toUpperCase() } });
    await call(t.app, 'POST', '/settings/hidden-contacts', { token: her.token, body: { contact: '09876501234' } });
    for (const hidden of [cousin, colleague]) {
      const seen = await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${her.userId}/${hidden.userId}`, { token: hidden.token });
      expect(seen.status).toBe(404);
    }
  });

  it('an account that takes a hidden address loses her at once, though its contacts were kept a moment before', async () => {
    const her = await bride();
    const him = await groom();
    const address = `brother-${Date.now()}@example.in`;
    await call(t.app, 'POST', '/settings/hidden-contacts', { token: her.token, body: { contact: address } });
    const view = () => call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${her.userId}/${him.userId}`, { token: him.token });
    expect((await view()).status).toBe(200);
    await t.db.updateTable('users').set({ email: address }).where('id', '=', him.userId).execute();
    expect((await view()).status).toBe(404);
  });
});
