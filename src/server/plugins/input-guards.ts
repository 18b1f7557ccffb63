import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.ts';
import { cleanDeep, keptAsSent } from '../../shared/clean-text.ts';

/**
 * Input no field of this API accepts, refused for every route at once:
 * - a NUL character: PostgreSQL cannot store it in text;
 * - an object with its own `toString` or `valueOf` key: JavaScript cannot turn it into text, so
 *   the validators' own error messages (which print the value) would fail with a TypeError.
 */
const REASONS = {
  nul: { message: 'The request contains a NUL character (\\u0000), which no field accepts.', field: 'Contains a NUL character' },
  unprintable: { message: 'Field names toString and valueOf are not accepted.', field: 'Contains a field named toString or valueOf' },
} as const;
type Reason = keyof typeof REASONS;

const UNPRINTABLE_KEYS = new Set(['toString', 'valueOf']);

/** The first unacceptable thing in parsed input (strings, object keys, arrays) and where it is, or null. */
export function unacceptableInput(value: unknown, where: string): { at: string; reason: Reason } | null {
  const stack: Array<[unknown, string]> = [[value, where]];
  while (stack.length) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { at, reason: 'nul' };
    } else if (Array.isArray(item)) {
      item.forEach((v, i) => stack.push([v, `${at}.${i}`]));
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [k, v] of Object.entries(item)) {
        if (k.includes('\u0000')) return { at, reason: 'nul' };
        if (UNPRINTABLE_KEYS.has(k)) return { at: `${at}.${k}`, reason: 'unprintable' };
        stack.push([v, `${at}.${k}`]);
      }
    }
  }
  return null;
}

/** No body of this API nests deeper or names more fields than this; beyond them is an attack, not input. */
export const JSON_LIMITS = { maxDepth: 32, maxKeys: 1000 } as const;

/**
 * Nesting depth and number of object keys of a JSON text, counted without parsing it, stopping as
 * soon as either limit is passed (so 20,000 `[` or 70,000 keys cost one quick scan, no recursion).
 */
export function jsonShapeProblem(text: string): 'depth' | 'keys' | null {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > JSON_LIMITS.maxDepth) return 'depth';
    } else if (c === 93 || c === 125) depth--;
    else if (c === 58 && ++keys > JSON_LIMITS.maxKeys) return 'keys';
  }
  return null;
}

/** Checked before any handler runs, on both databases alike. */
export function registerInputGuards(app: FastifyInstance) {
  // JSON bodies are measured before they are parsed, then parsed by Fastify's own safe parser.
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string);
    if (problem === 'depth') return done(badRequest(`The request body nests deeper than ${JSON_LIMITS.maxDepth} levels.`), undefined);
    if (problem === 'keys') return done(badRequest(`The request body has more than ${JSON_LIMITS.maxKeys} fields.`), undefined);
    return parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = unacceptableInput(value, part);
      if (found) {
        const { message, field } = REASONS[found.reason];
        throw badRequest(message, { [found.at.split('.').slice(1).join('.') || part]: field });
      }
    }
    // Clean text (shared/clean-text.ts): control, direction and zero-width characters leave every
    // typed field of every route here, once, before any validator or handler reads it.
    if (request.body && typeof request.body === 'object') cleanDeep(request.body, keptAsSent);
  });
}
