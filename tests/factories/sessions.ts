import { newProfileCode, createSession, hashPassword } from '../../src/server/modules/auth/index.ts';
import { randomBytes } from 'node:crypto';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, call, type TestApp } from '../helpers/test-app.ts';
import { freshCode, memoryKeys, signInWithTwoStep, type KeyStore } from '../helpers/two-step.ts';

let counter = 0;
const uniqueMobile = () => `9${String(Date.now() % 1_000_000_000).padStart(9, '0')}`.slice(0, 10).replace(/\d{3}$/, String(100 + (counter++ % 900)));

/**
 * One argon2 hash per password for the whole run: a factory account's hash is only ever verified
 * (argon2 keeps the salt in the hash), and hashing afresh for each of thousands of test accounts
 * cost a noticeable part of the suite's CPU. Registration still hashes through the API.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export interface MemberOverrides {
  name?: string;
  email?: string;
  mobile?: string;
  password?: string;
  roleId?: number;
  isVerified?: 0 | 1;
}

/** A user straight in the database, for tests that are not about registration itself. */
export async function createUser(t: TestApp, overrides: MemberOverrides = {}) {
  const now = new Date().toISOString();
  const suffix = randomBytes(4).toString('hex');
  const email = overrides.email ?? `member-${suffix}@test.example.in`;
  const row = await t.db
    .insertInto('users')
    .values({
      name: overrides.name ?? `Test Member ${suffix}`,
      email,
      mobile: overrides.mobile ?? uniqueMobile(),
      passwordHash: await hashOnce(overrides.password ?? 'Secret-Pass-1'),
      userRoleId: overrides.roleId ?? ROLE_IDS.user,
      isVerified: overrides.isVerified ?? 1,
      isActive: 1,
      consentAt: now,
      lastLoginAt: null,
      profileCode: newProfileCode(),
      createdAt: now,
      updatedAt: now,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function tokenFor(t: TestApp, email: string): Promise<string> {
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
  return (await createSession(t.db, user.id, 1, { ip: '127.0.0.1', userAgent: 'vitest' })).token;
}

export async function memberToken(t: TestApp, overrides: MemberOverrides = {}) {
  const user = await createUser(t, overrides);
  return tokenFor(t, user.email);
}

/** A new verified member and a session of theirs. */
export async function memberSession(t: TestApp, overrides: MemberOverrides = {}) {
  const user = await createUser(t, overrides);
  return { userId: user.id, token: await tokenFor(t, user.email) };
}

export const editorToken = (t: TestApp) => memberToken(t, { roleId: ROLE_IDS.editor });

const twoStepKeys = new WeakMap<TestApp, KeyStore>();

/** The key store of this app's enrolled accounts (an administrator enrols at their first sign-in). */
export function keysOf(t: TestApp): KeyStore {
  let keys = twoStepKeys.get(t);
  if (!keys) twoStepKeys.set(t, (keys = memoryKeys()));
  return keys;
}

/** Signs in through the API the way a person does, the second step included (tests/helpers/two-step.ts). */
export function signIn(t: TestApp, email: string, password: string, remoteAddress?: string) {
  return signInWithTwoStep((url, body) => call(t.app, 'POST', url, { body, remoteAddress }), email, password, keysOf(t));
}

/** The seeded administrator signed in through the API; enrols two-step sign-in the first time. */
export async function adminSignIn(t: TestApp, remoteAddress?: string): Promise<string> {
  const res = await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD, remoteAddress);
  if (res.status !== 200 || !res.body.response?.accessToken) throw new Error(`admin sign-in answered ${res.status}: ${JSON.stringify(res.body.error)}`);
  return res.body.response.accessToken as string;
}

/** Turns two-step sign-in on for a signed-in person through the API, as Settings does; the key goes to keysOf(t). */
export async function enrolTwoStep(t: TestApp, token: string, email: string): Promise<string[]> {
  const setup = await call(t.app, 'POST', '/auth/two-step/setup', { token, body: {} });
  if (setup.status !== 200) throw new Error(`two-step setup answered ${setup.status}: ${JSON.stringify(setup.body.error)}`);
  keysOf(t).set(email, { secret: setup.body.response.secret, lastStep: 0 });
  const on = await call(t.app, 'POST', '/auth/two-step/confirm', { token, body: { code: await freshCode(keysOf(t), email) } });
  if (on.status !== 200) throw new Error(`two-step confirm answered ${on.status}: ${JSON.stringify(on.body.error)}`);
  return on.body.response.recoveryCodes as string[];
}

/** Signs in with the password only, up to the second step: the challenge token it answers. */
export async function passwordStep(t: TestApp, email: string, password: string): Promise<string> {
  const res = await call(t.app, 'POST', '/auth/login', { body: { email, password } });
  if (!res.body.response?.challengeToken) throw new Error(`login answered ${res.status} without a second step`);
  return res.body.response.challengeToken as string;
}
