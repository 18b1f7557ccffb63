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
export function registerReplyCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') || Buffer.byteLength(payload) < THRESHOLD) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload) } })
        : zlib.gzipSync(payload, { level: 6 });
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  });
}
