import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StructError } from 'superstruct';
import { HttpError } from '../lib/http-error.ts';
import { failure } from '../lib/envelope.ts';
import { toBadRequest } from '../lib/validate.ts';
import { isDatabaseUnavailable } from '../lib/crud/db-errors.ts';
import { CODED } from '../../shared/coded-messages.ts';

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_PARTS_LIMIT: 'Too many parts in the upload.',
  FST_FILES_LIMIT: 'Too many files in the upload.',
  FST_FIELDS_LIMIT: 'Too many fields in the upload.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The upload must be sent as multipart/form-data.',
  FST_ERR_BAD_URL: 'The address of this request is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address of this request is too long.',
};

/**
 * Errors Fastify's router raises before any route or hook runs (a malformed or over-long
 * address): the Fastify option `frameworkErrors`, so they get the envelope too.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send(failure(status, CLIENT_ERRORS[error.code] ?? 'The request could not be processed.'));
}

/** What Node's HTTP parser refuses before Fastify sees a request, by parser error code. */
const PARSER_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The address or headers of this request are too large.'],
  HPE_URI_TOO_LONG: [414, 'The address of this request is too long.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please try again.'],
};

/**
 * The Fastify option `clientErrorHandler`: a request Node's parser cannot read (an over-long URL
 * or headers answer 431, a malformed request 400) gets the envelope too, then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const [status, message] = PARSER_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read.'];
  const body = JSON.stringify(failure(status, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * One place that turns every error into the envelope. Client mistakes get a message a person
 * can act on; anything unexpected is logged with its request id and answered 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | StructError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send(failure(error.status, error.said, error.fieldMessages));
    }
    if (error instanceof StructError) {
      const bad = toBadRequest(error);
      return reply.code(400).send(failure(400, bad.said, bad.fieldMessages));
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(failure(429, 'Too many requests. Please wait a moment and try again.'));
    }
    if (status >= 400 && status < 500) {
      const message =
        (fastifyError.code && CLIENT_ERRORS[fastifyError.code]) ??
        (fastifyError.validation ? 'The request is not valid.' : 'The request could not be processed.');
      return reply.code(status).send(failure(status, message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error.message, reqId: request.id }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(failure(503, CODED.MSG.serviceUnavailable));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send(failure(500, `Something went wrong on our side. Please try again. (reference ${request.id})`));
  });
}
