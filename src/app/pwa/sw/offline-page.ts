import { OFFLINE_PAGE_WORDS } from '../../../shared/i18n/offline-page';
import { isLocale, LOCALE_TAG, localeOfPath, type Locale } from '../../../shared/i18n/locales';

/** Where the worker keeps the dashboard's language, told by the dashboard (one entry of its own cache). */
const LANGUAGE_CACHE = 'dashboard-language';
const LANGUAGE_KEY = '/dashboard-language';

/** The dashboard showed a language: its offline page speaks it too, whatever the browser's language. */
export async function rememberLanguage(locale: Locale): Promise<void> {
  const cache = await caches.open(LANGUAGE_CACHE);
  await cache.put(LANGUAGE_KEY, new Response(locale));
}

async function dashboardLanguage(): Promise<Locale | null> {
  try {
    const kept = await (await caches.open(LANGUAGE_CACHE)).match(LANGUAGE_KEY);
    const locale = kept ? await kept.text() : null;
    return isLocale(locale) ? locale : null;
  } catch {
    return null;
  }
}

/**
 * The language of a page the worker cannot reach: its address (/hi/…, /ta/…); for the dashboard,
 * one address for every language, the language it last showed, else the browser's.
 */
export async function localeOf(request: Request): Promise<Locale> {
  const path = new URL(request.url).pathname;
  const fromPath = localeOfPath(path);
  if (fromPath !== 'en' || !path.startsWith('/dashboard')) return fromPath;
  const shown = await dashboardLanguage();
  if (shown) return shown;
  const wanted = (request.headers.get('accept-language') ?? '').toLowerCase();
  return wanted.startsWith('hi') ? 'hi' : wanted.startsWith('ta') ? 'ta' : 'en';
}

/**
 * The page shown for a page never opened on this device, made by the worker itself in the page's
 * language (docs/decisions/066): nothing is downloaded or kept for it.
 */
export function offlinePage(locale: Locale): Response {
  const t = OFFLINE_PAGE_WORDS[locale];
  const home = locale === 'en' ? '/' : `/${locale}`;
  const html = `<!doctype html><html lang="${LOCALE_TAG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1f1720"><main><h1 style="color:#9d174d">${t.title}</h1><p>${t.body}</p><p><a href="" style="color:#9d174d">${t.retry}</a> · <a href="${home}" style="color:#9d174d">${t.home}</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
