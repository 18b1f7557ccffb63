import { isLocale, type Locale } from '../../shared/locales';

/**
 * What a page may ask the service worker (docs/decisions/066-precache-on-second-visit.md): shared
 * by the pages (src/app/pwa/offline-shell.ts) and the worker (src/app/pwa/sw/).
 */
export const SW_MESSAGE = {
  /** Keep this page (already in the browser's HTTP cache) so it opens offline next time. */
  keepPage: 'keep',
  /** Download the offline shell: the dashboard, its scripts and styles (signed in, or a second visit). */
  installShell: 'shell',
  /** The dashboard's language, for the offline page the worker makes for a dashboard page it has not kept. */
  language: 'language',
} as const;

export type SwMessage =
  | { type: typeof SW_MESSAGE.keepPage; url: string; assets: string[] }
  | { type: typeof SW_MESSAGE.installShell }
  | { type: typeof SW_MESSAGE.language; locale: Locale };

/** The Cache Storage name of the public pages kept as they are visited. */
export const PAGES_CACHE = 'pages';
/** The Cache Storage name of the pages' shared stylesheet, kept with them. */
export const ASSETS_CACHE = 'site-assets';

/** Connection facts Chromium reports (the Network Information API), where the browser has them. */
export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * A person who asked to save data, or whose connection is 2G or 3G, is never sent the offline
 * shell: it is a download they did not ask for (docs/decisions/041-save-data.md).
 */
export function spareTheConnection(connection: ConnectionFacts | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

export function isSwMessage(data: unknown): data is SwMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, url, assets, locale } = data as { type?: unknown; url?: unknown; assets?: unknown; locale?: unknown };
  if (type === SW_MESSAGE.installShell) return true;
  if (type === SW_MESSAGE.language) return isLocale(locale);
  return type === SW_MESSAGE.keepPage && typeof url === 'string' && Array.isArray(assets) && assets.every((a) => typeof a === 'string');
}
