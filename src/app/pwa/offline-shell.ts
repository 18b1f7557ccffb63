import { SERVICE_WORKER_URL } from '../../shared/offline-reads';
import { spareTheConnection, SW_MESSAGE, type ConnectionFacts, type SwMessage } from './offline-shell-messages';

/**
 * The pages' side of the offline strategy (docs/decisions/066-precache-on-second-visit.md): a first
 * visit registers the worker and keeps only the page it is on; the offline shell is asked for when
 * the person signs in or comes back in a later visit, and never on Save-Data or 2G/3G.
 */
const VISITED_KEY = 'siteVisited';
const THIS_VISIT_KEY = 'siteVisit';

const connection = (): ConnectionFacts | undefined => (navigator as Navigator & { connection?: ConnectionFacts }).connection;

/** Callers have checked that the browser has service workers. */
const tell = (message: SwMessage): void => void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));

/** Asks the worker for the offline shell, unless the connection is to be spared. */
export function installOfflineShell(): void {
  if ('serviceWorker' in navigator && !spareTheConnection(connection())) tell({ type: SW_MESSAGE.installShell });
}

/** True on the first page of a later visit: the site was visited before, in an earlier session. */
function isReturnVisit(): boolean {
  try {
    const returning = localStorage.getItem(VISITED_KEY) === '1' && sessionStorage.getItem(THIS_VISIT_KEY) === null;
    localStorage.setItem(VISITED_KEY, '1');
    sessionStorage.setItem(THIS_VISIT_KEY, '1');
    return returning;
  } catch {
    return false; // storage refused (private mode): every visit counts as a first
  }
}

/**
 * A public page: registers the worker after load; the page the worker did not yet control is kept
 * (answered by the browser's HTTP cache), and a return visit asks for the shell.
 */
export function startPublicOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  const returning = isReturnVisit();
  const controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (!controlled) {
    const assets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
    tell({ type: SW_MESSAGE.keepPage, url: location.href, assets });
  }
  if (returning) installOfflineShell();
}
