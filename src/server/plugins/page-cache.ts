import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The pre-rendered pages, held in memory with their brotli and gzip forms. A page is then one
 * write from memory instead of a stat, an open, a read stream and a compression stream per
 * request: under load each of those steps waits its turn on the event loop, which made pages ten
 * times slower than API replies (scripts/bench-load.ts).
 */
export interface CachedPage {
  raw: Buffer;
  /** The build's form (scripts/precompress-site.ts), else made in the background (brotli's best setting takes ~70 ms a page); gzip until then. */
  br: Buffer | null;
  gzip: Buffer;
  etag: string;
  /** The reduced-data form (saveDataPage), made on the first request that asks for it. */
  saveData?: CachedPage;
}

/** Brotli at its best setting (the build's forms, and a page's when the build made none). */
export const bestBrotli = (size: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});
/** Gzip at its best setting. */
export const BEST_GZIP: zlib.ZlibOptions = { level: 9 };

/** A strong validator from a file's bytes: the same bytes give the same tag on every instance. */
export const etagOf = (raw: Buffer) => `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;

/** One page's cached forms from its HTML: those given (read from the build), the others made here. */
function cachePage(raw: Buffer, built: { br?: Buffer; gzip?: Buffer } = {}): CachedPage {
  const page: CachedPage = {
    raw,
    br: built.br ?? null,
    gzip: built.gzip ?? zlib.gzipSync(raw, BEST_GZIP),
    etag: etagOf(raw),
  };
  if (!page.br)
    zlib.brotliCompress(raw, bestBrotli(raw.length), (error, br) => {
      if (!error) page.br = br;
    });
  return page;
}

/** A file's compressed form written beside it by the build (`page.html.br`), if there is one. */
export function builtForm(file: string, extension: '.br' | '.gz'): Buffer | undefined {
  try {
    return fs.readFileSync(file + extension);
  } catch {
    return undefined;
  }
}

/** Every .html file under root, keyed by its file name relative to root ('index.html', 'about-us.html'). */
export function loadPages(root: string): Map<string, CachedPage> {
  const pages = new Map<string, CachedPage>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const page = cachePage(fs.readFileSync(full), { br: builtForm(full, '.br'), gzip: builtForm(full, '.gz') });
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

/** The best encoding the client accepts of the forms a file has (brotli may not be made yet), or none. */
export function encodingOf(header: string | undefined, forms: { br?: Buffer | null; gzip?: Buffer | null }): 'br' | 'gzip' | null {
  const wanted = pickEncoding(header);
  const encoding = wanted === 'br' && !forms.br ? pickEncoding(header?.replace(/\bbr\b[^,]*,?/i, '')) : wanted;
  return encoding === 'gzip' && !forms.gzip ? null : encoding;
}

/** The smallest candidate of a srcset ('a.jpg 160w, b.jpg 320w' → 'a.jpg 160w'). */
function smallestCandidate(srcset: string): string {
  const candidates = srcset
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const size = (c: string) => Number(c.split(/\s+/)[1]?.replace(/[wx]$/, '') ?? 1) || 1;
  return candidates.reduce((best, c) => (size(c) < size(best) ? c : best), candidates[0] ?? srcset);
}

/**
 * A page for a browser that sends `Save-Data: on` (docs/decisions/041): marked with
 * data-save-data, which the stylesheet and carousels read (first slide only, no autoplay), and
 * every image offered at its smallest size only, so cards load their thumbnails.
 */
export function saveDataHtml(html: string): string {
  return html.replace(/<html\b/, '<html data-save-data').replace(/\bsrcset="([^"]*)"/g, (_, srcset: string) => `srcset="${smallestCandidate(srcset)}"`);
}

const wantsSaveData = (request: FastifyRequest) =>
  String(request.headers['save-data'] ?? '')
    .trim()
    .toLowerCase() === 'on';

export function sendPage(request: FastifyRequest, reply: FastifyReply, fullPage: CachedPage, status = 200) {
  const page = wantsSaveData(request) ? (fullPage.saveData ??= cachePage(Buffer.from(saveDataHtml(fullPage.raw.toString('utf8'))))) : fullPage;
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding, save-data');
  if (status === 200) {
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  }
  const encoding = encodingOf(request.headers['accept-encoding'], page);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br! : encoding === 'gzip' ? page.gzip : page.raw);
}
