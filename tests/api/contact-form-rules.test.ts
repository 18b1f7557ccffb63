import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { CONTACT_VALIDATION } from '../../src/shared/messages.ts';
import { ContactMessageSchema } from '../../src/shared/schemas/contact.ts';
import { describeStructError } from '../../src/shared/validation/errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const good = { name: 'Asha Rao', email: 'asha@example.in', contactNo: '9876543210', message: 'Please call me about the Gold plan.' };

describe('POST /contact-us and the contact form give one text per rule', () => {
  it.each([
    [{ email: 'not-an-address' }, 'email', CONTACT_VALIDATION.emailInvalid],
    [{ email: '' }, 'email', CONTACT_VALIDATION.emailRequired],
    [{ name: '' }, 'name', CONTACT_VALIDATION.nameRequired],
    [{ name: 'x'.repeat(51) }, 'name', CONTACT_VALIDATION.nameMax],
    [{ contactNo: '12' }, 'contactNo', CONTACT_VALIDATION.contactNoInvalid],
    [{ message: '' }, 'message', CONTACT_VALIDATION.messageRequired],
  ])('%o: the API and the form both say the same', async (change, field, text) => {
    const body = { ...good, ...change };
    const res = await call(t.app, 'POST', '/contact-us', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(text);
    const [error] = validate(body, ContactMessageSchema, { coerce: true });
    expect(describeStructError(error!).fields[field]).toBe(text);
  });

  it('a good message is stored', async () => {
    expect((await call(t.app, 'POST', '/contact-us', { body: good })).status).toBe(201);
  });
});
