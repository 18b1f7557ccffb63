import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../lib/envelope.ts';

/**
 * Serves the pre-rendered site from one process: hashed assets cached for a year, pages
 * revalidated, every /dashboard/* path answered with the dashboard shell, and the 404 page.
 */
export async function registerStaticSite(app: FastifyInstance) {
  const root = app.config.staticDir;
  const hasSite = root !== null && fs.existsSync(root);

  app.setNotFoundHandler((request, reply) => {
    const wantsApi = request.url === '/api' || request.url.startsWith('/api/');
    if (wantsApi || !hasSite) return reply.code(404).send(failure(404, `No route for ${request.method} ${request.url.split('?')[0]}.`));
    const notFoundPage = path.join(root!, '404.html');
    if (fs.existsSync(notFoundPage)) return reply.code(404).type('text/html; charset=utf-8').sendFile('404.html');
    return reply.code(404).type('text/plain').send('Not found');
  });

  if (!hasSite) return;
  await app.register(fastifyStatic, {
    root: root!,
    extensions: ['html'],
    index: ['index.html'],
    redirect: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}_astro${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else if (filePath.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      else res.setHeader('cache-control', 'public, max-age=86400');
    },
  });
  const shell = fs.existsSync(path.join(root!, 'dashboard.html')) ? 'dashboard.html' : 'dashboard/index.html';
  const serveShell = (_request: unknown, reply: import('fastify').FastifyReply) => reply.header('cache-control', 'no-cache').sendFile(shell);
  app.get('/dashboard', { schema: { hide: true } }, serveShell);
  app.get('/dashboard/*', { schema: { hide: true } }, serveShell);
}
