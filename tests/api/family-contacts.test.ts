import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { aMobile, anEmail, inviteTokenFor } from '../factories/family.ts';
import { registration } from '../factories/accounts.ts';
import { latestCode, latestMail } from '../helpers/outbox.ts';

/** A family helper's account holds only addresses and numbers proved by a code (docs/product/family.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const PASSWORD = 'Kesari-Mango-Monsoon-42';
const son = () => createMemberWithProfile(t, { genderId: 1, fullName: 'Ravi Kumar' });
const mail = () => anEmail('owner');
const mobile = aMobile;

/** A member invites a helper by mobile; the invitee asks for the code naming `email` as theirs. */
async function invitedByMobile(email: string) {
  const ravi = await son();
  const phone = mobile();
  expect((await call(t.app, 'POST', '/family/helpers', { token: ravi.token, body: { name: 'Lakshmi Devi', relation: 'mother', mobile: phone } })).status).toBe(
    201,
  );
  const token = inviteTokenFor(t, phone);
  const sent = await call(t.app, 'POST', `/family/invites/${token}/code`, { body: { email } });
  expect(sent.status).toBe(200);
  return { token, phone, sent: sent.body.response as { sentTo: string; otherSentTo?: string } };
}

describe('the address a new helper names', () => {
  it('is not taken from its owner by an invitee who cannot read its mail', async () => {
    const victim = mail();
    const { token, phone } = await invitedByMobile(victim);
    // The invitee has only the invited mobile's code.
    const squat = await call(t.app, 'POST', `/family/invites/${token}/accept`, { body: { code: latestCode(t.config.dataDir, phone), password: PASSWORD } });
    expect(squat.status).toBe(400);
    expect(squat.body.error.fields.otherCode).toBe('Enter the code sent to your e-mail address as well.');
    const held = await t.db.selectFrom('users').select('isVerified').where('email', '=', victim).executeTakeFirst();
    expect(held?.isVerified ?? 0).toBe(0);
    // The address's owner registers with it as anyone would.
    const owner = await call(t.app, 'POST', '/auth/register', { body: registration({ email: victim }) });
    expect(owner.status).toBe(201);
  });

  it('is proved by its own code: the invited mobile’s code does not prove the e-mail', async () => {
    const email = mail();
    const { token, phone, sent } = await invitedByMobile(email);
    expect(sent.otherSentTo).toEqual(expect.stringContaining('@test.example.in'));
    const smsCode = latestCode(t.config.dataDir, phone);
    const mailCode = latestCode(t.config.dataDir, email);
    expect(mailCode).not.toBe(smsCode);
    // The mobile's code typed twice proves nothing about the e-mail.
    const twice = await call(t.app, 'POST', `/family/invites/${token}/accept`, { body: { code: smsCode, otherCode: smsCode, password: PASSWORD } });
    expect(twice.status).toBe(400);
    expect(Object.keys(twice.body.error.fields)).toEqual(['otherCode']);
    // The wrong second code left the first unused: both right now, and the account holds both.
    const joined = await call(t.app, 'POST', `/family/invites/${token}/accept`, { body: { code: smsCode, otherCode: mailCode, password: PASSWORD } });
    expect(joined.status).toBe(200);
    const account = await t.db
      .selectFrom('users')
      .select(['email', 'mobile', 'isVerified'])
      .where('id', '=', joined.body.response.userId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ email, mobile: phone, isVerified: 1 });
    expect((await call(t.app, 'POST', '/auth/login', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('invited by e-mail, the mobile the helper names gets its own code by SMS', async () => {
    const ravi = await son();
    const email = mail();
    await call(t.app, 'POST', '/family/helpers', { token: ravi.token, body: { name: 'Lakshmi Devi', relation: 'mother', email } });
    const token = inviteTokenFor(t, email);
    const phone = mobile();
    const sent = await call(t.app, 'POST', `/family/invites/${token}/code`, { body: { mobile: phone } });
    expect(sent.body.response.otherSentTo).toMatch(/\d{2}$/);
    expect(latestMail(t.config.dataDir, phone)?.text).toMatch(/\b\d{6}\b/);
    const onlyMail = await call(t.app, 'POST', `/family/invites/${token}/accept`, { body: { code: latestCode(t.config.dataDir, email), password: PASSWORD } });
    expect(onlyMail.status).toBe(400);
    expect(onlyMail.body.error.fields.otherCode).toBe('Enter the code sent to your mobile as well.');
    // The owner of the number registers with it.
    expect((await call(t.app, 'POST', '/auth/register', { body: registration({ mobile: phone }) })).status).toBe(201);
    // The helper's pending account went with it: they ask again, naming their own number.
    const own = mobile();
    expect((await call(t.app, 'POST', `/family/invites/${token}/code`, { body: { mobile: own } })).status).toBe(200);
    const joined = await call(t.app, 'POST', `/family/invites/${token}/accept`, {
      body: { code: latestCode(t.config.dataDir, email), otherCode: latestCode(t.config.dataDir, own), password: PASSWORD },
    });
    expect(joined.status).toBe(200);
  });

  it('a pending helper account reserves nothing: an address named again replaces it', async () => {
    const email = mail();
    await invitedByMobile(email);
    // Another invitation's invitee names the same address: no "used by another account".
    const again = await invitedByMobile(email);
    expect(again.sent.otherSentTo).toEqual(expect.any(String));
    const holders = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(holders).toHaveLength(1);
  });
});
