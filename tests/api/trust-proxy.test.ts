import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../factories/sessions.ts';
import { SIGN_IN } from '../../src/server/modules/auth/index.ts';
import { ConfigError, loadConfig } from '../../src/server/config/config.ts';

/**
 * Behind one trusted proxy (TRUST_PROXY=1, and TRUST_PROXY=true of docs/deploy.md) the client's address is
 * the one the proxy adds; whatever the client wrote into X-Forwarded-For itself is not believed.
 */
const PROXY = '10.0.0.5';
const CLIENT = '203.0.113.50';

describe.each(['1', 'true', '10.0.0.0/8'])('TRUST_PROXY=%s behind one proxy', (setting) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: setting });
  });
  afterAll(() => t.close());

  it('a spoofed X-Forwarded-For neither escapes the per-address sign-in limit nor enters the sign-in history', async () => {
    const member = await createUser(t, { password: 'Right-Password-1' });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN.perAddressAndAccount + 2; i++) {
      const res = await call(t.app, 'POST', '/auth/login', {
        body: { email: member.email, password: `Wrong-${i}-Password` },
        remoteAddress: PROXY,
        // The client sends its own made-up hop; the proxy appends the address it saw.
        headers: { 'x-forwarded-for': `198.18.${i}.1, ${CLIENT}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(SIGN_IN.perAddressAndAccount)).toEqual([429, 429]);
    const rows = await t.db.selectFrom('loginHistory').select('ip').where('email', '=', member.email).execute();
    expect(rows.length).toBe(SIGN_IN.perAddressAndAccount);
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set([CLIENT]));
  });
});

describe('TRUST_PROXY settings', () => {
  it('takes false, a hop count or proxy addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
  });
});
