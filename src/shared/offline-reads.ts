/**
 * The member's own reads that the service worker may keep for offline use (docs/decisions/040):
 * route templates as the server registers them. The server marks these replies with
 * OFFLINE_READ_HEADER and `Vary: Authorization`; the service worker caches a reply only when it
 * carries the mark, so a route left out of this list is never kept, whatever its path.
 */
export const OFFLINE_READS = [
  '/api/auth/me',
  '/api/user-detail/GetUserProfileAsync/:userId',
  '/api/user-matrimonial-detail/match',
  '/api/interests',
  '/api/conversations',
  '/api/conversations/:userId/messages',
  '/api/notifications',
  '/api/notifications/unread',
  // The dashboard's home and My Profile, readable offline after one visit.
  '/api/Dashboard/GetUserMatchingSummaryAsync',
  '/api/documents/user/:userId',
  '/api/search/my-code',
  '/api/badges/mine',
] as const;

/** The reply header that marks a no-store reply as deliberately kept by the service worker. */
export const OFFLINE_READ_HEADER = 'x-offline-readable';
/** Added by the service worker to a reply it answers from its cache (the page then says so). */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';
/** The Cache Storage name of the member's kept replies; emptied on sign-in and sign-out. */
export const MEMBER_READS_CACHE = 'member-reads';

/** One regular expression for the service worker's route: any of the paths, with or without a query. */
export function offlineReadsPattern(): RegExp {
  const paths = OFFLINE_READS.map((route) => route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?#]+'));
  return new RegExp(`^https?://[^/]+(?:${paths.join('|')})(?:\\?[^#]*)?$`);
}

/** The service worker's address (written by scripts/build-service-worker.ts, served no-cache). */
export const SERVICE_WORKER_URL = '/sw.js';
