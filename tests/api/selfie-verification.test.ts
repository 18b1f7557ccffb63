import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { documentTypeIds, storedExists, uploadDocument } from '../helpers/documents.ts';
import { allMail } from '../helpers/outbox.ts';
import { base64, herFacingLeft, herFacingRight, noFace, otherFacingLeft, otherFacingRight } from '../helpers/selfie-faces.ts';

/**
 * The selfie check with the real face models of @vladmandic/human (loaded once for this file) on
 * faces cut from the sample photos @vladmandic/face-api ships (tests/helpers/selfie-faces.ts).
 */
let t: TestApp;
let admin: string;
let her: Buffer, herLeft: Buffer, other: Buffer, otherRight: Buffer, blank: Buffer;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
  [her, herLeft, other, otherRight, blank] = await Promise.all([herFacingRight(), herFacingLeft(), otherFacingLeft(), otherFacingRight(), noFace()]);
}, 60_000);
afterAll(() => t.close());

/** A member with her approved close-up photo (the face of `photo`) who agreed to the check. */
async function memberWithPhoto(photo: Buffer) {
  const m = await createMemberWithProfile(t, { genderId: 2 });
  const types = await documentTypeIds(t);
  const up = await uploadDocument(t, m.token, { userId: m.userId, documentTypeId: types.closeUpPhoto }, { name: 'me.jpg', bytes: photo });
  expect(up.status).toBe(201);
  await t.db.updateTable('document').set({ approval: 'approved' }).where('userId', '=', m.userId).execute();
  expect((await call(t.app, 'PUT', '/settings/consents/selfie-verification', { token: m.token, body: { granted: true } })).status).toBe(200);
  return m;
}

/** A challenge whose steps the test then fixes to the two turns, which mirrored pictures can show. */
async function turnsChallenge(token: string) {
  const res = await call(t.app, 'POST', '/selfie-verification/challenges', { token });
  expect(res.status).toBe(201);
  const steps = res.body.response.steps as string[];
  expect(steps.length).toBeGreaterThanOrEqual(2);
  expect(new Set(steps).size).toBe(steps.length);
  await t.db
    .updateTable('selfieChallenge')
    .set({ steps: JSON.stringify(['turn-left', 'turn-right']) })
    .where('id', '=', res.body.response.id)
    .execute();
  return res.body.response.id as string;
}

const submit = (token: string, challengeId: string, frames: Buffer[], selfie: Buffer) =>
  call(t.app, 'POST', '/selfie-verification/checks', { token, body: { challengeId, frames: frames.map(base64), selfie: base64(selfie) } });

/** Her badges as another member sees them on her profile. */
const badgesOf = async (viewer: { token: string; userId: number }, userId: number) => {
  const res = await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${userId}/${viewer.userId}`, { token: viewer.token });
  expect(res.status).toBe(200);
  return res.body.response.badges as string[];
};

describe('a live selfie checked against the profile photos', () => {
  it('gives the badge when the selfie matches her photo, and keeps no picture', async () => {
    const m = await memberWithPhoto(her);
    const id = await turnsChallenge(m.token);
    const res = await submit(m.token, id, [herLeft, her], her);
    expect(res.status).toBe(201);
    expect(res.body.response).toMatchObject({ state: 'verified', finding: 'matched' });
    const row = await t.db.selectFrom('selfieCheck').selectAll().where('userId', '=', m.userId).executeTakeFirstOrThrow();
    expect(row.selfieKey).toBeNull();
    expect(row.frameKeys).toBeNull();
    expect((await call(t.app, 'GET', '/selfie-verification', { token: m.token })).body.response).toMatchObject({ state: 'verified' });
    const viewer = await createMemberWithProfile(t, { genderId: 1 });
    expect(await badgesOf(viewer, m.userId)).toContain('photo');
    // The challenge was used: sent again, it is refused and changes nothing.
    const again = await submit(m.token, id, [herLeft, her], her);
    expect(again.status).toBe(409);
  }, 120_000);

  it('sends a selfie of a different person to the queue, stored encrypted', async () => {
    const m = await memberWithPhoto(her);
    const id = await turnsChallenge(m.token);
    const res = await submit(m.token, id, [other, otherRight], other);
    expect(res.status).toBe(201);
    expect(res.body.response).toMatchObject({ state: 'pending', finding: 'mismatch' });
    const row = await t.db.selectFrom('selfieCheck').selectAll().where('id', '=', res.body.response.id).executeTakeFirstOrThrow();
    expect(row.selfieKey).toMatch(/^[a-f0-9]{32}$/);
    const stored = await import('../helpers/documents.ts').then((d) => d.storedBytes(t, row.selfieKey!));
    expect(stored.includes(other.subarray(0, 64))).toBe(false);
    const queue = await call(t.app, 'GET', '/selfie-verification/queue', { token: admin });
    expect(queue.body.response.items.map((i: { id: number }) => i.id)).toContain(res.body.response.id);
    const viewer = await createMemberWithProfile(t, { genderId: 1 });
    expect(await badgesOf(viewer, m.userId)).not.toContain('photo');
  }, 120_000);

  it('sends frames without a face to the queue; another member can never fetch the selfie; approval gives the badge and deletes it', async () => {
    const m = await memberWithPhoto(her);
    const id = await turnsChallenge(m.token);
    const res = await submit(m.token, id, [blank, blank], blank);
    expect(res.body.response).toMatchObject({ state: 'pending', finding: 'no-face' });
    const checkId = res.body.response.id as number;
    const row = await t.db.selectFrom('selfieCheck').selectAll().where('id', '=', checkId).executeTakeFirstOrThrow();

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/selfie-verification/checks/${checkId}/selfie`,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(Buffer.compare(own.rawPayload, blank)).toBe(0);
    const stranger = await createMemberWithProfile(t, { genderId: 1 });
    const theirs = await call(t.app, 'GET', `/selfie-verification/checks/${checkId}/selfie`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect((await call(t.app, 'GET', `/selfie-verification/checks/${checkId}/selfie`)).status).toBe(401);
    expect((await call(t.app, 'GET', '/selfie-verification/queue', { token: stranger.token })).status).toBe(403);

    const approved = await call(t.app, 'POST', `/selfie-verification/checks/${checkId}/approve`, { token: admin });
    expect(approved.status).toBe(200);
    expect(approved.body.response).toMatchObject({ state: 'verified', userId: m.userId });
    expect(await storedExists(t, row.selfieKey!)).toBe(false);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/selfie-verification/checks/${checkId}/selfie`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(after.statusCode).toBe(404);
    expect(await badgesOf(stranger, m.userId)).toContain('photo');
    const audit = await t.db.selectFrom('auditLog').selectAll().where('kind', '=', 'selfie.approve').where('recordId', '=', checkId).execute();
    expect(audit.length).toBe(1);
    await t.app.mail.settled();
    const mails = allMail(t.dataDir, m.email);
    expect(mails.some((mail) => mail.text.includes('Your selfie has been deleted'))).toBe(true);
    expect((await call(t.app, 'POST', `/selfie-verification/checks/${checkId}/approve`, { token: admin })).status).toBe(409);
  }, 120_000);

  it('rejects with a reason the member reads, and withdrawing consent deletes a waiting selfie', async () => {
    const m = await memberWithPhoto(her);
    const first = await submit(m.token, await turnsChallenge(m.token), [blank, blank], blank);
    const short = await call(t.app, 'POST', `/selfie-verification/checks/${first.body.response.id}/reject`, { token: admin, body: { reason: 'no' } });
    expect(short.status).toBe(400);
    const reason = 'The selfie shows no face; take it in good light.';
    const rejected = await call(t.app, 'POST', `/selfie-verification/checks/${first.body.response.id}/reject`, { token: admin, body: { reason } });
    expect(rejected.body.response.state).toBe('rejected');
    expect((await call(t.app, 'GET', '/selfie-verification', { token: m.token })).body.response).toMatchObject({ state: 'rejected', rejectReason: reason });

    const second = await submit(m.token, await turnsChallenge(m.token), [blank, blank], blank);
    const row = await t.db.selectFrom('selfieCheck').selectAll().where('id', '=', second.body.response.id).executeTakeFirstOrThrow();
    await call(t.app, 'PUT', '/settings/consents/selfie-verification', { token: m.token, body: { granted: false } });
    const withdrawn = await t.db.selectFrom('selfieCheck').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(withdrawn.status).toBe('withdrawn');
    expect(await storedExists(t, row.selfieKey!)).toBe(false);
    const refused = await call(t.app, 'POST', '/selfie-verification/challenges', { token: m.token });
    expect(refused.status).toBe(403);
  }, 120_000);
});

describe('what a client can send wrong', () => {
  it('refuses bad input with a message in her language and changes nothing', async () => {
    const m = await memberWithPhoto(her);
    await t.db.updateTable('users').set({ locale: 'hi' }).where('id', '=', m.userId).execute();
    const id = await turnsChallenge(m.token);
    const count = async () => (await t.db.selectFrom('selfieCheck').select('id').where('userId', '=', m.userId).execute()).length;

    const notImage = await call(t.app, 'POST', '/selfie-verification/checks', {
      token: m.token,
      body: { challengeId: id, frames: [Buffer.from('not a picture').toString('base64'), base64(her)], selfie: base64(her) },
    });
    expect(notImage.status).toBe(400);
    const said = JSON.stringify(notImage.body);
    expect(said).toContain('JPEG');
    expect(said).toMatch(/[\u0900-\u097F]/);
    const wrongCount = await submit(m.token, id, [her], her);
    expect(wrongCount.status).toBe(400);
    const unknown = await submit(m.token, 'no-such-challenge', [herLeft, her], her);
    expect(unknown.status).toBe(400);
    const malformed = await call(t.app, 'POST', '/selfie-verification/checks', { token: m.token, body: { challengeId: id, frames: 'x' } });
    expect(malformed.status).toBe(400);
    const wrongType = await call(t.app, 'POST', '/selfie-verification/checks', {
      token: m.token,
      rawBody: 'frames=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect([400, 415]).toContain(wrongType.status);
    const huge = await call(t.app, 'POST', '/selfie-verification/checks', {
      token: m.token,
      rawBody: JSON.stringify({ challengeId: id, frames: ['A'.repeat(13 * 1024 * 1024)], selfie: 'A' }),
    });
    expect(huge.status).toBe(413);

    // Another member's challenge is no challenge of hers.
    const someoneElse = await memberWithPhoto(her);
    const theirs = await submit(someoneElse.token, id, [herLeft, her], her);
    expect(theirs.status).toBe(400);
    // An expired one neither.
    await t.db
      .updateTable('selfieChallenge')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await submit(m.token, id, [herLeft, her], her)).status).toBe(400);
    expect(await count()).toBe(0);
    const challenge = await t.db.selectFrom('selfieChallenge').select('usedAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(challenge.usedAt).toBeNull();
  }, 60_000);

  it('limits challenges a day, and asks for consent and an approved photo first', async () => {
    const m = await createMemberWithProfile(t, { genderId: 2 });
    expect((await call(t.app, 'POST', '/selfie-verification/challenges', { token: m.token })).status).toBe(403);
    await call(t.app, 'PUT', '/settings/consents/selfie-verification', { token: m.token, body: { granted: true } });
    expect((await call(t.app, 'POST', '/selfie-verification/challenges', { token: m.token })).status).toBe(409);
    const ok = await memberWithPhoto(her);
    for (let i = 0; i < 10; i++) expect((await call(t.app, 'POST', '/selfie-verification/challenges', { token: ok.token })).status).toBe(201);
    const over = await call(t.app, 'POST', '/selfie-verification/challenges', { token: ok.token });
    expect(over.status).toBe(429);
    expect((await call(t.app, 'POST', '/selfie-verification/challenges', { token: admin })).status).toBe(403);
  }, 60_000);
});
