import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { PAGES_CACHE } from '../offline-shell-messages';
import { localeOf, offlinePage } from './offline-page';
import { shellCopy } from './offline-shell';

/**
 * Pages are kept as they are visited (docs/decisions/066-precache-on-second-visit.md): each public
 * page, in the language it was opened in, from the network when there is one and from the copy
 * kept on the device when there is not. A page never opened here answers with the offline page in
 * its language; a /dashboard address with the shell, when it is installed.
 */
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  // A poor connection: after 6 s the kept copy is shown.
  networkTimeoutSeconds: 6,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 })],
});

const isDashboard = (url: URL) => url.pathname === '/dashboard' || url.pathname.startsWith('/dashboard/');

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === location.origin && !url.pathname.startsWith('/api/'),
  async (options) => {
    const { request, url } = options;
    if (isDashboard(url)) {
      const kept = await shellCopy('/dashboard.html');
      if (kept) return kept;
      return fetch(request).catch(async () => offlinePage(await localeOf(request)));
    }
    return pages.handle(options).catch(async () => offlinePage(await localeOf(request)));
  },
);

/** Keeps a page the person has open; the browser's HTTP cache answers, so this costs a revalidation. */
export async function keepPage(url: string): Promise<void> {
  const target = new URL(url, location.origin);
  if (target.origin !== location.origin || isDashboard(target) || target.pathname.startsWith('/api/')) return;
  const reply = await fetch(target.href, { credentials: 'same-origin' });
  if (reply.status === 200 && (reply.headers.get('content-type') ?? '').includes('text/html')) {
    await (await caches.open(PAGES_CACHE)).put(target.href, reply);
  }
}
