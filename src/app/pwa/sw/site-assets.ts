import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ASSETS_CACHE } from '../offline-shell-messages';

/**
 * The public pages' shared stylesheet and the site's pictures (hashed names, so never stale): kept
 * after first use, so a kept page opens offline looking as it did (docs/decisions/066). Registered
 * before the offline shell's route, which would otherwise answer them from the network.
 */
registerRoute(
  /\/_astro\/[^/]+\.css$/,
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
);
registerRoute(
  /\/_astro\/[^/]+\.(?:avif|webp|jpg|png|svg)$/,
  new CacheFirst({ cacheName: 'site-images', plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
);

/** Keeps a stylesheet a kept page uses: the browser's HTTP cache answers. */
export async function keepAsset(url: string): Promise<void> {
  const target = new URL(url, location.origin);
  if (target.origin !== location.origin || !/^\/_astro\/[^/]+\.css$/.test(target.pathname)) return;
  const cache = await caches.open(ASSETS_CACHE);
  if (await cache.match(target.href)) return;
  const reply = await fetch(target.href);
  if (reply.status === 200) await cache.put(target.href, reply);
}
