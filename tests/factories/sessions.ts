import { randomBytes } from 'node:crypto';
import { createSession } from '../../src/server/modules/auth/session.service.ts';
import { hashPassword } from '../../src/server/modules/auth/password.service.ts';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import type { TestApp } from '../helpers/test-app.ts';

let counter = 0;
const uniqueMobile = () => `9${String(Date.now() % 1_000_000_000).padStart(9, '0')}`.slice(0, 10).replace(/\d{3}$/, String(100 + (counter++ % 900)));

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
      passwordHash: await hashPassword(overrides.password ?? 'Secret-Pass-1'),
      userRoleId: overrides.roleId ?? ROLE_IDS.user,
      isVerified: overrides.isVerified ?? 1,
      isActive: 1,
      consentAt: now,
      lastLoginAt: null,
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
