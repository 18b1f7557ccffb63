import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { spareTheConnection } from '../offline-shell-messages';
import { worker, type ExtendableEventLike } from './worker-scope';

/**
 * The offline shell (docs/decisions/066-precache-on-second-visit.md): the dashboard's page, the
 * scripts and styles of the site, the manifest and its icon. A first visit downloads none of it;
 * a page asks for it when the person signs in or comes back a second time, and never on Save-Data
 * or a 2G/3G connection. Once installed, each new version of the site refreshes it on install.
 */
declare const SHELL_MANIFEST: PrecacheEntry[];

const shell = new PrecacheController();
shell.addToCacheList(SHELL_MANIFEST);
registerRoute(new PrecacheRoute(shell, { cleanURLs: false, ignoreURLParametersMatching: [/.*/] }));

/** True when this device already holds a shell (of this version or an earlier one). */
async function shellInstalled(): Promise<boolean> {
  for (const name of await caches.keys()) {
    if (name.includes('precache') && (await (await caches.open(name)).keys()).length > 0) return true;
  }
  return false;
}

/** Downloads the shell unless the connection is to be spared; `event` keeps the worker alive meanwhile. */
export function installShell(event: ExtendableEventLike): void {
  if (spareTheConnection(worker.navigator.connection)) return;
  // Workbox stores precached files only while handling an install event: the page's request is
  // handled as one, kept alive by the message event that carried it.
  const asInstall = { type: 'install', waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise) } as never;
  event.waitUntil(shell.install(asInstall).then(() => shell.activate(asInstall)));
}

/** The shell's copy of a file, when it is installed: the dashboard's page for every /dashboard address. */
export const shellCopy = (url: string): Promise<Response | undefined> => shell.matchPrecache(url);

worker.addEventListener('install', (event) => {
  // A new version refreshes a shell the device already holds; a first install fetches nothing.
  event.waitUntil(shellInstalled().then((installed) => (installed ? shell.install(event as never) : undefined)));
});
worker.addEventListener('activate', (event) => {
  event.waitUntil(shell.activate(event as never));
});
