import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { renderNginxSite, writeNginxConf } from '../../scripts/nginx-site.ts';
import { freePort } from './server-process.ts';
import type { LooseJson } from './loose-json.ts';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const root = path.resolve(import.meta.dirname, '../..');

export interface NginxFront {
  url: string;
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
  const site = renderNginxSite(fs.readFileSync(path.join(root, 'deploy/nginx/matrimonial.conf.template'), 'utf8'), {
    listen: `127.0.0.1:${port}`,
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
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 200) throw new Error(`nginx does not answer at ${url} (${prefix}/error.log)`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    prefix,
    async close() {
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

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * A header value as it crosses the wire: its UTF-8 bytes (Node sends a string's characters as
 * single bytes), or nothing when it holds a control character, which no HTTP/1.1 message can
 * carry (nginx would refuse the whole request).
 */
function onTheWire(value: string): string | null {
  const bytes = Buffer.from(value, 'utf8').toString('latin1');
  return /[^\t\x20-\x7e\x80-\xff]/.test(bytes) ? null : bytes;
}

/** One request over HTTP to `base`, with inject's options and the reply in inject's shape. */
function requestOverHttp(base: string, options: InjectOptions): Promise<HttpReply> {
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
  return new Promise((resolve, reject) => {
    // The path exactly as the test wrote it (a URL string would have its dot segments resolved here).
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, path: url, method: options.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString('utf8');
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawPayload: raw, payload: text, body: text, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The through-nginx mode of the API suites (TEST_THROUGH_NGINX=1): the app listens on loopback,
 * nginx goes in front of it with the project's configuration, and `app.inject` sends each
 * request over HTTP through nginx instead of in process. The suites stay as they are.
 */
export async function sendThroughNginx(app: FastifyInstance, dist: string): Promise<NginxFront> {
  const direct = await app.listen({ port: 0, host: '127.0.0.1' });
  const front = await startNginxFront([new URL(direct).host], dist);
  Object.defineProperty(app, 'inject', { value: (options: InjectOptions) => requestOverHttp(front.url, options), configurable: true });
  return front;
}
