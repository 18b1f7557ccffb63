// Writes dist/sw.js with Workbox (workbox-build's generateSW) after `astro build`: the site's
// pages, the dashboard shell and their scripts precached; the member's own reads kept
// network-first for offline reading. What is kept, for how long and for whom:
// docs/decisions/040-service-worker-and-offline-reads.md. Run by `npm run build`.
import { generateSW } from 'workbox-build';
import { MEMBER_READS_CACHE, OFFLINE_COPY_HEADER, OFFLINE_READ_HEADER, offlineReadsPattern } from '../src/shared/offline-reads.ts';

const DIST = new URL('../dist/', import.meta.url).pathname;

/**
 * A reply answered from the cache carries OFFLINE_COPY_HEADER so the page can say how old it is.
 * Workbox copies this plugin into sw.js as source text, so it names the header literally.
 */
const markCopies = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('x-offline-copy', '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
if (!String(markCopies.cachedResponseWillBeUsed).includes(OFFLINE_COPY_HEADER)) throw new Error('markCopies must set OFFLINE_COPY_HEADER');

const { count, size, warnings } = await generateSW({
  globDirectory: DIST,
  swDest: `${DIST}sw.js`,
  // Pages, the dashboard shell, their scripts and styles, the manifest and its small icon.
  globPatterns: ['*.html', '_astro/*.{js,css}', 'manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png'],
  globIgnores: ['404.html'],
  // The password-strength dictionaries (1.6 MB) are left to the network: a cheap phone's storage
  // is worth more than registering offline, which cannot work anyway.
  maximumFileSizeToCacheInBytes: 256 * 1024,
  // Every /dashboard/* address is the one shell; public pages answer from the precache by name
  // (Workbox tries '/about-us' as 'about-us.html').
  navigateFallback: '/dashboard.html',
  navigateFallbackAllowlist: [/^\/dashboard(?:\/|$)/],
  cleanupOutdatedCaches: true,
  // One file: the server gives sw.js alone its no-cache header and its own CSP.
  inlineWorkboxRuntime: true,
  // The first visit's page is controlled at once, so its reads are kept for the next offline one;
  // a new version waits until the member chooses "Reload to update".
  clientsClaim: true,
  skipWaiting: false,
  runtimeCaching: [
    {
      urlPattern: offlineReadsPattern(),
      method: 'GET',
      handler: 'NetworkFirst',
      options: {
        cacheName: MEMBER_READS_CACHE,
        // A poor connection: after 10 s the last copy is shown (the fresh reply still updates it).
        networkTimeoutSeconds: 10,
        // Only replies the server marked deliberately (they are `no-store` for every other cache).
        cacheableResponse: { statuses: [200], headers: { [OFFLINE_READ_HEADER]: 'member' } },
        expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 },
        plugins: [markCopies],
      },
    },
    {
      // The site's own pictures (hashed, so never stale): kept after first use, the least used dropped.
      urlPattern: /\/_astro\/[^/]+\.(?:avif|webp|jpg|png|svg)$/,
      handler: 'CacheFirst',
      options: { cacheName: 'site-images', expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 } },
    },
  ],
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: dist/sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
