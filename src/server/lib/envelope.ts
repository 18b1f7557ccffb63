import type { FastifyReply } from 'fastify';

import type { Envelope } from '../../shared/envelope.ts';

export type { Envelope };

export const ok = <T>(response: T, responseCode = 200): Envelope<T> => ({ responseCode, response, error: null });

export const failure = (responseCode: number, message: string, fields?: Record<string, string>): Envelope<null> => ({
  responseCode,
  response: null,
  error: fields && Object.keys(fields).length ? { message, fields } : { message },
});

export function send<T>(reply: FastifyReply, response: T, status = 200) {
  return reply.code(status).send(ok(response, status));
}
