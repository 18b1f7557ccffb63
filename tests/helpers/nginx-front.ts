import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { http2Client } from '../../scripts/http2-client.ts';
import { renderNginxSite, writeNginxConf } from '../../scripts/nginx-site.ts';
import { loopbackCertificate } from '../../scripts/tls-certificate.ts';
import { freePort } from './server-process.ts';
import type { LooseJson } from './loose-json.ts';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const root = path.resolve(import.meta.dirname, '../..');

export interface NginxFront {
  /** https://127.0.0.1:port: nginx answers HTTP/2 over TLS only, as in production. */
  url: string;
  /** Requests to nginx over HTTP/2, trusting the certificate made for it. */
  client: ReturnType<typeof http2Client>;
  /** nginx's own folder (configuration, logs, cache). */
  prefix: string;
  close(): Promise<void>;
}

/**
 * nginx with the project's own configuration (deploy/nginx, as `npm run cluster` fills it in)
 * in front of API instances already listening at `upstreams`, serving the built site `dist`.
 */
export async function startNginxFront(upstreams: string[], dist: string): Promise<NginxFront> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-nginx-'));
  const port = await freePort();
  // A test certificate of its own, made with openssl, as `npm run cluster` makes one.
  const tls = loopbackCertificate(path.join(prefix, 'tls'));
  const site = renderNginxSite(fs.readFileSync(path.join(root, 'deploy/nginx/matrimonial.conf.template'), 'utf8'), {
    listen: `127.0.0.1:${port}`,
    tls,
    root: dist,
    upstreams,
    dashboard: '/dashboard.html',
    brotli: false,
    proxyParams: path.join(root, 'deploy/nginx/proxy.conf'),
    staticDir: dist,
    cacheDir: path.join(prefix, 'api_cache'),
  });
  const conf = writeNginxConf(prefix, site, { brotli: false, modules: '/usr/lib/nginx/modules' });
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const nginx = spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: 'ignore' });
  const url = `https://127.0.0.1:${port}`;
  const client = http2Client(url, fs.readFileSync(tls.cert));
  for (let i = 0; ; i++) {
    const up = await client.fetch('/api/health').then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 200) throw new Error(`nginx does not answer at ${url} (${prefix}/error.log)`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    client,
    prefix,
    async close() {
      client.close();
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** What a test reads of an injected reply, from a reply that came over HTTP. */
interface HttpReply {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  rawPayload: Buffer;
  payload: string;
  body: string;
  json(): LooseJson;
}

/**
 * A header value as it crosses the wire: its UTF-8 bytes (Node sends a string's characters as
 * single bytes), or nothing when it holds a control character, which no HTTP message can carry
 * (nginx would refuse the whole request).
 */
function onTheWire(value: string): string | null {
  const bytes = Buffer.from(value, 'utf8').toString('latin1');
  return /[^\t\x20-\x7e\x80-\xff]/.test(bytes) ? null : bytes;
}

/** One request over HTTP/2 to nginx, with inject's options and the reply in inject's shape. */
async function requestOverHttp(front: NginxFront, options: InjectOptions): Promise<HttpReply> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(options.headers ?? {})) {
    const value = v === undefined ? null : onTheWire(String(v));
    if (value !== null) headers[k.toLowerCase()] = value;
  }
  let payload = options.payload ?? options.body;
  if (payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
    payload = JSON.stringify(payload);
    headers['content-type'] ??= 'application/json';
  }
  const body = payload === undefined ? undefined : Buffer.from(payload as string | Buffer);
  if (body) headers['content-length'] = String(body.length);
  let url = typeof options.url === 'string' ? options.url : String(options.path ?? '/');
  if (options.query && typeof options.query === 'object') {
    const search = new URLSearchParams(options.query as Record<string, string>).toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
  // What a client puts on the request line: anything but printable ASCII percent-encoded.
  url = url.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
  // The path exactly as the test wrote it (a URL would have its dot segments resolved here).
  const reply = await front.client.request(url, { method: options.method ?? 'GET', headers, body });
  // As inject gives it: the body as sent, compressed when the test asked for it.
  const raw = reply.body;
  const text = raw.toString('utf8');
  const replied: http.IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.headers)) if (!name.startsWith(':')) replied[name] = value as string | string[];
  return { statusCode: reply.status, headers: replied, rawPayload: raw, payload: text, body: text, json: () => JSON.parse(text) };
}

/**
 * The through-nginx mode of the API suites (TEST_THROUGH_NGINX=1): the app listens on loopback,
 * nginx goes in front of it with the project's configuration, and `app.inject` sends each
 * request over HTTP through nginx instead of in process. The suites stay as they are.
 */
export async function sendThroughNginx(app: FastifyInstance, dist: string): Promise<NginxFront> {
  const direct = await app.listen({ port: 0, host: '127.0.0.1' });
  const front = await startNginxFront([new URL(direct).host], dist);
  Object.defineProperty(app, 'inject', { value: (options: InjectOptions) => requestOverHttp(front, options), configurable: true });
  return front;
}
