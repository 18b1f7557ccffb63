import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { builtForm, encodingOf, etagOf } from './page-cache.ts';

/** The folder of the build's hashed files: a name changes whenever the content does. */
export const ASSET_FOLDER = '_astro';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Scripts, styles and drawings: the hashed files a page waits for, and the ones worth compressing,
 * typed as the file server types them (text with its character set).
 */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * The hashed scripts and styles (and drawings) of the built site, held in memory with the brotli
 * and gzip forms the build made beside them (scripts/precompress-site.ts). Every page load asks
 * for several of them; from memory each is one write instead of a stat, an open, a read stream
 * and a compression stream. Pictures are left on disk: larger, never compressed, and fetched
 * once per browser.
 */
interface CachedAsset {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  lastModified: string;
}

/** The text files directly under root/_astro, keyed by their name. */
export function loadAssets(root: string): Map<string, CachedAsset> {
  const assets = new Map<string, CachedAsset>();
  const folder = path.join(root, ASSET_FOLDER);
  if (!fs.existsSync(folder)) return assets;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const type = TEXT_TYPES[path.extname(entry.name)];
    if (!entry.isFile() || !type) continue;
    const full = path.join(folder, entry.name);
    const raw = fs.readFileSync(full);
    assets.set(entry.name, {
      raw,
      br: builtForm(full, '.br'),
      gzip: builtForm(full, '.gz'),
      type,
      etag: etagOf(raw),
      lastModified: fs.statSync(full).mtime.toUTCString(),
    });
  }
  return assets;
}

/**
 * Sends a cached asset in the form the client accepts. A file without a built form goes out as
 * it is, and the reply compression (reply-compression.ts) compresses it as it does any reply.
 */
export function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: CachedAsset) {
  reply.header('content-type', asset.type).header('cache-control', IMMUTABLE).header('etag', asset.etag).header('last-modified', asset.lastModified);
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  if (!asset.br && !asset.gzip) return reply.send(asset.raw);
  reply.header('vary', 'accept-encoding');
  const encoding = encodingOf(request.headers['accept-encoding'], asset);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.raw);
}
