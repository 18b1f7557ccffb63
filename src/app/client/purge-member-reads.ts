import { MEMBER_READS_CACHE } from '../../shared/offline-reads';

/**
 * Empties the member's kept replies (docs/decisions/040): on sign-in and on sign-out, so one
 * account's replies are never shown to the next person who signs in on this device. Its own
 * module: the public pages' sign-out needs only this, not the dashboard's offline state.
 */
export const purgeMemberReads = (): Promise<boolean> =>
  typeof caches === 'undefined' ? Promise.resolve(false) : caches.delete(MEMBER_READS_CACHE).catch(() => false);
