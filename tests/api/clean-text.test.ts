import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { fullProfile, referenceIds } from '../factories/profile-sample.ts';

/**
 * Clean text at the server (docs/product/trust.md): control, direction and zero-width characters
 * leave what a person types, in every kind of field, while the joiners of Hindi and Tamil words stay.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

/** ESC, BEL, backspace, a right-to-left override, a zero-width space, a C1 control and a byte-order mark. */
const HIDDEN = '\u001b[31m\u0007\u0008\u202e\u200b\u0085\ufeff\u2066\u2069\u2060';
/** क्‍ष with a joiner, and a Tamil word with a non-joiner: kept as typed. */
const HINDI = 'क्\u200dष';
const TAMIL = 'ஸ்\u200cரீ';
const dirty = (words: string) => `${HIDDEN.slice(0, 5)}${words}${HIDDEN.slice(5)} ${HINDI} ${TAMIL}`;
const clean = (words: string) => `[31m${words} ${HINDI} ${TAMIL}`;

describe('clean text in every kind of field', () => {
  it('a message body', async () => {
    const a = await createMemberWithProfile(t, { genderId: 1 });
    const b = await createMemberWithProfile(t, { genderId: 2 });
    const id = (await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } })).body.response.id;
    expect((await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token })).status).toBe(200);
    const sent = await call(t.app, 'POST', `/conversations/${b.userId}/messages`, { token: a.token, body: { body: dirty('Namaste\tji\nhow are you') } });
    expect(sent.status).toBe(201);
    const row = await t.db.selectFrom('message').select('body').where('senderId', '=', a.userId).executeTakeFirstOrThrow();
    expect(row.body).toBe(clean('Namaste\tji\nhow are you'));
  });

  it('a person name (the Users master)', async () => {
    const admin = await tokenFor(t, ADMIN_EMAIL);
    const m = await createUser(t);
    const current = await call(t.app, 'GET', `/user-master/${m.id}`, { token: admin });
    const res = await call(t.app, 'PUT', `/user-master/${m.id}`, { token: admin, body: { ...current.body.response, name: `Asha\u202eRao\u200b` } });
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('users').select('name').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('AshaRao');
  });

  it('a free-text profile field', async () => {
    const refs = await referenceIds(t);
    const m = await createUser(t);
    const token = await tokenFor(t, m.email);
    const body = fullProfile(m.id, refs, { lifestyle: { aboutMe: dirty('I love the hills') } });
    const res = await call(t.app, 'POST', '/user-matrimonial-detail', { token, body });
    expect(res.status).toBe(201);
    const got = await call(t.app, 'GET', `/user-matrimonial-detail/${m.id}`, { token });
    expect(got.body.response.lifestyle.aboutMe).toBe(clean('I love the hills'));
  });

  it('a report reason', async () => {
    const a = await createMemberWithProfile(t, { genderId: 1 });
    const b = await createMemberWithProfile(t, { genderId: 2 });
    const res = await call(t.app, 'POST', '/reports', {
      token: a.token,
      body: { reportedUserId: b.userId, reason: 'other', details: dirty('The photos are of a film actor') },
    });
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom('report').select('details').where('reporterId', '=', a.userId).executeTakeFirstOrThrow();
    expect(row.details).toBe(clean('The photos are of a film actor'));
  });

  it('the contact form', async () => {
    const email = `clean-${Date.now()}@example.in`;
    const res = await call(t.app, 'POST', '/contact-us', {
      body: { name: `Asha\u0007 Rao\u202e`, email, contactNo: '9876543210', message: dirty('Please call me') },
    });
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom('contactMessage').select(['name', 'message']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Asha Rao', message: clean('Please call me') });
  });

  it('a password is compared as sent', async () => {
    const m = await createUser(t, { password: 'Pass\u200bword-71' });
    expect((await call(t.app, 'POST', '/auth/login', { body: { email: m.email, password: 'Pass\u200bword-71' } })).status).toBe(200);
  });
});
