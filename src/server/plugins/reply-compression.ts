import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pickEncoding } from './page-cache.ts';

const COMPRESSIBLE = /json|text|javascript|xml|svg/;
const THRESHOLD = 1024;

/**
 * Compresses JSON and text replies held in memory in one synchronous step (a few tenths of a
 * millisecond for a reference list). @fastify/compress turns every reply into a stream through
 * zlib on the thread pool; under load each chunk waits its turn on the event loop and a master
 * list took longer than a ranked match query (scripts/bench-load.ts). It still handles streams
 * (files from disk); replies compressed here carry Content-Encoding, which it leaves alone.
 */
const compress = (payload: string | Buffer, encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? zlib.brotliCompressSync(payload, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload) },
      })
    : zlib.gzipSync(payload, { level: 6 });

/**
 * Replies to requests without credentials (reference lists, plans: the same bytes for everyone
 * until an administrator edits them) are compressed once and kept, keyed by their own text, so
 * a repeat costs a look-up instead of a compression and a kept body is only ever sent as the
 * reply it was made from. Bounded in entries and size; replies to signed-in requests are never kept.
 */
const PUBLIC_CACHE_ENTRIES = 200;
const PUBLIC_CACHE_MAX_BYTES = 64 * 1024;
const publicReplies = new Map<string, Buffer>();

function compressPublic(payload: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${payload}`;
  let body = publicReplies.get(key);
  if (body) return body;
  body = compress(payload, encoding);
  if (payload.length <= PUBLIC_CACHE_MAX_BYTES) {
    publicReplies.set(key, body);
    if (publicReplies.size > PUBLIC_CACHE_ENTRIES) publicReplies.delete(publicReplies.keys().next().value!);
  }
  return body;
}

export function registerReplyCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') || Buffer.byteLength(payload) < THRESHOLD) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    if (!encoding) return payload;
    const anonymous = !request.headers.authorization && !request.headers.cookie;
    const body = anonymous && typeof payload === 'string' ? compressPublic(payload, encoding) : compress(payload, encoding);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  });
}
