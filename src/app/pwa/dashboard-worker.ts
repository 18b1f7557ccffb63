import { atom } from 'nanostores';
import type { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '../../shared/offline-reads';
import { installOfflineShell } from './offline-shell';
import { isOpenScreen } from './push-screen';

/** How long after load the worker registers: the first screen has drawn by then on a slow phone. */
const WORKER_AFTER_LOAD_MS = 5000;

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
  // A few seconds after the page has loaded, at an idle moment: the worker and the offline shell it
  // then fetches must not share a slow line with the first screen's data
  // (docs/decisions/084-first-screen-at-the-floor.md).
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : start());
  const later = () => setTimeout(idle, WORKER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
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
