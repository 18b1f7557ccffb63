import type { Database } from '../../db/database.ts';
import type { PauseInput, PrivacySettings } from '../../../shared/schemas/photos.ts';
import { syncDiscoverable } from '../discovery/index.ts';
import { privacySettings } from '../photos/index.ts';

/**
 * Pauses or resumes a profile: a paused profile leaves matches and search (the discoverable
 * rule) while connections and conversations go on. Pausing again keeps the first date.
 */
export async function setPaused(db: Database, userId: number, input: PauseInput, now = new Date()): Promise<PrivacySettings> {
  const reason = input.reason?.trim() || null;
  const current = await privacySettings(db, userId);
  const set = input.paused ? { pausedAt: current.pausedAt ?? now.toISOString(), pausedReason: reason } : { pausedAt: null, pausedReason: null };
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
  await syncDiscoverable(db, [userId]);
  return privacySettings(db, userId);
}
