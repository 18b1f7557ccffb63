import { OFFLINE_PAGE_WORDS } from '../../../shared/i18n/offline-page';
import { LOCALE_TAG, localeOfPath, type Locale } from '../../../shared/i18n/locales';

/** The language of a page the worker cannot reach: its address (/hi/…, /ta/…), else the browser's. */
export function localeOf(request: Request): Locale {
  const path = new URL(request.url).pathname;
  const fromPath = localeOfPath(path);
  if (fromPath !== 'en' || !path.startsWith('/dashboard')) return fromPath;
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
