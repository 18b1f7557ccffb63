import { isDashboardPath, OPEN_SCREEN } from '../push-screen';
import { notificationOf, readPayload, tabFor, type WindowClientLike } from './push-payload';
import { worker } from './worker-scope';

/**
 * Push notifications (docs/product/calls-and-push.md, docs/decisions/069-push-notifications.md):
 * a push is shown in the device's language; a tap brings an open dashboard tab forward on its
 * screen, or opens one.
 */
worker.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    // Not JSON: not ours.
  }
  const payload = readPayload(data);
  if (!payload) return;
  const shown = notificationOf(payload);
  event.waitUntil(worker.registration.showNotification(shown.title, shown.options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const screen = isDashboardPath(url) ? url : '/dashboard';
  event.waitUntil(
    (async () => {
      const tab = tabFor((await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClientLike[], screen);
      if (!tab) return void (await worker.clients.openWindow(screen));
      // The dashboard moves to the screen itself (src/app/pwa/dashboard-worker.ts): what the tab holds,
      // a call ringing in it, stays.
      tab.postMessage({ type: OPEN_SCREEN, url: screen });
      await tab.focus();
    })(),
  );
});
