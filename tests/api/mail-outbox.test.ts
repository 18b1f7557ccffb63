import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminSignIn } from '../factories/sessions.ts';
import { latestCode, latestMail } from '../helpers/outbox.ts';
import { registerMember } from '../factories/accounts.ts';

describe('file outbox (no SMTP configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'false', CONTACT_INBOX: 'help-desk@matrimonial.example.in' });
  });
  afterAll(() => t.close());

  it('writes the code as an .eml and an .sms.json file of the documented shape', async () => {
    const m = await registerMember(t);
    const files = fs.readdirSync(path.join(t.dataDir, 'outbox'));
    const sms = files.filter((f) => f.endsWith('.sms.json')).map((f) => JSON.parse(fs.readFileSync(path.join(t.dataDir, 'outbox', f), 'utf8')));
    const mine = sms.find((s) => s.to === m.body.mobile);
    expect(mine).toMatchObject({ to: m.body.mobile, template: 'otp', createdAt: expect.any(String) });
    expect(Object.keys(mine).sort()).toEqual(['body', 'createdAt', 'template', 'to']);
    expect(mine.body).toContain(latestCode(t.dataDir, m.body.email));
    const mail = latestMail(t.dataDir, m.body.email)!;
    expect(mail.file.endsWith('.eml')).toBe(true);
    expect(mail.subject).toMatch(/^\d{6} is your Matrimonial verification code$/);
    expect(mail.text).toContain(`Dear ${m.body.name}`);
  });

  it('a contact message mails the support inbox and acknowledges the sender; visitors cannot mark it read', async () => {
    const res = await call(t.app, 'POST', '/contact-us', {
      body: { name: 'Vikram Singh', email: 'vikram@example.in', contactNo: '9876501234', message: 'What are the plan prices?', isRead: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.response.isRead).toBe(0);
    await t.app.mail.settled();
    // The seeded e-mail recipient of type 'contact' is CONTACT_INBOX.
    const inbox = latestMail(t.dataDir, 'help-desk@matrimonial.example.in');
    expect(inbox?.subject).toBe('New enquiry from Vikram Singh on Matrimonial');
    expect(inbox?.text).toContain('What are the plan prices?');
    const ack = latestMail(t.dataDir, 'vikram@example.in');
    expect(ack?.subject).toBe('We have received your message - Matrimonial');
    expect(ack?.text).toContain(`CM-${String(res.body.response.id).padStart(6, '0')}`);
    expect(ack?.text).toContain('help-desk@matrimonial.example.in');
  });

  it('an administrator may mark an enquiry read', async () => {
    const admin = await adminSignIn(t);
    const res = await call(t.app, 'POST', '/contact-us', {
      token: admin,
      body: { name: 'Desk', email: 'desk@example.in', contactNo: '9876501234', message: 'Logged by phone.', isRead: 1 },
    });
    expect(res.body.response.isRead).toBe(1);
  });
});

describe('production mode keeps codes and links out of email-log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', QUICK_START: 'true', SITE_URL: 'https://shaadi.example.in', LOG_LEVEL: 'silent', RATE_LIMITS: 'false' });
  });
  afterAll(() => t.close());

  it('logs the code mail with the code withheld, while the member still receives it', async () => {
    const m = await registerMember(t);
    const code = latestCode(t.dataDir, m.body.email);
    const row = await t.db.selectFrom('emailLog').selectAll().where('toAddress', '=', m.body.email).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(`${row.subject}\n${row.body}`).not.toContain(code);
    expect(row.body).toContain('[withheld]');
  });

  it('logs the reset mail with the link withheld', async () => {
    const m = await registerMember(t);
    await call(t.app, 'POST', '/auth/reset-password', { body: { email: m.body.email } });
    await t.app.accounts.background.settled();
    const token = /token=([\w-]+)/.exec(latestMail(t.dataDir, m.body.email)!.text)![1];
    const rows = await t.db.selectFrom('emailLog').selectAll().where('toAddress', '=', m.body.email).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(`${row.subject}\n${row.body}`).not.toContain(token);
  });
});
