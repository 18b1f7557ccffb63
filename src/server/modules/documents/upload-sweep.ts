import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { ScheduledJob } from '../../lib/scheduler/scheduler.ts';
import { uploadStore, type UploadsPlace } from './document-store.ts';
import type { StoreEntry } from './upload-store.ts';

/**
 * The scheduled sweep of stored files, on the local disk and in a bucket alike (decision 055):
 * once a day, on whichever instance takes the lease (docs/decisions/031-scheduled-work-lease.md).
 * A written file whose row was committed is moved into place (the disk's `.partial`); a file or
 * object that no row names is removed once it is older than SWEEP_GRACE_MS: an upload in flight
 * (received, written, its row about to commit) is seconds old, never a day. This replaces the tidy
 * at start, which on a shared volume could remove another instance's upload in flight.
 */
export const SWEEP_GRACE_MS = 24 * 3600_000;
/** The instance's own working folder, when the files live in a bucket: files there live seconds. */
export const SCRATCH_GRACE_MS = 3600_000;
const BATCH = 500;

/** The keys, among these, that some document row names (its file or a display size). */
export async function referencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const batch = keys.slice(i, i + BATCH);
    const rows = await db
      .selectFrom('document')
      .select(['storageKey', 'thumbKey', 'galleryKey', 'previewKey'])
      .where((eb) => eb.or([eb('storageKey', 'in', batch), eb('thumbKey', 'in', batch), eb('galleryKey', 'in', batch), eb('previewKey', 'in', batch)]))
      .execute();
    for (const row of rows) for (const key of [row.storageKey, row.thumbKey, row.galleryKey, row.previewKey]) if (key) found.add(key);
  }
  return found;
}

export async function sweepUploads(
  db: Database,
  place: UploadsPlace,
  now: Date,
  graceMs = SWEEP_GRACE_MS,
): Promise<{ completed: number; removed: number; kept: number }> {
  const store = uploadStore(place);
  const cutoff = now.getTime() - graceMs;
  const result = { completed: 0, removed: 0, kept: 0 };
  let batch: StoreEntry[] = [];
  const settle = async () => {
    const referenced = await referencedKeys(db, [...new Set(batch.map((entry) => entry.key))]);
    for (const entry of batch) {
      if (referenced.has(entry.key) && !entry.incoming) {
        if (entry.pending) {
          await store.commit(entry.key);
          result.completed++;
        } else result.kept++;
      } else if (entry.modifiedAt.getTime() < cutoff) {
        await store.removeEntry(entry);
        result.removed++;
      }
    }
    batch = [];
  };
  for await (const entry of store.entries()) {
    batch.push(entry);
    if (batch.length >= BATCH) await settle();
  }
  await settle();
  result.removed += await store.tidyScratch(now.getTime() - SCRATCH_GRACE_MS);
  return result;
}

/** At start, with files in a bucket: what a stop left in this instance's own working folder. */
export const tidyUploadScratch = (config: Pick<Config, 'dataDir' | 'uploads'>, now = new Date()) =>
  uploadStore(config).tidyScratch(now.getTime() - SCRATCH_GRACE_MS);

export function uploadJobs(deps: { db: Database; config: Config }): ScheduledJob[] {
  return [
    {
      name: 'uploads-sweep',
      key: (now) => now.toISOString().slice(0, 10),
      leaseMs: 30 * 60_000,
      run: (now) => sweepUploads(deps.db, deps.config, now),
    },
  ];
}
