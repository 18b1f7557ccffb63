import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';

/**
 * One line per request at most, written when the reply is sent (docs/decisions/053-request-logs.md),
 * in place of Fastify's two (one as the request comes in, one as it completes):
 * - failed (5xx, or the reply broke off): `error`, always;
 * - slower than LOG_SLOW_MS: `warn`, always;
 * - refused (4xx): `info`, the first ten of each second, then sampled like the rest;
 * - the rest: `info`, a LOG_SAMPLE share of them, each line saying the share it stands for.
 * Every line carries the request's id (reqId), as every other line logged for the request does.
 */
export class RequestLog extends LogController {
  private readonly sample: number;
  private readonly slowMs: number;
  private second = 0;
  private refusedThisSecond = 0;

  constructor({ logSample, logSlowMs }: Pick<Config, 'logSample' | 'logSlowMs'>) {
    super();
    this.sample = logSample;
    this.slowMs = logSlowMs;
  }

  override incomingRequest() {}

  /** The reply's status says it (the completion line): no separate "Route … not found" line. */
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (error || status >= 500) {
      reply.log.error({ req: request, res: reply, responseTime: Math.round(ms), ...(error ? { err: error } : {}) }, 'request failed');
    } else if (ms > this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime: Math.round(ms) }, 'slow request');
    } else if (status >= 400 && this.refusedWithinBudget()) {
      reply.log.info({ req: request, res: reply, responseTime: Math.round(ms) }, 'request refused');
    } else if (this.sample >= 1) {
      reply.log.info({ req: request, res: reply, responseTime: Math.round(ms) }, 'request');
    } else if (this.sample > 0 && Math.random() < this.sample) {
      reply.log.info({ req: request, res: reply, responseTime: Math.round(ms), sample: this.sample }, 'request');
    }
  }

  /** A flood of refusals (a scanner, a client over its limit) costs ten lines a second, not one a request. */
  private refusedWithinBudget() {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.second) {
      this.second = second;
      this.refusedThisSecond = 0;
    }
    return ++this.refusedThisSecond <= 10;
  }
}

/** An id a proxy may hand on: 8 to 128 letters, digits and `._:-` (nginx's $request_id is 32 hex digits). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` a trusted proxy sent (TRUST_PROXY names it, see
 * trust-proxy.ts) when it is a sane token, so the proxy's log line and the instance's share it;
 * otherwise a new random id. A client's own header is never believed.
 */
export function requestIdOf(trustsPeer: (address: string) => boolean) {
  return (req: IncomingMessage): string => {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && SANE_REQUEST_ID.test(given) && trustsPeer(req.socket?.remoteAddress ?? '')) return given;
    return randomUUID().replaceAll('-', '');
  };
}
