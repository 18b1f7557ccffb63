import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { SITE_NAME } from '../../../shared/site.ts';
import type { JsonSchema } from './struct-schema.ts';
import { expandInputs } from './route-doc.ts';

/** A coded message's values: numbers, words, or lists of them (src/shared/message-code.ts). */
const MESSAGE_VALUES: JsonSchema = {
  type: 'object',
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: { type: ['string', 'number'] } }] },
};

/** A message's code and values (docs/decisions/092-message-codes.md). */
const MESSAGE_CODE: JsonSchema = {
  type: 'object',
  properties: { code: { type: 'string' }, values: MESSAGE_VALUES },
  required: ['code', 'values'],
};

/** The reply envelope of docs/product/api.md (lib/envelope.ts), one component every response refers to. */
const ENVELOPE_SCHEMA: JsonSchema = {
  $id: 'Envelope',
  type: 'object',
  description: 'Every reply. The HTTP status always equals responseCode; on success error is null, on failure response is null.',
  properties: {
    responseCode: { type: 'integer', minimum: 100, maximum: 599 },
    response: {},
    error: {
      type: ['object', 'null'],
      properties: {
        message: { type: 'string', description: 'A sentence a person can act on, in English' },
        code: {
          type: 'string',
          description: "The message's stable code, its path in the shared catalogue ('AUTH_TEXT.otpWrong'); absent for a text with no code",
        },
        values: { ...MESSAGE_VALUES, description: 'What the coded message is made from ({ "left": 3 }); present with code' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per-field messages (English), keyed by field name' },
        fieldCodes: {
          type: 'object',
          additionalProperties: MESSAGE_CODE,
          description: 'The code and values of each field message that has one, keyed by field name like fields',
        },
      },
      required: ['message'],
    },
  },
  required: ['responseCode', 'response', 'error'],
};

const ERROR_REPLY_SCHEMA: JsonSchema = {
  $id: 'ErrorReply',
  description: 'A refused request: the envelope with response null and an error message.',
  allOf: [{ $ref: 'Envelope#' }, { type: 'object', properties: { response: { type: 'null' }, error: { type: 'object' } }, required: ['response', 'error'] }],
};

const pascal = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/**
 * A readable operationId from the method and the path, so it stays the same as long as the
 * route does: GET /api/user-matrimonial-detail/:id is getUserMatrimonialDetailById.
 */
function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : pascal(segment)));
  return method.toLowerCase() + segments.join('');
}

/** The shared components of the description; called once, before the routes are registered. */
export function addOpenApiComponents(app: FastifyInstance) {
  app.addSchema(ENVELOPE_SCHEMA);
  app.addSchema(ERROR_REPLY_SCHEMA);
}

/** @fastify/swagger options: OpenAPI 3.1, bearer tokens only where a route says so (routeDoc). */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${SITE_NAME} API`,
        version: '1.0.0',
        description:
          'Every reply is the Envelope { responseCode, response, error }. Routes that need a token say so; send it as Authorization: Bearer <accessToken>.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `schema${i}`) },
    transform: ({ schema, url, route }) => {
      const method = [route.method].flat()[0] ?? 'GET';
      const full = expandInputs(schema ?? {});
      return { schema: { ...full, operationId: (full as { operationId?: string }).operationId ?? operationIdOf(method, url) } as typeof schema, url };
    },
  };
}
