import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { tokenFor } from '../../factories/sessions.ts';
import { DOCUMENT_TEXT } from '../../../src/shared/messages.ts';
import { multipartBody, smallPng } from '../../factories/documents.ts';
import { registration } from '../../factories/accounts.ts';
import { latestCode } from '../../helpers/outbox.ts';

/** Defects the API fuzz test found, each pinned by the smallest request that showed it. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const envelope = async (url: string, token?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.json() };
};

describe('addresses the router refuses before any route runs', () => {
  it('answers a path parameter over 200 characters with the envelope (414), not Fastify’s own body', async () => {
    const res = await envelope(`/api/religion-master/${'a'.repeat(250)}`);
    expect(res.status).toBe(414);
    expect(res.type).toMatch(/^application\/json/);
    expect(res.body).toEqual({ responseCode: 414, response: null, error: { message: 'The address of this request is too long.' } });
  });

  it('answers a malformed percent-escape in the path with the envelope (400)', async () => {
    const res = await envelope('/api/religion-master/%ZZ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ responseCode: 400, response: null, error: { message: 'The address of this request is not valid.' } });
  });
});

describe('fields named like Object.prototype members', () => {
  it.each(['constructor', 'hasOwnProperty', '__proto__'])('names the unknown query field "%s" in the error message', async (key) => {
    const res = await call(t.app, 'GET', `/login-history?${encodeURIComponent(key)}=1`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(`Unknown field "${key}"`);
    expect(Object.prototype.hasOwnProperty.call(res.body.error.fields, key)).toBe(true);
  });

  it('names an unknown "constructor" field of a JSON body, and stores nothing', async () => {
    const res = await call(t.app, 'POST', '/religion-master', { token: admin, body: { name: 'Fuzz religion', constructor: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('constructor');
    expect(res.body.error.message).toContain('constructor');
    const list = await call(t.app, 'GET', '/religion-master?search=Fuzz');
    expect(list.body.response.total).toBe(0);
  });
});

describe('uploads the multipart parser cannot read', () => {
  it('answers a multipart body without a boundary with a 400 that says how to send it, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Document/upload',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'multipart/form-data' },
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ responseCode: 400, response: null, error: { message: DOCUMENT_TEXT.uploadUnreadable } });
  });
});

describe('upload form fields', () => {
  it('names the form field in the message, not "the id in the address"', async () => {
    const { payload, contentType } = await multipartBody({ userId: 'abc', documentTypeId: '-1' }, { name: 'photo.png', bytes: await smallPng() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Document/upload',
      headers: { authorization: `Bearer ${admin}`, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      userId: 'userId must be a positive whole number',
      documentTypeId: 'documentTypeId must be a positive whole number',
    });
  });
});

describe('ids beyond the database integer range (PostgreSQL answered 500)', () => {
  const beyond = 2_621_578_519;

  it.each([
    [
      'DELETE /auth/unverified/:userId',
      () => t.app.inject({ method: 'DELETE', url: `/api/auth/unverified/${beyond}`, headers: { 'x-verification-token': 'x'.repeat(43) } }),
    ],
    ['POST /auth/resend-otp', () => call(t.app, 'POST', '/auth/resend-otp', { body: { userId: beyond, verificationToken: 'x'.repeat(43) } })],
    [
      'POST /auth/verify-otp',
      () =>
        call(t.app, 'POST', '/auth/verify-otp', {
          body: { userId: beyond, verificationToken: 'x'.repeat(43), emailOtpCode: '123456', mobileOtpCode: '123456' },
        }),
    ],
  ])('%s refuses the id as a field error (400)', async (_name, send) => {
    const res = await send();
    const status = 'statusCode' in res ? res.statusCode : res.status;
    const body = 'statusCode' in res ? res.json() : res.body;
    expect(status).toBe(400);
    expect(body.error.fields).toHaveProperty('userId');
  });

  it('a profile naming a religion id past the range is told to choose from the list (400)', async () => {
    const res = await call(t.app, 'PUT', `/user-matrimonial-detail/UpdateUserMatrimonial`, {
      token: admin,
      body: { userId: 1, personal: { religionId: beyond } },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error.fields)).toContain('religion');
  });
});

describe('generic resources and ids beyond the database integer range', () => {
  it('a caste whose religion id is past the range is refused as a field error (400)', async () => {
    const res = await call(t.app, 'POST', '/caste-master', { token: admin, body: { name: 'Fuzz caste', religionId: 2_621_578_519 } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('religionId');
  });
});

describe('the NUL character (PostgreSQL cannot store it in text and answered 500)', () => {
  it('is refused in a JSON body, naming the field, before anything is looked up', async () => {
    const res = await call(t.app, 'POST', '/auth/login', { body: { email: '\u0000', password: 'Secret-Pass-1' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: 'Contains a NUL character' });
  });

  it('is refused in a query string and in a path parameter', async () => {
    expect((await call(t.app, 'GET', '/religion-master?search=a%00b')).status).toBe(400);
    expect((await call(t.app, 'GET', '/caste-master/get-caste-master-by-religion-id/1%00')).status).toBe(400);
  });

  it('is refused in a nested profile field, and nothing is saved', async () => {
    const res = await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', {
      token: admin,
      body: { userId: 1, personal: { fullName: 'A\u0000B' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ 'personal.fullName': 'Contains a NUL character' });
    expect((await call(t.app, 'GET', '/user-matrimonial-detail/1', { token: admin })).body.response?.personal?.fullName ?? null).not.toBe('A\u0000B');
  });
});

describe('e-mail templates an administrator switched off (registration answered 500)', () => {
  it('still registers and sends the code with the built-in text when no one-time-code template is active', async () => {
    const templates = await call(t.app, 'GET', '/email-template?pageSize=100', { token: admin });
    const types = await call(t.app, 'GET', '/email-type?pageSize=100', { token: admin });
    const otpType = types.body.response.items.find((row: { code: string }) => row.code === 'otp');
    for (const row of templates.body.response.items.filter((r: { emailTypeId: number }) => r.emailTypeId === otpType.id)) {
      expect((await call(t.app, 'DELETE', `/email-template/${row.id}`, { token: admin })).status).toBe(200);
    }
    const body = registration();
    const res = await call(t.app, 'POST', '/auth/register', { body });
    expect(res.status).toBe(201);
    expect(latestCode(t.dataDir, body.email)).toMatch(/^\d{6}$/);
  });
});

describe('objects JavaScript cannot turn into text (the validators crashed printing them: 500)', () => {
  it('refuses a field named toString whose value is not a function, naming it (400)', async () => {
    const res = await call(t.app, 'POST', '/auth/resend-otp', { body: { userId: { toString: null }, verificationToken: 'x'.repeat(43) } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      message: 'Field names toString and valueOf are not accepted.',
      fields: { 'userId.toString': 'Contains a field named toString or valueOf' },
    });
  });

  it.each(['toString', 'valueOf'])('refuses a query parameter named %s', async (key) => {
    const res = await call(t.app, 'GET', `/login-history?${key}=1`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ [key]: 'Contains a field named toString or valueOf' });
  });

  it('refuses an unknown nested object with valueOf in a strict body', async () => {
    const res = await call(t.app, 'POST', '/religion-master', { token: admin, body: { name: 'Fuzz', extra: { valueOf: 1 } } });
    expect(res.status).toBe(400);
  });
});
