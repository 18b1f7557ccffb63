import type { Database } from '../../db/database.ts';

/** The SQL of two-step sign-in: the sealed TOTP secret per member and their hashed recovery codes. */
const nowIso = () => new Date().toISOString();

export async function findSecret(db: Database, userId: number) {
  return (await db.selectFrom('twoStepSecret').select(['id', 'secretSealed', 'lastStep', 'enabledAt']).where('userId', '=', userId).executeTakeFirst()) ?? null;
}

/** A new, not yet confirmed secret replaces an earlier unconfirmed one; a confirmed one is never replaced here. */
export async function savePendingSecret(db: Database, userId: number, secretSealed: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('twoStepSecret').where('userId', '=', userId).where('enabledAt', 'is', null).execute();
    const taken = await trx.selectFrom('twoStepSecret').select('id').where('userId', '=', userId).executeTakeFirst();
    if (taken) return false;
    await trx.insertInto('twoStepSecret').values({ userId, secretSealed, lastStep: 0, createdAt: nowIso(), enabledAt: null }).execute();
    return true;
  });
}

/**
 * Records that a code of `step` was accepted. The condition makes each step usable once, even
 * when two requests with the same code race: only one update finds last_step below it.
 */
export async function claimStep(db: Database, secretId: number, step: number): Promise<boolean> {
  const result = await db.updateTable('twoStepSecret').set({ lastStep: step }).where('id', '=', secretId).where('lastStep', '<', step).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function enableSecret(db: Database, secretId: number, recoveryHashes: string[]) {
  await db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('twoStepSecret').set({ enabledAt: nowIso() }).where('id', '=', secretId).returning('userId').executeTakeFirstOrThrow();
    await replaceRecoveryCodes(trx, row.userId, recoveryHashes);
  });
}

/** A new set of recovery codes; the old ones, used or not, stop working. Run it in a transaction. */
export async function replaceRecoveryCodes(db: Database, userId: number, recoveryHashes: string[]) {
  const now = nowIso();
  await db.deleteFrom('twoStepRecoveryCode').where('userId', '=', userId).execute();
  await db
    .insertInto('twoStepRecoveryCode')
    .values(recoveryHashes.map((codeHash) => ({ userId, codeHash, createdAt: now, usedAt: null })))
    .execute();
}

/** The member's unused recovery codes (their argon2 hashes), to check a code against. */
export async function unusedRecoveryCodes(db: Database, userId: number) {
  return db.selectFrom('twoStepRecoveryCode').select(['id', 'codeHash']).where('userId', '=', userId).where('usedAt', 'is', null).execute();
}

/** Uses up a recovery code; false when another request used it first (the condition makes it single use). */
export async function markRecoveryCodeUsed(db: Database, id: number): Promise<boolean> {
  const result = await db.updateTable('twoStepRecoveryCode').set({ usedAt: nowIso() }).where('id', '=', id).where('usedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('twoStepRecoveryCode')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Run it in the caller's transaction. */
export async function removeTwoStep(db: Database, userId: number) {
  await db.deleteFrom('twoStepRecoveryCode').where('userId', '=', userId).execute();
  await db.deleteFrom('twoStepSecret').where('userId', '=', userId).execute();
}

/**
 * The sign-in challenge: after a right password, before a session. A row of one_time_codes
 * (purpose 'two-step') holding the SHA-256 of a 256-bit token; `attempts` counts its wrong codes.
 */
export async function insertChallenge(db: Database, userId: number, tokenHash: string, expiresAt: string) {
  await db.deleteFrom('oneTimeCodes').where('userId', '=', userId).where('purpose', '=', 'two-step').execute();
  await db
    .insertInto('oneTimeCodes')
    .values({ userId, purpose: 'two-step', codeHash: tokenHash, attempts: 0, createdAt: nowIso(), expiresAt, consumedAt: null })
    .execute();
}

export async function findChallenge(db: Database, tokenHash: string) {
  return (
    (await db
      .selectFrom('oneTimeCodes')
      .select(['id', 'userId', 'attempts'])
      .where('purpose', '=', 'two-step')
      .where('codeHash', '=', tokenHash)
      .where('consumedAt', 'is', null)
      .where('expiresAt', '>', nowIso())
      .executeTakeFirst()) ?? null
  );
}

/** Counts a wrong code against the challenge; returns the count after it. */
export async function countChallengeFailure(db: Database, challengeId: number): Promise<number> {
  const row = await db
    .updateTable('oneTimeCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challengeId)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Ends the challenge; false when another request ended it first (it is single use). */
export async function consumeChallenge(db: Database, challengeId: number): Promise<boolean> {
  const result = await db
    .updateTable('oneTimeCodes')
    .set({ consumedAt: nowIso() })
    .where('id', '=', challengeId)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
