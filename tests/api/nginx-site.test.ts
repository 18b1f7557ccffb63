import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from '../../src/server/plugins/security-headers.ts';
import { precompressSite } from '../../scripts/precompress-site.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { NGINX, startNginxFront, type NginxFront } from '../helpers/nginx-front.ts';
import { openStream } from '../helpers/event-stream.ts';

/**
 * The nginx configuration of `npm run cluster` and docs/deploy.md (deploy/nginx), run for real in
 * front of the API server serving the same small built site: nginx answers every page, the
 * dashboard and the 404 as the server does, with the same security headers and cache rules,
 * sends precompressed files, and passes the live event stream through unbuffered.
 */
const hasNginx = fs.existsSync(NGINX);
if (!hasNginx) console.warn(`\n  !!! nginx is not installed at ${NGINX}: the nginx configuration test is SKIPPED !!!\n`);

/** A small built site: pages with inline code (hashed into the CSP), the dashboard shell, a hashed asset. */
function builtSite(dir: string) {
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title><style>body{margin:0}</style><script>document.documentElement.dataset.theme='light'</script></head><body><h1>${title}</h1>${'<p>filler text for compression</p>'.repeat(20)}<script src="/_astro/app.Ab12Cd34.js" type="module"></script></body></html>`;
  fs.mkdirSync(path.join(dir, '_astro'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), page('Home'));
  fs.writeFileSync(path.join(dir, 'about-us.html'), page('About us'));
  fs.writeFileSync(path.join(dir, 'dashboard.html'), page('Dashboard'));
  fs.writeFileSync(path.join(dir, '404.html'), page('Page not found'));
  fs.writeFileSync(path.join(dir, '_astro', 'app.Ab12Cd34.js'), `export const words = ${JSON.stringify('a few words '.repeat(60))};\n`);
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
}

describe.skipIf(!hasNginx)('the nginx configuration in front of the API instances', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-nginx-dist-'));
  let t: TestApp;
  let direct: string;
  let proxied: string;
  let front: NginxFront | null = null;

  beforeAll(async () => {
    builtSite(dist);
    await precompressSite(dist); // as `npm run build` does
    fs.chmodSync(dist, 0o755); // nginx's workers (nobody, when started by root) read it
    t = await createTestApp({ STATIC_DIR: dist, RATE_LIMITS: 'false', TRUST_PROXY: '127.0.0.1' });
    direct = await t.app.listen({ port: 0, host: '127.0.0.1' });
    front = await startNginxFront([new URL(direct).host], dist);
    proxied = front.url;
  });
  afterAll(async () => {
    await front?.close();
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** nginx over HTTP/2 (its TLS certificate made for the test), the server directly over HTTP/1.1. */
  const send = (base: string, url: string, init?: { headers?: Record<string, string> }) =>
    base === proxied ? front!.client.fetch(url, init) : fetch(`${base}${url}`, init);
  const get = (base: string, url: string) => send(base, url, { headers: { 'accept-encoding': 'gzip' } });
  const compared = ['cache-control', 'content-type', ...Object.keys(pageSecurityHeaders({ staticDir: dist, payments: { provider: 'test' } }))];

  it('answers pages, the dashboard, the 404 page and files as the server does, with its CSP and cache rules', async () => {
    for (const url of ['/', '/about-us', '/about-us.html', '/dashboard', '/dashboard/matches/7', '/no-such-page', '/_astro/app.Ab12Cd34.js', '/robots.txt']) {
      const [fromServer, fromNginx] = await Promise.all([get(direct, url), get(proxied, url)]);
      expect(fromNginx.status, url).toBe(fromServer.status);
      for (const header of compared)
        expect(fromNginx.headers.get(header)?.replace(/;\s*charset=utf-8$/i, ''), `${url} ${header}`).toBe(
          fromServer.headers.get(header)?.replace(/;\s*charset=utf-8$/i, '') ?? undefined,
        );
      expect(await fromNginx.text(), url).toBe(await fromServer.text());
    }
    // The CSP of a page lists the hash of its inline script: the same policy as the server's.
    expect((await get(proxied, '/')).headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  });

  it('talks HTTP/2 over TLS only, with HSTS, and keeps the policy for documents off scripts', async () => {
    const page = await front!.client.request('/');
    expect(page.protocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
    const script = await front!.client.request('/_astro/app.Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(script.protocol).toBe('h2');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['referrer-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    // Plain HTTP to the same port is not served.
    const plain = await fetch(`${proxied.replace('https:', 'http:')}/`).then(
      (r) => r.status,
      () => 0,
    );
    expect(plain === 0 || plain === 400).toBe(true);
  });

  it("sends the precompressed forms, and proxies the API with the server's own headers", async () => {
    const raw = async (url: string) => {
      const reply = await front!.client.request(url, { headers: { 'accept-encoding': 'gzip' } });
      return { encoding: reply.headers['content-encoding'], body: reply.body };
    };
    const js = await raw('/_astro/app.Ab12Cd34.js');
    expect(js.encoding).toBe('gzip');
    expect(zlib.gunzipSync(js.body).toString()).toBe(fs.readFileSync(path.join(dist, '_astro/app.Ab12Cd34.js'), 'utf8'));
    // The build's own gzip form (nginx compressing on the fly would write other bytes).
    expect(js.body).toEqual(fs.readFileSync(path.join(dist, '_astro/app.Ab12Cd34.js.gz')));

    const api = await send(proxied, '/api/nope');
    expect(api.status).toBe(404);
    expect((await api.json()).error.message).toMatch(/No route for GET \/api\/nope/);
    // A JSON reply guards the resource only; the policy for documents is for pages.
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toBeNull();
  });

  it('answers a public list from its cache, and never caches what a signed-in member reads', async () => {
    const first = await send(proxied, `/api/religion-master`);
    const body = await first.text();
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    const second = await send(proxied, `/api/religion-master`);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));

    const member = await createMemberWithProfile(t, { genderId: 1 });
    for (let i = 0; i < 2; i++) {
      const signedIn = await send(proxied, `/api/religion-master`, { headers: { authorization: `Bearer ${member.token}` } });
      expect(signedIn.headers.get('x-cache-status')).toBe('BYPASS');
      expect(signedIn.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("answers what nginx itself refuses in the API's envelope", async () => {
    for (const [url, status] of [
      ['/api/family-type-master/%', 400],
      ['/api/country-master/..%2F..%2F', 404],
    ] as const) {
      const res = await send(proxied, `${url}`);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('content-type'), url).toMatch(/^application\/json/);
      expect(await res.json(), url).toMatchObject({ responseCode: status, response: null, error: { message: expect.any(String) } });
    }
  });

  it('gives each request an id: sent to the instance, written in its access log, named in the reply', async () => {
    const res = await send(proxied, `/api/health/live`);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // The instance believes nginx's id (TRUST_PROXY) and names it in its reply, which nginx replaces by the same.
    await expect.poll(() => fs.readFileSync(path.join(front!.prefix, 'access.log'), 'utf8')).toContain(` ${id} GET /api/health/live `);
    // What the instance receives, and a reply header of its own that nginx does not pass on.
    const echo = http.createServer((req, reply) => {
      reply.setHeader('x-request-id', 'the-instance-own-id');
      reply.setHeader('content-type', 'application/json');
      reply.end(JSON.stringify({ received: req.headers['x-request-id'] ?? null }));
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const echoFront = await startNginxFront([`127.0.0.1:${(echo.address() as AddressInfo).port}`], dist);
    try {
      const seen = await echoFront.client.fetch('/api/anything');
      expect(seen.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      expect(await seen.json()).toEqual({ received: seen.headers.get('x-request-id') });
    } finally {
      await echoFront.close();
      echo.close();
    }
  });

  it("shows nginx's own counters to this machine only, and no instance's metrics", async () => {
    const status = await send(proxied, `/nginx_status`);
    expect(status.status).toBe(200);
    expect(await status.text()).toMatch(/^Active connections: \d+/);
    // Anyone but the loopback address gets the site's 404 page (the test can only reach nginx there).
    const location = /location = \/nginx_status \{[^}]*\}/.exec(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx/matrimonial.conf.template'), 'utf8'),
    )![0];
    expect(location).toMatch(/allow 127\.0\.0\.1;\s+allow ::1;\s+deny all;\s+error_page 403 =404 \/404\.html;/);
    // Prometheus scrapes each instance on its own address; the public one has no metrics.
    expect((await send(proxied, `/metrics`)).status).toBe(404);
  });

  it('passes the live event stream through as each event happens', async () => {
    const a = await createMemberWithProfile(t, { genderId: 1 });
    const b = await createMemberWithProfile(t, { genderId: 2 });
    const stream = await openStream(proxied, b, undefined, front!.client.fetch);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const sent = await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } });
    expect(await stream.next()).toMatchObject({ event: 'interest.received', data: { data: { interestId: sent.body.response.id } } });
    stream.close();
  });
});
