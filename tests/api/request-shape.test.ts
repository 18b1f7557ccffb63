import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { memberSession } from '../factories/sessions.ts';
import { JSON_LIMITS } from '../../src/server/plugins/input-guards.ts';
import { MAX_FIELDS_NAMED } from '../../src/shared/validation/errors.ts';

/** Bodies built to crash or amplify: deep nesting and floods of unknown keys get a short 400 in the envelope. */
const SAVE = '/user-matrimonial-detail/UpdateUserMatrimonial';
let t: TestApp;
let member: { userId: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  member = await memberSession(t);
});
afterAll(() => t.close());

const expect400 = (res: Awaited<ReturnType<typeof call>>, message: RegExp) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ responseCode: 400, response: null, error: { message: expect.stringMatching(message) } });
};

describe('deeply nested JSON', () => {
  it.each([
    ['POST', '/auth/login', undefined],
    ['POST', '/auth/register', undefined],
    ['POST', '/contact-us', undefined],
    ['POST', '/user-matrimonial-detail', 'member'],
  ] as const)('%s %s answers 400 to 20,000 [ ', async (method, path, who) => {
    const res = await call(t.app, method, path, { rawBody: '['.repeat(20_000), ...(who ? { token: member.token } : {}) });
    expect400(res, /nests deeper than/);
  });

  it(`answers 400 to an object nested ${JSON_LIMITS.maxDepth + 1} levels, and lets brackets inside strings be`, async () => {
    let body = '"x"';
    for (let i = 0; i <= JSON_LIMITS.maxDepth; i++) body = `{"a":${body}}`;
    expect400(await call(t.app, 'POST', '/auth/login', { rawBody: body }), /nests deeper than/);
    const inString = await call(t.app, 'POST', '/auth/login', { body: { email: 'someone@example.in', password: '[[[[{{{{'.repeat(100).slice(0, 120) } });
    expect(inString.status).toBe(401);
  });
});

describe('floods of unknown keys', () => {
  it('70,000 keys answer a short 400 naming no field', async () => {
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: 70_000 }, (_, i) => [`k${i}`, 1])));
    const res = await call(t.app, 'POST', '/auth/login', { rawBody: body });
    expect400(res, new RegExp(`more than ${JSON_LIMITS.maxKeys} fields`));
    expect(JSON.stringify(res.body).length).toBeLessThan(1000);
  });

  it(`names the first ${MAX_FIELDS_NAMED} unknown fields and counts the rest`, async () => {
    const body = { userId: member.userId, personal: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`unknown${i}`, 1])) };
    const res = await call(t.app, 'PUT', SAVE, { token: member.token, body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toHaveLength(MAX_FIELDS_NAMED);
    expect(res.body.error.message).toMatch(/\(and 497 more\)/);
    // Each named field carries its text and its code; the 450 beyond them appear nowhere.
    expect(Object.keys(res.body.error.fieldCodes ?? {})).toEqual(Object.keys(res.body.error.fields));
    expect(JSON.stringify(res.body.error.fields).length).toBeLessThan(5000);
    expect(JSON.stringify(res.body)).not.toContain('unknown499');
    expect(JSON.stringify(res.body).length).toBeLessThan(10_000);
  });
});
