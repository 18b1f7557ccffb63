import { assignProfileCode } from './profile-code.ts';
import type { Database } from '../../db/database.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import type { RoleName } from '../../../shared/schemas/auth.ts';

/** The account queries of the sign-up and sign-in flows. */
export interface Account {
  id: number;
  name: string;
  email: string;
  mobile: string;
  passwordHash: string;
  isVerified: number;
  isActive: number;
  role: RoleName;
  createdAt: string;
  /** The member's language for mail and SMS. */
  locale: Locale;
}

function accounts(db: Database) {
  return db.selectFrom('users').innerJoin('userRole', 'userRole.id', 'users.userRoleId').select([
    'users.id',
    'users.name',
    'users.email',
    'users.mobile',
    'users.passwordHash',
    'users.isVerified',
    'users.isActive',
    'users.createdAt',
    'users.locale',
    // The role's code ('admin', 'user', 'editor', 'family'), never its name, which an administrator may rename.
    'userRole.code as roleCode',
  ]);
}

const toAccount = (row: { roleCode: string | null; locale: string } & Omit<Account, 'role' | 'locale'>): Account => {
  const { roleCode, locale, ...rest } = row;
  return { ...rest, role: (roleCode ?? '') as RoleName, locale: isLocale(locale) ? locale : DEFAULT_LOCALE };
};

export async function findAccountByEmail(db: Database, email: string): Promise<Account | null> {
  const row = await accounts(db).where('users.email', '=', email.toLowerCase()).executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function findAccountById(db: Database, id: number): Promise<Account | null> {
  const row = await accounts(db).where('users.id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : null;
}

/** Which of e-mail and mobile are taken, for a 409 that names the field. */
export async function takenFields(db: Database, email: string, mobile: string) {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'mobile'])
    .where((eb) => eb.or([eb('email', '=', email), eb('mobile', '=', mobile)]))
    .execute();
  return { email: rows.some((r) => r.email === email), mobile: rows.some((r) => r.mobile === mobile) };
}

export async function insertMember(
  db: Database,
  values: { name: string; email: string; mobile: string; passwordHash: string; roleId: number; locale?: Locale },
) {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      name: values.name,
      email: values.email,
      mobile: values.mobile,
      passwordHash: values.passwordHash,
      userRoleId: values.roleId,
      locale: values.locale ?? DEFAULT_LOCALE,
      isVerified: 0,
      isActive: 1,
      consentAt: now,
      lastLoginAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await assignProfileCode(db, row.id);
  return row.id;
}

/** Deletes the account only while it is unverified; codes, tokens and sessions go with it (ON DELETE CASCADE). */
export async function deleteUnverified(db: Database, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).where('isVerified', '=', 0).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * An unverified account reserves nothing: a new registration with its e-mail or mobile replaces
 * it (its codes and tokens go with it, ON DELETE CASCADE), whoever made it and however recently.
 */
export async function deletePendingHolding(db: Database, email: string, mobile: string) {
  await db
    .deleteFrom('users')
    .where('isVerified', '=', 0)
    .where((eb) => eb.or([eb('email', '=', email), eb('mobile', '=', mobile)]))
    .execute();
}

/** A pending account lives this long after it was created, whatever happens to it meanwhile. */
export const PENDING_ACCOUNT_HOURS = 24;

export const isExpiredPending = (account: { isVerified: number; createdAt: string }, now = Date.now()) =>
  account.isVerified !== 1 && now - Date.parse(account.createdAt) > PENDING_ACCOUNT_HOURS * 3_600_000;

export async function markVerified(db: Database, userId: number) {
  await db.updateTable('users').set({ isVerified: 1, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.updateTable('users').set({ passwordHash, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

/** login-history: every sign-in attempt, kept for audit (docs/product/trust.md). */
export async function recordLogin(db: Database, entry: { userId: number | null; email: string; success: boolean; reason: string }, meta: RequestMeta) {
  await db
    .insertInto('loginHistory')
    .values({
      userId: entry.userId,
      email: entry.email.slice(0, 254),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      success: entry.success ? 1 : 0,
      reason: entry.reason,
      createdAt: new Date().toISOString(),
    })
    .execute();
  if (entry.success && entry.userId !== null) {
    // The profile keeps its own copy for "recently active" in search (migration 0031).
    const at = new Date().toISOString();
    await db.updateTable('users').set({ lastLoginAt: at }).where('id', '=', entry.userId).execute();
    await db.updateTable('profile').set({ lastActiveAt: at }).where('userId', '=', entry.userId).execute();
  }
}
