import { coerce, string, type Struct } from 'superstruct';

/**
 * Clean text (docs/product/trust.md, docs/decisions/058-clean-text-and-telling-members.md): what
 * a person types is kept as typed, less the characters that only hide or disguise it:
 * - C0 and C1 control characters (ESC, BEL, backspace…) and DEL; tab, line feed and carriage
 *   return stay (a message or a description has lines; a single-line field trims or refuses them);
 * - the bidirectional embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, which
 *   turn text around on screen ("gpj.exe" shown as "exe.jpg");
 * - the zero-width space U+200B, word joiner U+2060 and byte-order mark U+FEFF, which split a
 *   word or a name so it looks the same and compares different.
 * The zero-width joiner and non-joiner (U+200D, U+200C) shape Hindi and Tamil words (क्‍ष, ஸ்ரீ):
 * they stay after a Devanagari or Tamil letter, and the joiner stays inside an emoji sequence;
 * anywhere else they only hide, and go.
 *
 * The one rule for the server (every JSON body, plugins/input-guards.ts) and the forms (the
 * `cleaned` coercion), so what a form shows is what the server keeps.
 */
// eslint-disable-next-line no-control-regex
const HIDING = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;
const JOINERS = /[\u200C\u200D]/g;
/** Letters and signs of Devanagari (U+0900–U+097F, U+A8E0–U+A8FF) and Tamil (U+0B80–U+0BFF). */
const isIndic = (cp: number) => (cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x0b80 && cp <= 0x0bff);
/** A pictograph, a skin tone or the emoji presentation selector: what an emoji sequence joins. */
const isEmoji = (ch: string, cp: number) => /\p{Extended_Pictographic}/u.test(ch) || (cp >= 0x1f3fb && cp <= 0x1f3ff) || cp === 0xfe0f;

export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/.test(value)) return value;
  const stripped = value.replace(HIDING, '');
  return stripped.replace(JOINERS, (joiner, at: number, whole: string) => {
    // The character before, whole even when it is a surrogate pair (an emoji).
    const previous = at > 1 && /[\uDC00-\uDFFF]/.test(whole[at - 1]) ? whole.slice(at - 2, at) : (whole[at - 1] ?? '');
    const cp = previous.codePointAt(0) ?? 0;
    if (isIndic(cp)) return joiner;
    if (joiner === '\u200D' && isEmoji(previous, cp)) return joiner;
    return '';
  });
}

/** Every string inside parsed JSON cleaned in place; keys in `keep` (passwords, tokens) are left exactly as sent. */
export function cleanDeep(value: unknown, keep: (key: string) => boolean): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = cleanDeep(value[i], keep);
    return value;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) if (!keep(key)) record[key] = cleanDeep(record[key], keep);
  }
  return value;
}

/** Secrets are compared as sent: a password with a control character still signs in. */
export const keptAsSent = (key: string) => /password|token|secret|code$/i.test(key);

/** A string struct whose value is cleaned first: the forms' side of the same rule. */
export const cleaned = <T extends string>(struct: Struct<T, null> = string() as unknown as Struct<T, null>) =>
  coerce(struct, string(), (value) => cleanText(value));
