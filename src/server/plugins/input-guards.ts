import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.ts';

const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which no field accepts.';

/** Where a NUL character hides in parsed input (strings, object keys, arrays), or null. */
export function nulPath(value: unknown, where: string): string | null {
  const stack: Array<[unknown, string]> = [[value, where]];
  while (stack.length) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at;
    } else if (Array.isArray(item)) {
      item.forEach((v, i) => stack.push([v, `${at}.${i}`]));
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [k, v] of Object.entries(item)) {
        if (k.includes('\u0000')) return at;
        stack.push([v, `${at}.${k}`]);
      }
    }
  }
  return null;
}

/**
 * No field of this API holds a NUL character, and PostgreSQL cannot store one in text: it
 * is refused for every route at once (400), before any handler runs, on both databases alike.
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const at = nulPath(value, part);
      if (at) throw badRequest(NUL_MESSAGE, { [at.split('.').slice(1).join('.') || part]: 'Contains a NUL character' });
    }
  });
}
