import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { registration, verifiedMember } from '../factories/accounts.ts';
import { linkedHelper } from '../factories/family.ts';
import { tokenFor } from '../factories/sessions.ts';
import { allMail, latestMail } from '../helpers/outbox.ts';
import { DECLARATION_REQUIRED } from '../../src/shared/schemas/consents.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', INACTIVE_ERASE_DAYS: '30' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** The newest mail to an address, once every mail on its way has been delivered. */
async function mailTo(to: string) {
  await t.app.mail.settled();
  return latestMail(t.dataDir, to);
}
const consents = async (token: string) => (await call(t.app, 'GET', '/settings/consents', { token })).body.response;
const state = async (token: string) =>
  Object.fromEntries((await consents(token)).purposes.map((p: { purpose: string; granted: boolean }) => [p.purpose, p.granted]));
const setConsent = (token: string, purpose: string, granted: boolean) => call(t.app, 'PUT', `/settings/consents/${purpose}`, { token, body: { granted } });

describe('registration: the declaration and the consent notice (docs/product/trust.md)', () => {
  it('refuses an account without the declaration, and creates nothing', async () => {
    const body = registration({ declaration: undefined });
    const res = await call(t.app, 'POST', '/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.declaration).toBe(DECLARATION_REQUIRED);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst()).toBeUndefined();
    const unticked = await call(t.app, 'POST', '/auth/register', { body: registration({ declaration: false }) });
    expect(unticked.status).toBe(400);
  });

  it('records the declaration, the service and each optional purpose as ticked, with the time and the address', async () => {
    const before = new Date().toISOString();
    const body = registration({ consents: { 'horoscope-matching': true, 'promotional-mail': false } });
    const res = await call(t.app, 'POST', '/auth/register', { body, remoteAddress: '203.0.113.7' });
    expect(res.status).toBe(201);
    const userId = res.body.response.userId as number;
    const rows = await t.db.selectFrom('consentLog').selectAll().where('userId', '=', userId).orderBy('id').execute();
    expect(rows.map((r) => [r.purpose, r.granted, r.source, r.ip])).toEqual([
      ['declaration', 1, 'registration', '203.0.113.7'],
      ['service', 1, 'registration', '203.0.113.7'],
      ['promotional-mail', 0, 'registration', '203.0.113.7'],
      ['sms', 0, 'registration', '203.0.113.7'],
      ['horoscope-matching', 1, 'registration', '203.0.113.7'],
      ['family-helpers', 0, 'registration', '203.0.113.7'],
      ['selfie-verification', 0, 'registration', '203.0.113.7'],
    ]);
    expect(rows.every((r) => r.createdAt >= before)).toBe(true);
    // The ticked purpose is on: guna milan runs for her.
    expect((await t.db.selectFrom('users').select('horoscopeMatching').where('id', '=', userId).executeTakeFirstOrThrow()).horoscopeMatching).toBe(1);
    const origin = await t.db.selectFrom('accountOrigin').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();
    expect([origin.email, origin.mobile, origin.ip, origin.deletedAt]).toEqual([body.email, body.mobile, '203.0.113.7', null]);
  });
});

describe('consents in Settings', () => {
  it('shows each purpose and the log; a purpose nobody ticked is not given', async () => {
    const m = await verifiedMember(t, { consents: { sms: true } });
    const read = await consents(m.accessToken);
    expect(read.declaredAt).toEqual(expect.any(String));
    expect(await state(m.accessToken)).toEqual({
      'promotional-mail': false,
      sms: true,
      'horoscope-matching': false,
      'family-helpers': false,
      'selfie-verification': false,
    });
    expect(read.log).toHaveLength(7);
    expect(read.log.at(-1)).toMatchObject({ purpose: 'declaration', granted: true, source: 'registration' });
  });

  it('withdrawing horoscope matching turns guna milan off; giving it again turns it on', async () => {
    const m = await verifiedMember(t, { consents: { 'horoscope-matching': true } });
    const setting = async () => (await call(t.app, 'GET', '/settings/horoscope-matching', { token: m.accessToken })).body.response;
    expect(await setting()).toEqual({ horoscopeMatching: true });
    const off = await setConsent(m.accessToken, 'horoscope-matching', false);
    expect(off.status).toBe(200);
    expect(off.body.response.purposes.find((p: { purpose: string }) => p.purpose === 'horoscope-matching')).toMatchObject({ granted: false });
    expect(await setting()).toEqual({ horoscopeMatching: false });
    await setConsent(m.accessToken, 'horoscope-matching', true);
    expect(await setting()).toEqual({ horoscopeMatching: true });
    // Every grant and withdrawal is in the log, newest first, with its time.
    const log = (await consents(m.accessToken)).log.filter((e: { purpose: string }) => e.purpose === 'horoscope-matching');
    expect(log.map((e: { granted: boolean; source: string }) => [e.granted, e.source])).toEqual([
      [true, 'settings'],
      [false, 'settings'],
      [true, 'registration'],
    ]);
    expect(log.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
  });

  it("turning guna milan or the match mail on or off in its own setting is logged as that purpose's grant or withdrawal", async () => {
    const m = await verifiedMember(t);
    await call(t.app, 'PUT', '/settings/horoscope-matching', { token: m.accessToken, body: { horoscopeMatching: true } });
    await call(t.app, 'PUT', '/settings/notification-mail', { token: m.accessToken, body: { 'new-matches': 'daily' } });
    expect(await state(m.accessToken)).toMatchObject({ 'horoscope-matching': true, 'promotional-mail': true });
    await call(t.app, 'PUT', '/settings/notification-mail', { token: m.accessToken, body: { 'new-matches': 'off', message: 'instant' } });
    // An unchanged switch writes nothing more.
    await call(t.app, 'PUT', '/settings/horoscope-matching', { token: m.accessToken, body: { horoscopeMatching: true } });
    const log = (await consents(m.accessToken)).log.filter((e: { source: string }) => e.source === 'feature');
    expect(log.map((e: { purpose: string; granted: boolean }) => [e.purpose, e.granted])).toEqual([
      ['promotional-mail', false],
      ['promotional-mail', true],
      ['horoscope-matching', true],
    ]);
  });

  it('withdrawing promotional mail stops the "New matches for you" mail', async () => {
    const m = await verifiedMember(t, { consents: { 'promotional-mail': true } });
    const prefs = async () => (await call(t.app, 'GET', '/settings/notification-mail', { token: m.accessToken })).body.response['new-matches'];
    expect(await prefs()).toBe('daily');
    await setConsent(m.accessToken, 'promotional-mail', false);
    expect(await prefs()).toBe('off');
  });

  it('withdrawing family helpers pauses her helpers and ends their sessions', async () => {
    const m = await verifiedMember(t, { consents: { 'family-helpers': true } });
    const helper = await linkedHelper(t, m.userId);
    const helperToken = await tokenFor(t, helper.email);
    const status = async () =>
      (await call(t.app, 'GET', '/family/helpers', { token: m.accessToken })).body.response.items.map((h: { status: string }) => h.status);
    expect(await status()).toEqual(['active']);
    await setConsent(m.accessToken, 'family-helpers', false);
    expect(await status()).toEqual(['paused']);
    expect((await call(t.app, 'GET', '/auth/me', { token: helperToken })).status).toBe(401);
  });

  it('refuses a purpose it does not know, and an administrator has none', async () => {
    const m = await verifiedMember(t);
    expect((await setConsent(m.accessToken, 'telemarketing', false)).status).toBe(400);
    expect((await call(t.app, 'PUT', '/settings/consents/sms', { token: m.accessToken, body: { granted: 'yes' } })).status).toBe(400);
    expect((await call(t.app, 'GET', '/settings/consents', { token: admin })).status).toBe(403);
    expect((await call(t.app, 'GET', '/settings/consents')).status).toBe(401);
  });
});

describe('the nominee', () => {
  it('is named, changed and removed in Settings; bad input changes nothing', async () => {
    const m = await verifiedMember(t);
    const get = async () => (await call(t.app, 'GET', '/settings/nominee', { token: m.accessToken })).body.response;
    expect(await get()).toEqual({ nominee: null });
    const bad = await call(t.app, 'PUT', '/settings/nominee', { token: m.accessToken, body: { name: '', relation: 'uncle', email: 'not-mail' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'name', 'relation']);
    expect(await get()).toEqual({ nominee: null });
    const put = await call(t.app, 'PUT', '/settings/nominee', {
      token: m.accessToken,
      body: { name: 'Kamala Iyer', relation: 'parent', email: 'Kamala@Example.in' },
    });
    expect(put.status).toBe(200);
    expect(put.body.response.nominee).toMatchObject({ name: 'Kamala Iyer', relation: 'parent', email: 'kamala@example.in', mobile: null });
    await call(t.app, 'PUT', '/settings/nominee', {
      token: m.accessToken,
      body: { name: 'Kamala Iyer', relation: 'parent', email: 'kamala@example.in', mobile: '9876543210' },
    });
    expect((await get()).nominee.mobile).toBe('9876543210');
    expect((await call(t.app, 'DELETE', '/settings/nominee', { token: m.accessToken })).body.response).toEqual({ nominee: null });
    expect(await get()).toEqual({ nominee: null });
  });

  async function memberWithNominee(email: string) {
    const m = await verifiedMember(t);
    const code = `SM${String(m.userId)
      .padStart(6, '0')
      .slice(-6)
      .replace(/[ILOU]/g, '2')}`;
    await t.db.updateTable('users').set({ profileCode: code }).where('id', '=', m.userId).execute();
    await call(t.app, 'PUT', '/settings/nominee', { token: m.accessToken, body: { name: 'Ravi Kumar', relation: 'sibling', email } });
    return { ...m, code };
  }
  const request = (code: string, email: string, extra: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/nominee-requests', {
      body: {
        profileCode: code,
        name: 'Ravi Kumar',
        email,
        circumstance: 'death',
        proof: 'Death certificate no. 2026/CHN/004512 issued by the Greater Chennai Corporation.',
        ...extra,
      },
    });
  const queue = async () =>
    (await call(t.app, 'GET', '/nominee-requests?pageSize=100', { token: admin })).body.response.items as Array<Record<string, unknown>>;

  it("files a request with proof, mails the nominee in their language, and an administrator's approval erases the account, audited", async () => {
    const nominee = 'ravi.nominee@example.in';
    const m = await memberWithNominee(nominee);
    const filed = await request(m.code, nominee, { locale: 'ta' });
    expect(filed.status).toBe(201);
    const reference = filed.body.response.reference as string;
    expect(reference).toMatch(/^NR-\d{4}-\d{6}$/);
    expect((await mailTo(nominee))?.subject).toContain(`உங்கள் கோரிக்கை ${reference} பெறப்பட்டது`);
    const item = (await queue()).find((r) => r.reference === reference)!;
    expect(item).toMatchObject({ namedNominee: true, memberUserId: m.userId, circumstance: 'death', status: 'received' });

    const short = await call(t.app, 'POST', `/nominee-requests/${item.id}/decide`, { token: admin, body: { outcome: 'approved', reason: 'ok' } });
    expect(short.status).toBe(400);
    const decided = await call(t.app, 'POST', `/nominee-requests/${item.id}/decide`, {
      token: admin,
      body: { outcome: 'approved', reason: 'The certificate was confirmed with the corporation.' },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.response).toMatchObject({ status: 'approved', memberUserId: null });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', m.userId).executeTakeFirst()).toBeUndefined();
    expect((await mailTo(nominee))?.subject).toContain(`${reference} ஏற்கப்பட்டது`);
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('kind', '=', 'nominee-request.decide')
      .where('recordId', '=', Number(item.id))
      .executeTakeFirst();
    expect(JSON.parse(audit!.before!)).toMatchObject({ memberUserId: m.userId, status: 'received' });
    expect(JSON.parse(audit!.after!)).toMatchObject({ memberUserId: null, status: 'approved' });
    const again = await call(t.app, 'POST', `/nominee-requests/${item.id}/decide`, {
      token: admin,
      body: { outcome: 'rejected', reason: 'Filed twice by mistake.' },
    });
    expect(again.status).toBe(409);
  });

  it('answers a stranger as it answers the nominee, and shows the administrators it is not the named one; declining keeps the account', async () => {
    const m = await memberWithNominee('real.nominee@example.in');
    const filed = await request(m.code, 'stranger@example.in');
    expect(filed.status).toBe(201);
    const unknown = await request('SM9ZZZZZ', 'stranger@example.in');
    expect(unknown.status).toBe(201);
    const item = (await queue()).find((r) => r.reference === filed.body.response.reference)!;
    expect(item.namedNominee).toBe(false);
    const declined = await call(t.app, 'POST', `/nominee-requests/${item.id}/decide`, {
      token: admin,
      body: { outcome: 'rejected', reason: 'You are not the nominee the member named.' },
    });
    expect(declined.status).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', m.userId).executeTakeFirst()).toBeDefined();
    // Told the decision: the receipt and the decision may leave in the same instant, so any of the mails to the address.
    await t.app.mail.settled();
    expect(allMail(t.dataDir, 'stranger@example.in').some((mail) => mail.text.includes('You are not the nominee the member named.'))).toBe(true);
    expect((await request('bad', 'x')).status).toBe(400);
  });
});

describe('erasure after inactivity (INACTIVE_ERASE_DAYS)', () => {
  it('tells the member in her language 48 hours before, then erases her; one who signs in is kept', async () => {
    const gone = await verifiedMember(t, { locale: 'hi' });
    const back = await verifiedMember(t);
    const old = new Date(Date.now() - 40 * DAY).toISOString();
    for (const id of [gone.userId, back.userId]) {
      await t.db.updateTable('users').set({ lastLoginAt: old, createdAt: old }).where('id', '=', id).execute();
      await t.db.updateTable('sessions').set({ lastSeenAt: old }).where('userId', '=', id).execute();
    }
    const now = new Date();
    await t.app.scheduler.tick(now);
    expect((await mailTo(gone.body.email))?.subject).toContain('आपका खाता 48 घंटे में मिटा दिया जाएगा');
    expect((await mailTo(back.body.email))?.text).toContain('You have not signed in for 30 days');
    // She signs in after the notice.
    const later = new Date(now.getTime() + 49 * 3_600_000);
    await t.db
      .updateTable('users')
      .set({ lastLoginAt: new Date(now.getTime() + 3_600_000).toISOString() })
      .where('id', '=', back.userId)
      .execute();
    await t.app.scheduler.tick(later);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', gone.userId).executeTakeFirst()).toBeUndefined();
    const kept = await t.db.selectFrom('users').select(['id', 'inactivityWarnedAt']).where('id', '=', back.userId).executeTakeFirstOrThrow();
    expect(kept.inactivityWarnedAt).toBeNull();
  });
});

describe('where a profile was made from (administrators only)', () => {
  it('is found by e-mail, refused to members, kept a year after deletion, then purged', async () => {
    const m = await verifiedMember(t);
    const find = async () => (await call(t.app, 'GET', `/account-origins?q=${encodeURIComponent(m.body.email)}`, { token: admin })).body.response.items;
    expect((await find())[0]).toMatchObject({ userId: m.userId, email: m.body.email, deletedAt: null });
    expect((await call(t.app, 'GET', '/account-origins', { token: m.accessToken })).status).toBe(403);
    const deleted = await call(t.app, 'DELETE', '/account', { token: m.accessToken, body: { password: m.body.password } });
    expect(deleted.status).toBe(200);
    const [kept] = await find();
    expect(kept.deletedAt).toEqual(expect.any(String));
    expect(Math.round((Date.parse(kept.purgeAfter) - Date.parse(kept.deletedAt)) / DAY)).toBe(365);
    await t.app.scheduler.tick(new Date(Date.now() + 300 * DAY));
    expect(await find()).toHaveLength(1);
    await t.app.scheduler.tick(new Date(Date.now() + 366 * DAY));
    expect(await find()).toHaveLength(0);
  });
});
