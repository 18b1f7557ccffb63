import { atom } from 'nanostores';
import { OFFLINE_COPY_HEADER } from '../../shared/offline-reads';

/**
 * When the oldest reply the service worker answered from its cache was loaded (its Date header,
 * in ms), or null while every reply comes from the server. The dashboard's offline note reads it.
 */
export const $offlineCopyAt = atom<number | null>(null);

/** Called with every API reply: a kept copy moves the time back, a fresh reply clears it. */
export function noteReply(headers: Headers): void {
  if (!headers.get(OFFLINE_COPY_HEADER)) {
    if ($offlineCopyAt.get() !== null) $offlineCopyAt.set(null);
    return;
  }
  const loaded = Date.parse(headers.get('date') ?? '');
  const at = Number.isNaN(loaded) ? Date.now() : loaded;
  const current = $offlineCopyAt.get();
  if (current === null || at < current) $offlineCopyAt.set(at);
}

/** The browser knows it has no connection (a poor one still counts as online). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
