import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { registration } from '../factories/accounts.ts';
import { adminSignIn } from '../factories/sessions.ts';
import { VALIDATION } from '../../src/shared/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const storedMobile = async (email: string) => (await t.db.selectFrom('users').select('mobile').where('email', '=', email).executeTakeFirstOrThrow()).mobile;
const tail = () => String(Math.floor(Math.random() * 1e8)).padStart(8, '0');

describe('a mobile typed with the country or trunk code (docs/product/validation.md)', () => {
  it.each([['+91'], ['+91 '], ['91'], ['0091'], ['0']])('registration reads "%s" in front of ten digits as a code, not as digits', async (prefix) => {
    const ten = `98${tail()}`;
    const body = registration({ mobile: `${prefix}${ten}` });
    const res = await call(t.app, 'POST', '/auth/register', { body });
    expect(res.status, JSON.stringify(res.body.error)).toBe(201);
    expect(await storedMobile(body.email)).toBe(ten);
  });

  it.each([['+9198765012'], ['+91987650123'], ['+449876501234'], ['9198765012345']])('refuses "%s": never cuts a number to ten digits', async (mobile) => {
    const res = await call(t.app, 'POST', '/auth/register', { body: registration({ mobile }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.mobile).toBe(VALIDATION.mobileInvalid);
  });

  it('the Users master reads the code off the same way', async () => {
    const admin = await adminSignIn(t);
    const roles = await call(t.app, 'GET', '/user-role-master?pageSize=100', { token: admin });
    const member = (roles.body.response.items as { id: number; name: string }[]).find((r) => /user|member/i.test(r.name))!;
    const ten = `97${tail()}`;
    const email = `typed.${randomBytes(3).toString('hex')}@example.in`;
    const res = await call(t.app, 'POST', '/user-master', {
      token: admin,
      body: { name: 'Typed With Code', email, mobile: `+91 ${ten.slice(0, 5)} ${ten.slice(5)}`, password: 'Mango-Tree-47', userRoleId: member.id },
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(201);
    expect(await storedMobile(email)).toBe(ten);
    const short = await call(t.app, 'POST', '/user-master', {
      token: admin,
      body: { name: 'Typed Short', email: `short.${email}`, mobile: '+9197650123', password: 'Mango-Tree-47', userRoleId: member.id },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.mobile).toBe(VALIDATION.mobileInvalid);
  });
});
