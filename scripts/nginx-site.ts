// The nginx side of `npm run cluster` (scripts/cluster.ts): deploy/nginx/matrimonial.conf.template
// filled in with the API server's own headers, served as HTTP/2 over TLS. nginx serves dist/ itself, with the gzip and brotli
// forms `npm run build` wrote beside each text file (scripts/precompress-site.ts).
import fs from 'node:fs';
import path from 'node:path';
import { DATA_HEADERS, HSTS, INERT_HEADERS, INERT_TYPES, pageSecurityHeaders } from '../src/server/plugins/security-headers.ts';

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The security headers as nginx directives: one `add_header` each, and where pages, inert files
 * (scripts, styles, JSON, fonts, raster images: INERT_TYPES) and other files differ (the CSP above
 * all), a `map` on the reply's content type. An empty value sends no header, so a header only
 * pages carry is left off other files, as the API server does.
 */
export function headerDirectives(page: Record<string, string>, data: Record<string, string>, inert: Record<string, string> = data) {
  const maps: string[] = [];
  const adds: string[] = [];
  // INERT_TYPES in nginx's (PCRE) spelling: no escaped slashes.
  const inertTypes = `~${INERT_TYPES.source.replace(/\\\//g, '/')}`;
  for (const name of [...new Set([...Object.keys(page), ...Object.keys(data), ...Object.keys(inert)])].sort()) {
    const onPage = page[name] ?? '';
    const onData = data[name] ?? '';
    const onInert = inert[name] ?? '';
    if (onPage === onData && onData === onInert) {
      adds.push(`add_header ${name} ${quoted(onPage)} always;`);
      continue;
    }
    const variable = `$matrimonial_${name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
    maps.push(
      `map $sent_http_content_type ${variable} {\n    ~^text/html ${quoted(onPage)};\n    ${quoted(inertTypes)} ${quoted(onInert)};\n    default ${quoted(onData)};\n}`,
    );
    adds.push(`add_header ${name} ${variable} always;`);
  }
  return { maps, adds };
}

export interface SiteOptions {
  /** Where nginx listens for HTTPS (HTTP/2 over TLS). */
  listen: string;
  /** The certificate and key it serves (scripts/tls-certificate.ts makes one for this machine). */
  tls: { cert: string; key: string };
  root: string;
  upstreams: string[];
  dashboard: string;
  brotli: boolean;
  proxyParams: string;
  /** The built site whose inline code the CSP lists by hash. */
  staticDir: string;
  /** Where nginx keeps the public API replies it caches. */
  cacheDir: string;
}

/** deploy/nginx/matrimonial.conf.template with its placeholders filled in. */
export function renderNginxSite(template: string, options: SiteOptions): string {
  const page = pageSecurityHeaders({ staticDir: options.staticDir, payments: { provider: process.env.PAYMENT_PROVIDER ?? 'test' } });
  const { maps, adds } = headerDirectives(page, DATA_HEADERS, INERT_HEADERS);
  // Over TLS only, as the API server sends it (RFC 6797): browsers come back over HTTPS for a year.
  adds.push(`add_header strict-transport-security ${quoted(HSTS)} always;`);
  const values: Record<string, string> = {
    LISTEN: options.listen,
    TLS_CERT: options.tls.cert,
    TLS_KEY: options.tls.key,
    ROOT: options.root,
    UPSTREAMS: options.upstreams.map((u) => `    server ${u};`).join('\n'),
    DASHBOARD: options.dashboard,
    HEADER_MAPS: maps.join('\n'),
    HEADER_ADDS: adds.map((a) => `        ${a}`).join('\n'),
    BROTLI: options.brotli ? 'brotli_static on;' : '',
    PROXY_PARAMS: options.proxyParams,
    CACHE_DIR: options.cacheDir,
  };
  // Comment lines (the template's list of its placeholders) stay as they are.
  return template
    .split('\n')
    .map((line) => (line.trimStart().startsWith('#') ? line : line.replace(/@@([A-Z_]+)@@/g, (whole, name: string) => values[name] ?? whole)))
    .join('\n');
}

/**
 * nginx's own configuration for a private instance under `prefix` (pid, logs, temporary files
 * there; in the foreground) around the site: `prefix/nginx.conf`, with the site in `prefix/site.conf`.
 */
export function writeNginxConf(prefix: string, siteConf: string, options: { brotli: boolean; modules: string }) {
  fs.writeFileSync(path.join(prefix, 'site.conf'), siteConf);
  const group = fs.existsSync('/etc/group') && /^nogroup:/m.test(fs.readFileSync('/etc/group', 'utf8')) ? 'nogroup' : 'nobody';
  const mime = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find((f) => fs.existsSync(f));
  const lines = [
    ...(options.brotli ? [`load_module ${options.modules}/ngx_http_brotli_static_module.so;`] : []),
    // Started by root, the workers run as nobody (and read the site through a readable prefix).
    ...(process.getuid?.() === 0 ? [`user nobody ${group};`] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    ...(mime ? [`  include ${mime};`] : []),
    '  default_type application/octet-stream;',
    // Which instance answered each request, and when (bench:cluster reads it), with the request's
    // id, which the instance's own line for it carries too.
    "  log_format matrimonial_upstream '$msec $status $upstream_addr $upstream_cache_status $request_id $request_method $uri $request_time';",
    `  access_log ${prefix}/access.log matrimonial_upstream;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t}_temp;`),
    '  sendfile on;',
    '  keepalive_timeout 65;',
    `  include ${prefix}/site.conf;`,
    '}',
    '',
  ];
  fs.chmodSync(prefix, 0o755);
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), lines.join('\n'));
  return path.join(prefix, 'nginx.conf');
}
