import { atom } from 'nanostores';
import type { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '../../shared/offline-reads';
import { installOfflineShell } from './offline-shell';
import { isOpenScreen } from './push-screen';

/** Set when a new version of the site has installed and waits: calling it switches and reloads. */
export const $applyUpdate = atom<(() => void) | null>(null);

/**
 * Registers the service worker from the dashboard with Workbox's window library and, when a new
 * version waits, offers it (src/app/dashboard/parts/update-prompt.tsx): the new worker takes
 * over only when the member chooses, then the page reloads once (docs/decisions/040).
 * Being here means being signed in: it asks for the offline shell (docs/decisions/066).
 * A tapped push notification asks this tab to show its screen (`openScreen`, docs/decisions/069).
 * Workbox's window library is its own chunk, fetched once the page has loaded: the first screen
 * draws without it (docs/decisions/074-dashboard-first-screen.md).
 */
export function registerDashboardWorker(openScreen: (path: string) => void): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (isOpenScreen(event.data)) openScreen(event.data.url);
  });
  const start = () => void import('workbox-window').then(({ Workbox }) => register(new Workbox(SERVICE_WORKER_URL))).catch(() => undefined);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

function register(workbox: Workbox): void {
  workbox.addEventListener('waiting', () => {
    $applyUpdate.set(() => {
      workbox.addEventListener('controlling', () => location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // No service worker (private mode, an old browser): the dashboard works as before. Signed in,
  // the member gets the offline shell (docs/decisions/066), unless the connection is to be spared.
  workbox
    .register()
    .then(installOfflineShell)
    .catch(() => undefined);
}
