import { randomBytes, randomInt } from 'node:crypto';
import { call, type TestApp } from '../helpers/test-app.ts';
import { latestCode } from '../helpers/outbox.ts';

export const GOOD_PASSWORD = 'Mango-Tree-47';

/** A registration body with a unique e-mail and mobile; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(4).toString('hex');
  return {
    name: `Riya Sharma ${suffix}`,
    email: `riya.${suffix}@example.in`,
    mobile: `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    userRoleId: 2,
    // The registration's declaration; no optional purpose ticked unless a test says so (docs/product/trust.md).
    declaration: true,
    ...overrides,
  };
}

/** Registers through the API and returns the body sent plus the reply payload. */
export async function registerMember(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await call(t.app, 'POST', '/auth/register', { body });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body.error)}`);
  return { body, userId: res.body.response.userId as number, verificationToken: res.body.response.verificationToken as string };
}

/** Registers and verifies with the code from the outbox; returns the access token too. */
export async function verifiedMember(t: TestApp, overrides: Record<string, unknown> = {}) {
  const member = await registerMember(t, overrides);
  const code = latestCode(t.dataDir, member.body.email);
  const res = await call(t.app, 'POST', '/auth/verify-otp', {
    body: {
      userId: member.userId,
      verificationToken: member.verificationToken,
      email: member.body.email,
      mobile: member.body.mobile,
      emailOtpCode: code,
      mobileOtpCode: code,
    },
  });
  if (res.status !== 200) throw new Error(`verify-otp answered ${res.status}: ${JSON.stringify(res.body.error)}`);
  return { ...member, accessToken: res.body.response.accessToken as string };
}
