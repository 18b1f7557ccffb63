import type { FastifyReply } from 'fastify';

import type { Envelope, ErrorBody, MessageCodeBody } from '../../shared/envelope.ts';
import type { Message } from '../../shared/message-code.ts';

export type { Envelope };

export const ok = <T>(response: T, responseCode = 200): Envelope<T> => ({ responseCode, response, error: null });

const asMessage = (said: string | Message): Message => (typeof said === 'string' ? { text: said } : said);
const codeOf = (message: Message): MessageCodeBody | undefined => (message.code ? { code: message.code, values: message.values ?? {} } : undefined);

/** The refusal envelope: the texts as ever, and beside them the codes and values of the catalogue's messages. */
export function failure(responseCode: number, said: string | Message, fields?: Record<string, string | Message>): Envelope<null> {
  const message = asMessage(said);
  const error: ErrorBody = { message: message.text, ...codeOf(message) };
  const named = Object.entries(fields ?? {}).map(([name, field]) => [name, asMessage(field)] as const);
  if (named.length) {
    error.fields = Object.fromEntries(named.map(([name, field]) => [name, field.text]));
    const codes = named.flatMap(([name, field]) => {
      const code = codeOf(field);
      return code ? [[name, code] as const] : [];
    });
    if (codes.length) error.fieldCodes = Object.fromEntries(codes);
  }
  return { responseCode, response: null, error };
}

export function send<T>(reply: FastifyReply, response: T, status = 200) {
  return reply.code(status).send(ok(response, status));
}
