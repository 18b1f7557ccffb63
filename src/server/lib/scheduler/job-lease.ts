import type { Database } from '../../db/database.ts';

/**
 * The lease of a scheduled job (docs/decisions/031-scheduled-work-lease.md): one row per job in
 * `job_lease`. An instance may run a job for a period (`key`, such as the day) only after one
 * conditional UPDATE moved the lease to it: the lease was free (expired) and that period is not
 * done. The database applies the UPDATE to the row once, on SQLite and PostgreSQL alike, so of two
 * instances asking at the same moment one gets the row and the other none.
 */
export async function acquireLease(db: Database, name: string, holder: string, key: string, now: Date, ttlMs: number): Promise<boolean> {
  await db
    .insertInto('jobLease')
    .values({ name, holder: '', expiresAt: new Date(0).toISOString(), runKey: null, doneKey: null, doneAt: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('jobLease')
    .set({ holder, expiresAt: new Date(now.getTime() + ttlMs).toISOString(), runKey: key })
    .where('name', '=', name)
    .where('expiresAt', '<=', now.toISOString())
    .where((eb) => eb.or([eb('doneKey', 'is', null), eb('doneKey', '<>', key)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the period done and frees the lease, if this holder still has it. */
export async function completeLease(db: Database, name: string, holder: string, key: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.updateTable('jobLease').set({ doneKey: key, doneAt: at, expiresAt: at }).where('name', '=', name).where('holder', '=', holder).execute();
}

/** A failed run keeps the lease until `retryAt`, so the next attempt comes after a pause, from whichever instance. */
export async function failLease(db: Database, name: string, holder: string, retryAt: Date): Promise<void> {
  await db.updateTable('jobLease').set({ expiresAt: retryAt.toISOString() }).where('name', '=', name).where('holder', '=', holder).execute();
}
