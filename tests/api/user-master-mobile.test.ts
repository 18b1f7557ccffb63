import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import { VALIDATION } from '../../src/shared/messages.ts';

/** The Users master takes an Indian mobile (10 digits, the first 6 to 9), as registration does. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

let n = 0;
const newUser = (mobile: string) => ({
  name: `Users master ${++n}`,
  email: `users-master-${n}-${Date.now()}@example.in`,
  mobile,
  password: 'Member-Pass-1',
  userRoleId: ROLE_IDS.user,
  isVerified: 1,
  isActive: 1,
});
const edit = async (userId: number, changes: Record<string, unknown>) => {
  const current = await call(t.app, 'GET', `/user-master/${userId}`, { token: admin });
  return call(t.app, 'PUT', `/user-master/${userId}`, { token: admin, body: { ...current.body.response, ...changes } });
};

describe('the Users master mobile', () => {
  it.each(['1234567890', '0000000000', '5999999999', '98765 4321', '+919876543'])('refuses %s with the registration message', async (mobile) => {
    const before = await call(t.app, 'GET', '/user-master?pageSize=100', { token: admin });
    const res = await call(t.app, 'POST', '/user-master', { token: admin, body: newUser(mobile) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ mobile: VALIDATION.mobileInvalid });
    expect((await call(t.app, 'GET', '/user-master?pageSize=100', { token: admin })).body.response.total).toBe(before.body.response.total);
  });

  it('takes a number starting 6 to 9, and refuses changing it to one that is not', async () => {
    const created = await call(t.app, 'POST', '/user-master', { token: admin, body: newUser('6123456789') });
    expect(created.status).toBe(201);
    const res = await edit(created.body.response.id, { mobile: '1234567890' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ mobile: VALIDATION.mobileInvalid });
    expect((await edit(created.body.response.id, { mobile: '9123456789' })).status).toBe(200);
  });

  it('lists and edits accounts stored before the rule, until their number is changed', async () => {
    const old = await createUser(t, { mobile: '1234567890' });
    const list = await call(t.app, 'GET', `/user-master?search=${encodeURIComponent(old.email)}`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.response.items).toMatchObject([{ id: old.id, mobile: '1234567890' }]);
    // The administrator's own seeded account, too: listed, and its name can change.
    const adminRow = (await call(t.app, 'GET', `/user-master?search=${encodeURIComponent(ADMIN_EMAIL)}`, { token: admin })).body.response.items[0];
    expect(adminRow.mobile).toBe('0000000000');
    expect((await edit(adminRow.id, { name: 'Site Administrator' })).status).toBe(200);
    // A role change keeps the stored number; a new number must follow the rule.
    expect((await edit(old.id, { userRoleId: ROLE_IDS.editor })).status).toBe(200);
    expect((await edit(old.id, { mobile: '1234567899' })).status).toBe(400);
    expect((await edit(old.id, { mobile: '7012345678' })).status).toBe(200);
  });
});
