import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { verifiedMember } from '../factories/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const READ = (id: number) => `/user-detail/GetUserProfileAsync/${id}`;
const SAVE = '/user-matrimonial-detail/UpdateUserMatrimonial';

describe('the profile starts from the name given at registration', () => {
  it('a new member reads the registration name as the full name, until they save their own', async () => {
    const member = await verifiedMember(t, { name: 'Meera Krishnan' });
    const fresh = await call(t.app, 'GET', READ(member.userId), { token: member.accessToken });
    expect(fresh.status).toBe(200);
    expect(fresh.body.response.personal.fullName).toBe('Meera Krishnan');

    const saved = await call(t.app, 'PUT', SAVE, {
      token: member.accessToken,
      body: { userId: member.userId, personal: { fullName: 'Meera K. Iyer' } },
    });
    expect(saved.status).toBe(200);
    const after = await call(t.app, 'GET', READ(member.userId), { token: member.accessToken });
    expect(after.body.response.personal.fullName).toBe('Meera K. Iyer');
  });

  it('a saved profile without a name still shows the registration name', async () => {
    const member = await verifiedMember(t, { name: 'Arjun Rao' });
    const saved = await call(t.app, 'PUT', SAVE, { token: member.accessToken, body: { userId: member.userId, personal: { fatherName: 'Suresh Rao' } } });
    expect(saved.status).toBe(200);
    const read = await call(t.app, 'GET', READ(member.userId), { token: member.accessToken });
    expect(read.body.response.personal).toMatchObject({ fullName: 'Arjun Rao', fatherName: 'Suresh Rao' });
  });
});
