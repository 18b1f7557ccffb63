import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { allMail } from '../helpers/outbox.ts';
import { CONTACT_VALIDATION } from '../../src/shared/messages.ts';
import { CONTACT_ACKS_PER_DAY } from '../../src/server/modules/mail/index.ts';

/** The contact form cannot be used to mail strangers: one mailbox, a fixed acknowledgement, a few per address a day. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enquiry = (email: string, remoteAddress: string, message = 'Buy cheap watches at http://spam.example') =>
  call(t.app, 'POST', '/contact-us', { body: { name: 'Win A Prize Today', email, contactNo: '9876501234', message }, remoteAddress });

describe('the contact form and its acknowledgement', () => {
  it.each(['x,victim@example.in', 'victim@example.in, x@example.in', 'Victim <victim@example.in>', '"a"@example.in', 'a;victim@example.in'])(
    'refuses %s: exactly one mailbox',
    async (email) => {
      const res = await enquiry(email, '192.0.2.1');
      expect(res.status).toBe(400);
      expect(res.body.error.fields.email).toBe(CONTACT_VALIDATION.emailInvalid);
    },
  );

  it('acknowledges with a fixed text and the reference, never the name or message typed in', async () => {
    const res = await enquiry('target-one@example.in', '192.0.2.2');
    expect(res.status).toBe(201);
    await t.app.mail.settled();
    const [ack] = allMail(t.dataDir, 'target-one@example.in');
    expect(ack.text).toContain(`CM-${String(res.body.response.id).padStart(6, '0')}`);
    expect(ack.text).not.toContain('spam.example');
    expect(ack.text).not.toContain('Win A Prize');
    expect(`${ack.subject}\n${ack.text}`).not.toMatch(/\{\{/);
  });

  it(`acknowledges one address at most ${CONTACT_ACKS_PER_DAY} times a day, from any number of senders; the enquiries are all kept`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_ACKS_PER_DAY + 3; i++) statuses.push((await enquiry('target-two@example.in', `198.51.100.${i + 1}`)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    await t.app.mail.settled();
    expect(allMail(t.dataDir, 'target-two@example.in')).toHaveLength(CONTACT_ACKS_PER_DAY);
  });
});
