import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { OTP_ATTEMPTS_ALLOWED, OTP_LENGTH, OTP_VALID_MINUTES } from '../../../shared/constants.ts';

/**
 * One-time codes and the tokens around them, all in one_time_codes (purpose tells them apart):
 * - 'otp': the 6-digit code, HMAC-SHA256 with the server key (a leaked table does not give
 *   the codes away by trying all million), one live code per member, single use; its `attempts`
 *   counts wrong tries, and the third ends the code whatever path checks it;
 * - 'contact': a second 6-digit code, kept like 'otp', for an address or number that is not the
 *   one the first code went to (a family helper's other contact, docs/product/family.md);
 * - 'verify': the pending-verification token issued by register/login; its `attempts` counts
 *   wrong codes, so resending a code does not reset the three tries;
 * - 'reset': the password-reset link token;
 * - 'two-step': the sign-in challenge between a right password and the authenticator code (two-step.repository.ts).
 * Random tokens carry 256 bits, so plain SHA-256 is enough for them.
 */
export type CodePurpose = 'otp' | 'contact' | 'verify' | 'reset' | 'two-step';
/** The purposes whose rows hold a 6-digit code sent to a person. */
export type SentCodePurpose = 'otp' | 'contact';

export const VERIFY_TOKEN_HOURS = 24;
export const RESET_VALID_MINUTES = 30;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const hmacCode = (key: Buffer, userId: number, code: string, purpose: SentCodePurpose) =>
  createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest('hex');
const nowIso = () => new Date().toISOString();
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
export const newToken = () => randomBytes(32).toString('base64url');

async function replace(db: Database, userId: number, purpose: CodePurpose, codeHash: string, expiresAt: string) {
  await db.deleteFrom('oneTimeCodes').where('userId', '=', userId).where('purpose', '=', purpose).execute();
  await db.insertInto('oneTimeCodes').values({ userId, purpose, codeHash, attempts: 0, createdAt: nowIso(), expiresAt, consumedAt: null }).execute();
}

/** A fresh code replaces any earlier one of its purpose: only the newest code sent works. */
export async function issueCode(db: Database, key: Buffer, userId: number, purpose: SentCodePurpose = 'otp'): Promise<string> {
  const code = newCode();
  await replace(db, userId, purpose, hmacCode(key, userId, code, purpose), inMinutes(OTP_VALID_MINUTES));
  return code;
}

export async function lastCodeSentAt(db: Database, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('oneTimeCodes')
    .select('createdAt')
    .where('userId', '=', userId)
    .where('purpose', '=', 'otp')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? new Date(row.createdAt) : null;
}

/** 'spent': this wrong code was the last try the code allowed; it is dead, and 'expired' answers from now on. */
export type CodeCheck = 'ok' | 'wrong' | 'spent' | 'expired';
export interface CodeResult {
  check: CodeCheck;
  /** Wrong tries the live code still allows (0 once it is spent or gone). */
  attemptsLeft: number;
}

/**
 * Checks the live code without using it up (a caller checking two codes uses them together with
 * `useCodes`). A wrong code is counted on the code atomically, and the OTP_ATTEMPTS_ALLOWED-th
 * wrong one ends it, so no path that checks a code gives more tries than that (a new code must be
 * sent, which the limits on sending bound).
 */
export async function checkCode(
  db: Database,
  key: Buffer,
  userId: number,
  code: string,
  purpose: SentCodePurpose = 'otp',
): Promise<CodeResult & { id: number | null }> {
  const row = await db
    .selectFrom('oneTimeCodes')
    .select(['id', 'codeHash', 'expiresAt', 'attempts'])
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumedAt', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.expiresAt <= nowIso() || Number(row.attempts) >= OTP_ATTEMPTS_ALLOWED) return { check: 'expired', attemptsLeft: 0, id: null };
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hmacCode(key, userId, code, purpose), 'hex');
  if (timingSafeEqual(expected, given)) return { check: 'ok', attemptsLeft: OTP_ATTEMPTS_ALLOWED - Number(row.attempts), id: row.id };
  const counted = await db
    .updateTable('oneTimeCodes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', row.id)
    .where('consumedAt', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  const wrong = counted ? Number(counted.attempts) : OTP_ATTEMPTS_ALLOWED;
  if (wrong < OTP_ATTEMPTS_ALLOWED) return { check: 'wrong', attemptsLeft: OTP_ATTEMPTS_ALLOWED - wrong, id: null };
  await db.updateTable('oneTimeCodes').set({ consumedAt: nowIso() }).where('id', '=', row.id).execute();
  return { check: 'spent', attemptsLeft: 0, id: null };
}

/**
 * Uses up codes `checkCode` found right, each only if still live: true when every one was, so two
 * racing requests cannot both use a code. Inside the caller's transaction, a false leaves it to
 * roll back.
 */
export async function useCodes(db: Database, ids: number[]): Promise<boolean> {
  if (!ids.length) return true;
  const result = await db
    .updateTable('oneTimeCodes')
    .set({ consumedAt: nowIso() })
    .where('id', 'in', ids)
    .where('consumedAt', 'is', null)
    .where('attempts', '<', OTP_ATTEMPTS_ALLOWED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === ids.length;
}

/** Checks and, when right, uses up the live code (`checkCode` and `useCodes` in one). */
export async function consumeCode(db: Database, key: Buffer, userId: number, code: string, purpose: SentCodePurpose = 'otp'): Promise<CodeResult> {
  const result = await checkCode(db, key, userId, code, purpose);
  if (result.check !== 'ok' || result.id === null) return result;
  return (await useCodes(db, [result.id])) ? { check: 'ok', attemptsLeft: 0 } : { check: 'expired', attemptsLeft: 0 };
}

export async function issueVerificationToken(db: Database, userId: number): Promise<string> {
  const token = newToken();
  await replace(db, userId, 'verify', sha256(token), inMinutes(VERIFY_TOKEN_HOURS * 60));
  return token;
}

/** The live pending-verification row for this member and token, or null. */
export async function findVerification(db: Database, userId: number, token: string) {
  const row = await db
    .selectFrom('oneTimeCodes')
    .select(['id', 'attempts'])
    .where('userId', '=', userId)
    .where('purpose', '=', 'verify')
    .where('codeHash', '=', sha256(token))
    .where('expiresAt', '>', nowIso())
    .executeTakeFirst();
  return row ?? null;
}

/** Counts one wrong code atomically and returns the new total (two racing requests get 1 and 2, never 1 and 1). */
export async function countFailure(db: Database, verificationId: number): Promise<number> {
  const row = await db
    .updateTable('oneTimeCodes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', verificationId)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : Number.MAX_SAFE_INTEGER;
}

export async function issueResetToken(db: Database, userId: number): Promise<string> {
  const token = newToken();
  await replace(db, userId, 'reset', sha256(token), inMinutes(RESET_VALID_MINUTES));
  return token;
}

const liveResetToken = (db: Database, token: string) =>
  db
    .selectFrom('oneTimeCodes')
    .select(['id', 'userId'])
    .where('purpose', '=', 'reset')
    .where('codeHash', '=', sha256(token))
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', nowIso())
    .executeTakeFirst();

/** Whose live reset link this is, without using it up (a refused new password leaves the link working). */
export async function findResetTokenUser(db: Database, token: string): Promise<number | null> {
  return (await liveResetToken(db, token))?.userId ?? null;
}

/** Consumes a live reset token; returns its member, or null when it is unknown, used or expired. */
export async function consumeResetToken(db: Database, token: string): Promise<number | null> {
  const row = await liveResetToken(db, token);
  if (!row) return null;
  const result = await db.updateTable('oneTimeCodes').set({ consumedAt: nowIso() }).where('id', '=', row.id).where('consumedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.userId : null;
}

export async function clearCodes(db: Database, userId: number, purposes: CodePurpose[]) {
  await db.deleteFrom('oneTimeCodes').where('userId', '=', userId).where('purpose', 'in', purposes).execute();
}
