import { formatNumber } from '../../../shared/i18n/format';
import { currentLocale, words } from './i18n';

/**
 * How a member's facts read on cards and lists, in the dashboard's language: "5 ft 6 in (168 cm)",
 * "5 फ़ुट 6 इंच (168 सेमी)", "Hindu · Maratha", "Pune, Maharashtra". Callers re-render on a change of language.
 */
export function heightText(cm: number | null): string | null {
  if (cm === null || !Number.isFinite(Number(cm))) return null;
  const inches = Math.round(Number(cm) / 2.54);
  const n = (value: number) => formatNumber(currentLocale(), value);
  return words().common.height({ feet: n(Math.floor(inches / 12)), inches: n(inches % 12), cm: n(Math.round(Number(cm))) });
}

export const joined = (parts: (string | null | undefined)[], separator = ' · ') => parts.filter(Boolean).join(separator) || null;
