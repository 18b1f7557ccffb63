import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The pre-rendered pages, held in memory with their brotli and gzip forms made once at start.
 * A page is then one write from memory instead of a stat, an open, a read stream and a
 * compression stream per request: under load each of those steps waits its turn on the event
 * loop, which made pages ten times slower than API replies (scripts/bench-load.ts).
 */
export interface CachedPage {
  raw: Buffer;
  /** Made in the background at start (brotli's best setting takes ~70 ms a page); gzip until then. */
  br: Buffer | null;
  gzip: Buffer;
  etag: string;
}

/** Every .html file under root, keyed by its file name relative to root ('index.html', 'about-us.html'). */
export function loadPages(root: string): Map<string, CachedPage> {
  const pages = new Map<string, CachedPage>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const raw = fs.readFileSync(full);
        const page: CachedPage = {
          raw,
          br: null,
          gzip: zlib.gzipSync(raw, { level: 9 }),
          etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
        };
        zlib.brotliCompress(
          raw,
          { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } },
          (error, br) => {
            if (!error) page.br = br;
          },
        );
        pages.set(path.relative(root, full).split(path.sep).join('/'), page);
      }
    }
  };
  walk(root);
  return pages;
}

/** The best encoding the client accepts (q=0 means "not this one"). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, status = 200) {
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (status === 200) {
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  }
  const wanted = pickEncoding(request.headers['accept-encoding']);
  const encoding = wanted === 'br' && !page.br ? (pickEncoding(request.headers['accept-encoding']?.replace(/\bbr\b[^,]*,?/i, '')) ?? null) : wanted;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br! : encoding === 'gzip' ? page.gzip : page.raw);
}
