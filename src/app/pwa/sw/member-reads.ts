import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { MEMBER_READS_CACHE, OFFLINE_COPY_HEADER, OFFLINE_READ_HEADER, offlineReadsPattern } from '../../../shared/offline-reads';

/** A reply answered from the cache carries OFFLINE_COPY_HEADER so the page can say how old it is. */
const markCopies = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

// The member's own reads (docs/decisions/040): network first, the kept copy after 10 s or offline;
// only replies the server marked deliberately (they are `no-store` for every other cache).
registerRoute(
  offlineReadsPattern(),
  new NetworkFirst({
    cacheName: MEMBER_READS_CACHE,
    networkTimeoutSeconds: 10,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200], headers: { [OFFLINE_READ_HEADER]: 'member' } }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      markCopies,
    ],
  }),
  'GET',
);
