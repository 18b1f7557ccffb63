import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { AUTH_TEXT } from '../../src/shared/messages.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { latestCode } from '../helpers/outbox.ts';
import { startSmtpStandIn } from '../helpers/smtp-stand-in.ts';
import { freePort } from '../helpers/server-process.ts';
import { registerMember } from '../factories/accounts.ts';

/**
 * The mail relay and the SMS gateway failing. Mail the site accepted is kept in email-log and
 * delivered from the database once the relay is back — including mail a stopped process left
 * half-way; an SMS gateway that never answers costs the member a bounded wait, a plain message
 * and a row in sms-log, and the code still arrives by e-mail.
 */
describe('the SMTP relay refusing connections', () => {
  let t: TestApp;
  let port: number;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>> | null = null;
  beforeAll(async () => {
    port = await freePort(); // nothing listens here yet: every connection is refused
    t = await createTestApp({ RATE_LIMITS: 'false', SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  const contact = (email: string) =>
    call(t.app, 'POST', '/contact-us', { body: { name: 'Asha Rao', email, contactNo: '+919876543210', message: 'Please call me back.' } });
  const logOf = (to: string) => t.db.selectFrom('emailLog').select(['status', 'attempts', 'error']).where('toAddress', '=', to).execute();
  const typeId = async (code: string) => Number((await t.db.selectFrom('emailType').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);

  it('accepts the enquiry and the registration, keeps the mails, and delivers them once the relay is back', async () => {
    expect((await contact('asha.down@example.in')).status).toBe(201);
    const member = await registerMember(t);
    // The SMS copy of the code arrived; the member can go on.
    expect(latestCode(t.dataDir, member.body.mobile)).toMatch(/^\d{6}$/);
    await t.app.mail.settled();
    const failed = await logOf('asha.down@example.in');
    expect(failed).toEqual([expect.objectContaining({ status: 'failed', attempts: 1, error: expect.stringMatching(/ECONNREFUSED|connect/i) })]);

    smtp = await startSmtpStandIn(port);
    expect(await t.app.mail.retryFailed()).toBeGreaterThanOrEqual(2); // the acknowledgement and the enquiry to the inbox
    expect(await logOf('asha.down@example.in')).toEqual([{ status: 'sent', attempts: 2, error: null }]);
    expect(smtp.received.some((m) => m.to.includes('asha.down@example.in'))).toBe(true);
    // The code mail is not re-sent (it expires; the member asks for a fresh one).
    expect((await logOf(member.body.email)).map((r) => r.status)).toEqual(['failed']);
  });

  it('at start, picks up mail a stopped process left pending or claimed, but not a fresh claim of a live one', async () => {
    smtp ??= await startSmtpStandIn(port);
    const contactType = await typeId('contact');
    const otpType = await typeId('otp');
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const row = (to: string, status: string, error: string | null, createdAt: string, emailTypeId = contactType) => ({
      emailTypeId,
      toAddress: to,
      subject: `Enquiry for ${to}`,
      body: 'Hello from before the crash.',
      status,
      attempts: status === 'pending' ? 0 : 1,
      error,
      createdAt,
      sentAt: null,
    });
    await t.db
      .insertInto('emailLog')
      .values([
        row('stuck-retrying@example.in', 'retrying', null, minutesAgo(30)),
        row('old-claim@example.in', 'retrying', `retrying since ${minutesAgo(10)}`, minutesAgo(30)),
        row('never-attempted@example.in', 'pending', null, minutesAgo(10)),
        row('live-claim@example.in', 'retrying', `retrying since ${new Date().toISOString()}`, minutesAgo(30)),
        row('old-code@example.in', 'pending', null, minutesAgo(10), otpType),
      ])
      .execute();

    // A restart: a new application on the same database; its mail service sweeps at start.
    const restarted = await buildApp({ config: t.config, db: t.db });
    await restarted.ready();
    try {
      await expect.poll(async () => (await logOf('never-attempted@example.in'))[0]?.status, { timeout: 10_000 }).toBe('sent');
      for (const to of ['stuck-retrying@example.in', 'old-claim@example.in', 'never-attempted@example.in']) {
        await expect.poll(async () => (await logOf(to))[0]?.status, { timeout: 10_000 }).toBe('sent');
        expect(smtp.received.some((m) => m.to.includes(to))).toBe(true);
      }
      expect((await logOf('live-claim@example.in'))[0].status).toBe('retrying');
      expect(await logOf('old-code@example.in')).toEqual([expect.objectContaining({ status: 'failed', error: expect.stringMatching(/not re-sent/) })]);
      expect(smtp.received.some((m) => m.to.includes('old-code@example.in'))).toBe(false);
    } finally {
      await restarted.close();
    }
  });
});

describe('the SMS gateway timing out', () => {
  let t: TestApp;
  const held: http.ServerResponse[] = [];
  // Takes the request and never answers, like a gateway stuck behind a dead upstream.
  const gateway = http.createServer((_req, res) => {
    held.push(res);
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    t = await createTestApp({
      RATE_LIMITS: 'false',
      SMS_PROVIDER: 'msg91',
      SMS_API_URL: `http://127.0.0.1:${port}/api/v5/flow/`,
      SMS_AUTH_KEY: 'test-auth-key',
      // Long enough that the gateway, served by this same process, takes the request before the
      // wait ends however busy the machine is; short enough for a test.
      SMS_TIMEOUT_MS: '1500',
    });
  });
  afterAll(async () => {
    await t.close();
    for (const res of held) res.destroy();
    gateway.closeAllConnections();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('answers the registration with a plain message, records the failure, and the code still comes by e-mail', async () => {
    const res = await call(t.app, 'POST', '/auth/register', {
      body: {
        name: 'Meera Iyer',
        email: 'meera.sms@example.in',
        mobile: '9876501234',
        password: 'Mango-Tree-47',
        confirmPassword: 'Mango-Tree-47',
        userRoleId: 2,
        declaration: true,
      },
    });
    expect(res.status).toBe(201);
    // The English text for every client, with its code and values so a browser says it in the reader's language.
    expect(res.body.response.otpSentTo).toEqual({
      email: 'me***@example.in',
      mobile: '******1234',
      smsNotSent: AUTH_TEXT.smsNotSent,
      smsNotSentCode: 'AUTH_TEXT.smsNotSent',
      smsNotSentValues: {},
    });
    expect(held.length).toBe(1); // the gateway was asked once, and never answered
    const log = await t.db.selectFrom('smsLog').selectAll().where('toMobile', '=', '9876501234').execute();
    expect(log).toEqual([expect.objectContaining({ template: 'otp', provider: 'msg91', status: 'failed', error: 'MSG91 did not answer within 1500 ms' })]);
    const code = latestCode(t.dataDir, 'meera.sms@example.in');
    const verify = await call(t.app, 'POST', '/auth/verify-otp', {
      body: { userId: res.body.response.userId, verificationToken: res.body.response.verificationToken, emailOtpCode: code, mobileOtpCode: code },
    });
    expect(verify.status).toBe(200);
  });
});
