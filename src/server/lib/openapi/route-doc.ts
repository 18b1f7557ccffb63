import type { FastifySchema } from 'fastify';
import { Struct } from 'superstruct';
import type { AnyStruct } from '../../../shared/validation/any-struct.ts';
import { structToJsonSchema, type JsonSchema } from './struct-schema.ts';

/**
 * Who may call an operation, as the API description says it: 'public' needs no token,
 * 'optional' reads a token when one is sent (administrators see more), 'member' and 'admin'
 * need one.
 */
export type RouteAccess = 'public' | 'optional' | 'member' | 'admin';

export interface RouteDoc {
  tags: string[];
  summary: string;
  access: RouteAccess;
  /** The structs the route parses with (or a schema made from one, as the resource table does). */
  params?: AnyStruct;
  query?: AnyStruct;
  body?: AnyStruct | JsonSchema | (() => JsonSchema);
  /** Request headers the route reads (an object struct or schema, keys in lower case). */
  headers?: AnyStruct | JsonSchema;
  /** The envelope's `response` on success: the reply struct (src/shared/schemas), or a JSON Schema. */
  reply?: AnyStruct | JsonSchema;
  /** Success status (200 unless given). */
  status?: number;
  /** Statuses a client can meet besides 400 (every route) and the access ones (401, 403). */
  errors?: number[];
  /** A reply that is not the JSON envelope on success (a file). */
  produces?: string;
  consumes?: string[];
  description?: string;
  /** false for an operation the route answers 405 to everyone: left out of the description. */
  available?: boolean;
  /** Kept for clients that still call it; new clients use the operation the description names. */
  deprecated?: boolean;
}

/** Key of the deferred input schemas in a route's schema option (read only by expandInputs). */
const LAZY_INPUTS = 'x-inputs';

const ENVELOPE_REF = { $ref: 'Envelope#' } as const;
const ERROR_REF = { $ref: 'ErrorReply#' } as const;

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid; error.fields names each field at fault',
  401: 'Not signed in, or the token has expired',
  403: 'Signed in but not allowed',
  404: 'Not found (or not yours: ids reveal nothing)',
  405: 'The operation does not exist for this resource',
  409: 'Conflicts with stored data',
  429: 'Too many requests; try again later',
  503: 'The database is unavailable; retry after the Retry-After seconds',
};

/** The success reply: the shared envelope with `response` narrowed to this route's payload. */
function envelopeOf(reply: JsonSchema | undefined, description = 'Success'): JsonSchema {
  return {
    description,
    allOf: [ENVELOPE_REF, { type: 'object', properties: { response: reply ?? {} }, required: ['response'] }],
  };
}

/**
 * Builds a route's `schema:` option from the structs it validates with. Fastify does not
 * validate with these (the validator compiler is a no-op); they only describe the route.
 */
export function routeDoc(doc: RouteDoc): FastifySchema {
  const status = doc.status ?? 200;
  const errors = new Set<number>(doc.errors ?? []);
  // Any route answers 400 to a malformed address (error-handler.ts), not only to bad input.
  errors.add(400);
  if (doc.access === 'member' || doc.access === 'admin') errors.add(401);
  if (doc.access === 'admin') errors.add(403);
  if (doc.params) errors.add(404);
  // Answered 405 to everyone: registered so the answer is the envelope, not described to clients.
  if (doc.available === false) return { hide: true, tags: doc.tags, summary: doc.summary };
  const reply = doc.reply;
  const responses = (replySchema: JsonSchema | undefined): Record<string, JsonSchema> => {
    const response: Record<string, JsonSchema> = {
      [status]: doc.produces ? { description: 'Success', content: { [doc.produces]: { schema: { type: 'string' } } } } : envelopeOf(replySchema),
    };
    for (const code of [...errors].sort()) response[code] = { description: ERROR_TEXT[code] ?? 'Error', ...ERROR_REF };
    return response;
  };
  const body = doc.body;
  // Converting structs probes them (struct-schema.ts): done when the document is first served, not at start.
  const inputs = (): Record<string, JsonSchema> => ({
    ...(reply instanceof Struct ? { response: responses(structToJsonSchema(reply)) } : {}),
    ...(doc.params ? { params: structToJsonSchema(doc.params) } : {}),
    ...(doc.query ? { querystring: structToJsonSchema(doc.query) } : {}),
    ...(doc.headers ? { headers: doc.headers instanceof Struct ? structToJsonSchema(doc.headers) : doc.headers } : {}),
    ...(body ? { body: body instanceof Struct ? structToJsonSchema(body) : typeof body === 'function' ? body() : body } : {}),
  });
  return {
    tags: doc.tags,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.deprecated ? { deprecated: true } : {}),
    ...(doc.consumes ? { consumes: doc.consumes } : {}),
    [LAZY_INPUTS]: inputs,
    // A reply struct is converted with the inputs, when the document is first served.
    response: responses(reply instanceof Struct ? undefined : reply),
    security: (doc.access === 'public' ? [] : doc.access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }]) as Array<Record<string, string[]>>,
  } as FastifySchema;
}

/** The route's params, querystring, headers, body and reply schemas, for the description (document.ts). */
export function expandInputs<T extends object>(schema: T): T {
  const { [LAZY_INPUTS]: inputs, ...rest } = schema as T & { [LAZY_INPUTS]?: () => Record<string, JsonSchema> };
  return (typeof inputs === 'function' ? { ...rest, ...inputs() } : rest) as T;
}
