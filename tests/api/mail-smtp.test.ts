import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpStandIn } from '../helpers/smtp-stand-in.ts';
import { registerMember } from '../factories/accounts.ts';

/** A real SMTP round trip: nodemailer → SMTP on 127.0.0.1 → the code read back from the received message. */
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp({ RATE_LIMITS: 'false', SMTP_URL: smtp.url, MAIL_FROM: 'Matrimonial <no-reply@matrimonial.example.in>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('mail over SMTP', () => {
  it('delivers the code mail and records it as sent', async () => {
    const m = await registerMember(t);
    const mail = smtp.received.find((r) => r.to.includes(m.body.email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@matrimonial.example.in');
    const code = /\b(\d{6})\b/.exec(
      decode(mail!.raw)
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verify = await call(t.app, 'POST', '/auth/verify-otp', {
      body: { userId: m.userId, verificationToken: m.verificationToken, emailOtpCode: code, mobileOtpCode: code },
    });
    expect(verify.status).toBe(200);
    await t.app.mail.settled();
    const log = await t.db.selectFrom('emailLog').selectAll().where('toAddress', '=', m.body.email).orderBy('id').execute();
    expect(log.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(log[0]).toMatchObject({ attempts: 1, error: null, sentAt: expect.any(String) });
  });

  it('keeps a refused mail as failed, still answers the member, and retries it later', async () => {
    smtp.state.reject = true;
    const m = await registerMember(t);
    const contact = await call(t.app, 'POST', '/contact-us', {
      body: { name: 'Asha Rao', email: 'asha@example.in', contactNo: '+919876543210', message: 'Please call me back.' },
    });
    expect(contact.status).toBe(201);
    await t.app.mail.settled();
    smtp.state.reject = false;
    const failed = await t.db.selectFrom('emailLog').selectAll().where('status', '=', 'failed').execute();
    expect(failed.map((r) => r.toAddress)).toEqual(expect.arrayContaining([m.body.email, 'asha@example.in']));
    for (const row of failed) expect(row.error).toMatch(/Mailbox unavailable/);

    const sent = await t.app.mail.retryFailed();
    expect(sent).toBe(failed.length - 1);
    const ack = await t.db.selectFrom('emailLog').selectAll().where('toAddress', '=', 'asha@example.in').executeTakeFirstOrThrow();
    expect(ack).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.some((r) => r.to.includes('asha@example.in'))).toBe(true);
    // The code mail is not re-sent: by now the member asks for a fresh code.
    const codeMail = await t.db.selectFrom('emailLog').selectAll().where('toAddress', '=', m.body.email).executeTakeFirstOrThrow();
    expect(codeMail.status).toBe('failed');
  });
});
