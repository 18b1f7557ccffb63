import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * The static pages inline their critical CSS and a few tiny scripts (theme before paint).
 * Rather than allow 'unsafe-inline', the CSP lists the hash of every inline element found
 * in the built site at start-up.
 */
export function inlineHashes(staticDir: string | null) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  if (staticDir && fs.existsSync(staticDir)) {
    for (const file of htmlFiles(staticDir)) {
      const html = fs.readFileSync(file, 'utf8');
      for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g))
        if (m[1].trim()) scripts.add(sha256(m[1]));
      for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) styles.add(sha256(m[1]));
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** Razorpay Checkout, loaded by the dashboard only when Razorpay is the configured provider (its documented CSP). */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/**
 * What every reply that is not a page carries: nothing may run, load or frame it as a document,
 * its type is not sniffed, and other origins may not embed it.
 */
export const DATA_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; object-src 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
};

/**
 * Replies no browser shows as a document (scripts, styles, JSON, fonts, raster images): a policy
 * for documents does nothing on them, so they carry only what guards a resource, that its type is
 * not sniffed and that other origins may not embed it (docs/decisions/084-first-screen-at-the-floor.md).
 * Any other type (an SVG, XML, a PDF, a download of unknown kind) keeps DATA_HEADERS, whose CSP
 * stops it running anything when opened by itself.
 */
export const INERT_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': DATA_HEADERS['cross-origin-resource-policy'],
  'x-content-type-options': DATA_HEADERS['x-content-type-options'],
};
/** The content types INERT_HEADERS are for, as a pattern on the Content-Type header (nginx reads it too). */
export const INERT_TYPES =
  /^(application\/json|application\/manifest\+json|text\/javascript|application\/javascript|text\/css|font\/|image\/(png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon)\b)/;

/** Which set a reply carries, by its content type. */
export function headersFor(contentType: string, page: Record<string, string>): Readonly<Record<string, string>> {
  if (contentType.startsWith('text/html')) return page;
  return INERT_TYPES.test(contentType) ? INERT_HEADERS : DATA_HEADERS;
}

/** Strict-Transport-Security, sent over TLS only (RFC 6797 §7.2), by the server and by nginx. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The service worker's own policy (a worker's CSP comes from its script's reply): it may fetch
 * from this origin only, to fill and refresh its caches (docs/decisions/040).
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; script-src 'self'";

/**
 * Helmet's headers for this configuration, worked out once: they are the same for every reply
 * (no nonces; inline code is allowed by hash). @fastify/helmet built Helmet anew on every request,
 * parsing the policy each time (2–3% of the server's CPU under bench:load).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value), removeHeader: () => undefined };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * The headers of every page (HTML) for this configuration: the CSP lists the hashes of the inline
 * code of the built site in `staticDir`. A proxy that serves the site itself (scripts/cluster.ts,
 * docs/deploy.md) sends these same headers.
 */
export function pageSecurityHeaders(config: { staticDir: string | null; payments: { provider: string } }): Record<string, string> {
  const { scripts, styles } = inlineHashes(config.staticDir);
  const razorpay = config.payments.provider === 'razorpay';
  return securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scripts, ...(razorpay ? RAZORPAY.script : [])],
        styleSrc: ["'self'", ...styles],
        imgSrc: ["'self'", 'data:', 'blob:', ...(razorpay ? RAZORPAY.img : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(razorpay ? RAZORPAY.connect : [])],
        frameSrc: razorpay ? RAZORPAY.frame : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS means something only over TLS (RFC 6797 §7.2); behind a proxy that is X-Forwarded-Proto with TRUST_PROXY.
    strictTransportSecurity: false,
  });
}

export async function registerSecurityHeaders(app: FastifyInstance) {
  const pageHeaders = pageSecurityHeaders(app.config);
  // Pages get the whole policy; every other reply (JSON, files, scripts) only what protects a
  // resource that is not a document: about 0.2 KB instead of about 2 KB of headers, which was most
  // of the bytes of a short JSON reply. A browser applies CSP and framing rules to documents only.
  // Scripts, styles, JSON, fonts and raster images need no policy for documents at all (INERT_HEADERS).
  app.addHook('onSend', async (request, reply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const html = type.startsWith('text/html');
    reply.headers(headersFor(type, pageHeaders));
    if (request.url === '/sw.js') reply.header('content-security-policy', SERVICE_WORKER_CSP);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Swagger UI styles its widgets with attributes; its page alone may use inline styles.
    if (html && request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', pageHeaders['content-security-policy'].replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"));
    }
  });
}
