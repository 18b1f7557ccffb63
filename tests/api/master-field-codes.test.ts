import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { VALIDATION } from '../../src/shared/messages.ts';

/**
 * A master screen's bad input (docs/decisions/092-message-codes.md): each refused field carries
 * the code of its check and values naming the field and the limit, so a screen words it in its
 * own language by code, never by the English sentence.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

describe('a master form refused', () => {
  it('answers each field’s check with its code, the field’s name and the limit', async () => {
    const res = await call(t.app, 'POST', '/religion-master', { token: admin, body: { name: 'x'.repeat(201), sortOrder: -1 } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ name: 'Name must be at most 200 characters', sortOrder: 'Sort order must be at least 0' });
    expect(res.body.error.fieldCodes).toEqual({
      name: { code: 'FIELD_CHECK.longest', values: { field: 'name', max: 200 } },
      sortOrder: { code: 'FIELD_CHECK.least', values: { field: 'sortOrder', min: 0 } },
    });
  });

  it('one missing field: the whole message takes its code', async () => {
    const res = await call(t.app, 'POST', '/religion-master', { token: admin, body: { name: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      message: 'Name is required',
      code: 'FIELD_CHECK.required',
      values: { field: 'name' },
      fieldCodes: { name: { code: 'FIELD_CHECK.required', values: { field: 'name' } } },
    });
  });

  it('a user’s wrong mobile carries the registration rule’s code', async () => {
    const res = await call(t.app, 'POST', '/user-master', {
      token: admin,
      body: { name: 'Asha', email: 'asha.codes@example.in', mobile: '12345', password: 'Mango-Tree-48', userRoleId: 2 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.mobile).toBe(VALIDATION.mobileInvalid);
    expect(res.body.error.fieldCodes?.mobile).toEqual({ code: 'VALIDATION.mobileInvalid', values: {} });
  });
});
