import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../lib/envelope.ts';
import { ASSET_FOLDER, IMMUTABLE, loadAssets, sendAsset } from './asset-cache.ts';
import { loadPages, sendPage } from './page-cache.ts';

/** Written by scripts/build-service-worker.ts and src/site/pages/manifest.webmanifest.ts (docs/decisions/040). */
const SERVICE_WORKER_FILE = 'sw.js';
const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * Serves the pre-rendered site from one process: pages and hashed scripts and styles from memory
 * (page-cache.ts, asset-cache.ts) in the compressed forms the build made, hashed pictures from
 * disk, all hashed files cached for a year, every /dashboard/* path answered with the dashboard
 * shell, the service worker and web app manifest revalidated on every use, and the 404 page.
 */
export async function registerStaticSite(app: FastifyInstance) {
  const root = app.config.staticDir;
  const hasSite = root !== null && fs.existsSync(root);
  const pages = hasSite ? loadPages(root!) : new Map();

  app.setNotFoundHandler((request, reply) => {
    const wantsApi = request.url === '/api' || request.url.startsWith('/api/');
    if (wantsApi || !hasSite) return reply.code(404).send(failure(404, `No route for ${request.method} ${request.url.split('?')[0]}.`));
    // /hi/… and /ta/… get the not-found page in their language (src/site/pages/[locale]/404.astro).
    const locale = /^\/(hi|ta)(\/|$|\?)/.exec(request.url)?.[1];
    const notFoundPage = (locale && pages.get(`${locale}/404.html`)) || pages.get('404.html');
    if (notFoundPage) return sendPage(request, reply, notFoundPage, 404);
    return reply.code(404).type('text/plain').send('Not found');
  });

  if (!hasSite) return;
  await app.register(fastifyStatic, {
    root: root!,
    extensions: ['html'],
    index: ['index.html'],
    redirect: false,
    // Cache-Control comes from setHeaders alone: @fastify/static's own 'public, max-age=0' is set
    // after setHeaders runs and would replace it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const name = path.basename(filePath);
      // The service worker and the manifest keep their address across versions: the browser revalidates them every time.
      if (name === SERVICE_WORKER_FILE || name === MANIFEST_FILE) res.setHeader('cache-control', 'no-cache');
      else if (filePath.includes(`${path.sep}${ASSET_FOLDER}${path.sep}`)) res.setHeader('cache-control', IMMUTABLE);
      else if (filePath.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      else res.setHeader('cache-control', 'public, max-age=86400');
    },
  });
  const serve = (file: string) => (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, pages.get(file)!);
  for (const file of pages.keys()) {
    if (file === '404.html' || file.endsWith('/404.html')) continue;
    const url = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
    app.get(url, { schema: { hide: true } }, serve(file));
    if (url !== `/${file}`) app.get(`/${file}`, { schema: { hide: true } }, serve(file));
  }
  const assets = loadAssets(root!);
  // Pictures, and anything not held, from disk as before (@fastify/send keeps the path inside root).
  app.get<{ Params: { file: string } }>(`/${ASSET_FOLDER}/:file`, { schema: { hide: true } }, (request, reply) => {
    const asset = assets.get(request.params.file);
    return asset ? sendAsset(request, reply, asset) : reply.sendFile(`${ASSET_FOLDER}/${request.params.file}`);
  });
  const shell = pages.has('dashboard.html') ? 'dashboard.html' : 'dashboard/index.html';
  if (pages.has(shell)) app.get('/dashboard/*', { schema: { hide: true } }, serve(shell));
}
