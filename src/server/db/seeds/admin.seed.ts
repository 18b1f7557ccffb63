import { randomBytes } from 'node:crypto';
import { ROLE_IDS } from '../../../shared/constants.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import type { Database } from '../database.ts';

export interface AdminBootstrap {
  email: string;
  /** Set only when the password was generated now; printed once, never stored in clear. */
  generatedPassword: string | null;
  created: boolean;
}

/** The first administrator: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password printed once. */
export async function ensureAdmin(db: Database, options: { email: string | null; password: string | null; name: string }): Promise<AdminBootstrap | null> {
  const anyAdmin = await db.selectFrom('users').select('id').where('userRoleId', '=', ROLE_IDS.admin).executeTakeFirst();
  if (anyAdmin) return null;
  const email = (options.email ?? 'admin@matrimonial.local').toLowerCase();
  const generatedPassword = options.password ? null : randomBytes(12).toString('base64url');
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      name: options.name,
      email,
      mobile: '0000000000',
      passwordHash: await hashPassword(options.password ?? generatedPassword!),
      userRoleId: ROLE_IDS.admin,
      isVerified: 1,
      isActive: 1,
      consentAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { email, generatedPassword, created: true };
}
