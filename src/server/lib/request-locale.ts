import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales.ts';

/**
 * The site's language an Accept-Language header prefers most: its tags by weight (the first
 * listed first among equals), the first whose language is English, Hindi or Tamil; English when
 * none is ("ta-IN,ta;q=0.9,en;q=0.8" is Tamil, "fr-FR,hi;q=0.5" Hindi).
 */
export function acceptedLocale(header: string | string[] | undefined): Locale {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.weight > 0 && !Number.isNaN(t.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((t) => t.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** The language a reply speaks: the signed-in account's, else the request's Accept-Language, else English. */
export const requestLocale = (request: FastifyRequest): Locale => request.auth?.locale ?? acceptedLocale(request.headers['accept-language']);
