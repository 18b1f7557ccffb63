import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { registration } from '../factories/accounts.ts';
import { CODE_SENDS_PER_HOUR } from '../../src/server/modules/auth/index.ts';

/** Codes to one mobile number are limited per number, not only per account or address. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('codes to one mobile number', () => {
  it(`stop after ${CODE_SENDS_PER_HOUR} an hour, however many pending accounts and addresses ask`, async () => {
    const mobile = registration().mobile;
    const statuses: number[] = [];
    for (let i = 0; i < CODE_SENDS_PER_HOUR + 2; i++) {
      const res = await call(t.app, 'POST', '/auth/register', { body: registration({ mobile }), remoteAddress: `198.51.100.${i + 1}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, CODE_SENDS_PER_HOUR).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(CODE_SENDS_PER_HOUR)).toEqual([429, 429]);
  });
});
