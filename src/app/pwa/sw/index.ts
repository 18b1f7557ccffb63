// The service worker's entry (docs/decisions/040 and 066), bundled by
// scripts/build-service-worker.ts into dist/sw.js. Each concern is a module of its own, imported
// here; routes are matched in the order their modules register them.
import { isSwMessage, SW_MESSAGE } from '../offline-shell-messages';
import { keepAsset } from './site-assets';
import { installShell } from './offline-shell';
import { keepPage } from './page-cache';
import { rememberLanguage } from './offline-page';
import './member-reads';
import './push-notifications';
import { worker } from './worker-scope';

// The first visit's page is controlled at once, so its later reads pass through the worker; a new
// version waits until the member chooses "Reload to update" (src/app/pwa/dashboard-worker.ts).
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('message', (event) => {
  const message = event.data;
  // workbox-window's messageSkipWaiting(): the member chose "Reload to update".
  if ((message as { type?: unknown } | null)?.type === 'SKIP_WAITING') return void worker.skipWaiting();
  if (!isSwMessage(message)) return;
  if (message.type === SW_MESSAGE.installShell) installShell(event);
  else if (message.type === SW_MESSAGE.language) event.waitUntil(rememberLanguage(message.locale).catch(() => undefined));
  else event.waitUntil(Promise.all([keepPage(message.url), ...message.assets.map(keepAsset)]).catch(() => undefined));
});
