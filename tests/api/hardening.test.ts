import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { latestCode, latestMail } from '../helpers/outbox.ts';
import { registration, verifiedMember } from '../factories/accounts.ts';
import { START_WAIT_MS, freePort, startServer, waitForExit } from '../helpers/server-process.ts';
import { DOCUMENT_TEXT } from '../../src/shared/messages.ts';
import type { LooseJson } from '../helpers/loose-json.ts';

/**
 * What an attacker or an auditor checks from outside: security headers on every page and API
 * reply, secrets never written to the logs, and images built to exhaust memory refused.
 */
const root = path.resolve(import.meta.dirname, '../..');
const builtSite = path.join(root, 'dist');

/** The built site when there is one (npm test builds it first), else a small stand-in with inline script and style. */
function siteDir(): string {
  if (fs.existsSync(path.join(builtSite, 'index.html'))) return builtSite;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-site-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><style>body{color:#222}</style><script>document.documentElement.dataset.theme='light'</script></head><body><h1>${title}</h1></body></html>`;
  for (const name of ['index', 'about-us', 'login', '404', 'dashboard']) fs.writeFileSync(path.join(dir, `${name}.html`), page(name));
  return dir;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

function expectHardened(headers: Record<string, unknown>, where: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, where).not.toBe('');
  expect(directive(csp, 'script-src'), where).not.toContain("'unsafe-inline'");
  expect(directive(csp, 'script-src'), where).not.toContain("'unsafe-eval'");
  expect(directive(csp, 'frame-ancestors'), where).toBe("frame-ancestors 'none'");
  expect(directive(csp, 'object-src'), where).toBe("object-src 'none'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  let t: TestApp;
  let behindTls: TestApp;
  let site: string;
  beforeAll(async () => {
    site = siteDir();
    t = await createTestApp({ STATIC_DIR: site });
    behindTls = await createTestApp({ STATIC_DIR: site, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await behindTls.close();
    if (site !== builtSite) fs.rmSync(site, { recursive: true, force: true });
  });

  it('are on every public page, and every inline script is allowed by its hash rather than unsafe-inline', async () => {
    const pages = fs.readdirSync(site).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const file of pages) {
      const url = file === 'index.html' ? '/' : file === '404.html' ? '/no-such-page' : `/${file.replace(/\.html$/, '')}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(file === '404.html' ? 404 : 200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expectHardened(res.headers, url);
      expect(res.headers['strict-transport-security'], `${url} over plain HTTP`).toBeUndefined();
      const html = fs.readFileSync(path.join(site, file), 'utf8');
      const scriptSrc = directive(String(res.headers['content-security-policy']), 'script-src');
      for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) {
        if (m[1].trim()) expect(scriptSrc, `${url}: an inline script is not allowed by the CSP`).toContain(sha256(m[1]));
      }
    }
  });

  // A policy for documents does nothing on a reply no browser shows as one (docs/decisions/084).
  const expectResourceOnly = (headers: Record<string, unknown>, where: string) => {
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['cross-origin-resource-policy'], where).toBe('same-origin');
    for (const documentOnly of [
      'content-security-policy',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-xss-protection',
    ])
      expect(headers[documentOnly], `${where} ${documentOnly}`).toBeUndefined();
  };

  it('on API replies of every kind (success, bad input, no session, unknown route) guard the resource only: nosniff and same-origin', async () => {
    const replies = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/religion-master' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 400, 401, 404]);
    for (const res of replies) {
      expect(res.headers['content-type'], res.raw.req.url).toMatch(/^application\/json/);
      expectResourceOnly(res.headers, res.raw.req.url ?? '');
      expect(res.json()).toHaveProperty('responseCode', res.statusCode);
    }
  });

  it('on scripts, styles and pictures of the site are the resource set only, under 0.1 KB; an SVG keeps a policy that runs nothing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toContain('script-src');
    const assets = fs.existsSync(path.join(site, '_astro')) ? fs.readdirSync(path.join(site, '_astro')) : [];
    const script = assets.find((f) => f.endsWith('.js'));
    const files = [...(script ? [`/_astro/${script}`] : []), '/manifest.webmanifest', '/icons/icon-192.png'].filter((url) =>
      fs.existsSync(path.join(site, url)),
    );
    for (const url of files) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expectResourceOnly(res.headers, url);
      const securityBytes = ['cross-origin-resource-policy', 'x-content-type-options']
        .map((name) => name.length + String(res.headers[name]).length + 4)
        .reduce((a, b) => a + b, 0);
      expect(securityBytes, url).toBeLessThan(100);
    }
    if (fs.existsSync(path.join(site, 'favicon.svg'))) {
      // An SVG opened by itself is a document that could run script: it keeps the policy that allows nothing.
      const svg = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(svg.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; object-src 'none'");
      expect(svg.headers['x-content-type-options']).toBe('nosniff');
    }
    // The pages keep the whole set.
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('on the service worker are its own policy, which a worker takes from its script', async () => {
    if (!fs.existsSync(path.join(site, 'sw.js'))) return;
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; script-src 'self'");
  });

  it('include HSTS only over TLS: behind a trusted proxy that says https', async () => {
    const tls = await behindTls.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const page = await behindTls.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await behindTls.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim TLS with a header.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});

describe('the server log', () => {
  it(
    'never holds a password, one-time code, token, signed link or document content',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-logscan-'));
      // The most talkative level: whatever a production log could ever hold is in here.
      const server = await startServer(
        { DATA_DIR: dataDir, LOG_LEVEL: 'trace', RATE_LIMITS: 'false', SITE_URL: 'https://shaadi.example.in' },
        await freePort(),
      );
      const secrets: Record<string, string> = {};
      let unknownPath = '';
      let requestId = '';
      try {
        const api = async (method: string, url: string, body?: unknown, token?: string) => {
          const res = await fetch(`${server.baseUrl}/api${url}`, {
            method,
            headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: body ? JSON.stringify(body) : undefined,
          });
          return { status: res.status, body: (await res.json()) as LooseJson };
        };
        const account = registration();
        secrets.password = account.password;
        const reg = await api('POST', '/auth/register', account);
        expect(reg.status).toBe(201);
        secrets.verificationToken = reg.body.response.verificationToken;
        secrets.code = latestCode(dataDir, account.email);
        const verify = await api('POST', '/auth/verify-otp', {
          userId: reg.body.response.userId,
          verificationToken: secrets.verificationToken,
          emailOtpCode: secrets.code,
          mobileOtpCode: latestCode(dataDir, account.mobile),
        });
        expect(verify.status).toBe(200);
        secrets.firstSession = verify.body.response.accessToken;
        secrets.wrongPassword = `Wrong-${randomBytes(6).toString('hex')}`;
        expect((await api('POST', '/auth/login', { email: account.email, password: secrets.wrongPassword })).status).toBe(401);
        const login = await api('POST', '/auth/login', { email: account.email, password: account.password });
        expect(login.status).toBe(200);
        secrets.session = login.body.response.accessToken;

        // An identity document whose text is unique to this run.
        secrets.documentText = `AADHAAR-${randomBytes(8).toString('hex')}`;
        const pdf = Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${secrets.documentText}\n%%EOF\n`, 'latin1');
        const types = (await api('GET', '/document-type-master?pageSize=100')).body.response;
        const aadhaar = (types.items ?? types).find((d: { name: string }) => /aadha/i.test(d.name));
        const form = new FormData();
        form.append('userId', String(reg.body.response.userId));
        form.append('documentTypeId', String(aadhaar.id));
        form.append('file', new Blob([new Uint8Array(pdf)]), 'aadhaar.pdf');
        const upload = await fetch(`${server.baseUrl}/api/Document/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secrets.session}` },
          body: form,
        });
        expect(upload.status).toBe(201);
        const docUrl: string = ((await upload.json()) as LooseJson).response.docUrl;
        secrets.signature = new URL(docUrl, server.baseUrl).searchParams.get('sig')!;
        const file = await fetch(`${server.baseUrl}${docUrl}`, { headers: { authorization: `Bearer ${secrets.session}` } });
        expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toContain(secrets.documentText);

        expect((await api('POST', '/auth/reset-password', { email: account.email })).status).toBe(200);
        await expect.poll(() => latestMail(dataDir, account.email)?.subject ?? '', { timeout: 10_000 }).toContain('Reset');
        secrets.resetToken = /reset-password\?token=([\w%-]+)/.exec(latestMail(dataDir, account.email)!.text)![1];
        secrets.newPassword = `New-${randomBytes(6).toString('hex')}-Pass`;
        expect(
          (
            await api('POST', '/auth/complete-reset', {
              token: decodeURIComponent(secrets.resetToken),
              newPassword: secrets.newPassword,
              confirmPassword: secrets.newPassword,
            })
          ).status,
        ).toBe(200);
        expect((await api('POST', '/auth/login', { email: account.email, password: secrets.newPassword })).status).toBe(200);

        // Secrets in addresses and headers: a stream ticket, tokens, signed-link parts, codes, a
        // password, credentials in Authorization and Cookie, on routes that refuse them.
        const query = new URLSearchParams();
        for (const name of ['ticket', 'token', 'access_token', 'sig', 'signature', 'code', 'otp', 'password']) {
          secrets[`${name} in a query`] = `${name}-${randomBytes(6).toString('hex')}`;
          query.set(name, secrets[`${name} in a query`]);
        }
        secrets.bearer = `bearer-${randomBytes(8).toString('hex')}`;
        secrets.cookie = `cookie-${randomBytes(8).toString('hex')}`;
        const credentials = { authorization: `Bearer ${secrets.bearer}`, cookie: `session=${secrets.cookie}` };
        expect((await fetch(`${server.baseUrl}/api/events?ticket=${secrets['ticket in a query']}`)).status).toBe(401);
        expect((await fetch(`${server.baseUrl}/api/religion-master?access_token=${secrets['access_token in a query']}`)).status).toBe(400);
        expect((await fetch(`${server.baseUrl}/api/auth/me?${query}`, { headers: credentials })).status).toBe(401);
        // A request's lines carry its id, which the reply names; a client's own id is not believed.
        unknownPath = `/api/no-such-${randomBytes(4).toString('hex')}`;
        const unknown = await fetch(`${server.baseUrl}${unknownPath}?${query}`, { headers: { ...credentials, 'x-request-id': 'chosen-by-the-client' } });
        expect(unknown.status).toBe(404);
        requestId = unknown.headers.get('x-request-id')!;
        expect(requestId).toMatch(/^[0-9a-f]{32}$/);
      } finally {
        server.child.kill('SIGTERM');
        await waitForExit(server.child);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      const log = server.output();
      // The capture works: requests, their URLs and the mail deliveries are in it.
      expect(log).toContain('/api/auth/login');
      expect(log).toContain('/api/files/');
      expect(log).toContain('mail sent');
      const linesOfRequest = log.split('\n').filter((line) => line.includes(unknownPath));
      expect(linesOfRequest.length).toBeGreaterThan(0);
      for (const line of linesOfRequest) expect(line).toContain(`"reqId":"${requestId}"`);
      expect(log).not.toContain('chosen-by-the-client');
      for (const [name, secret] of Object.entries(secrets)) {
        expect(secret.length, name).toBeGreaterThanOrEqual(6);
        const pattern = name === 'code' ? new RegExp(`(?<![\\d.])${secret}(?![\\d.])`) : null;
        const lines = log.split('\n').filter((line) => (pattern ? pattern.test(line) : line.includes(secret)));
        expect(lines, `the ${name} appears in the server log`).toEqual([]);
      }
      // A server process of its own, on a fresh database: on a busy machine, more than the default minute.
    },
    START_WAIT_MS + 120_000,
  );
});

/** A PNG from its parts, CRCs and all, so a test can state any size it likes. */
function png(width: number, height: number, idat: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth: one bit per pixel, so the bomb stays small
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small JPEG whose frame header is rewritten to claim the given size. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
    .jpeg({ mozjpeg: false })
    .toBuffer();
  for (let i = 2; i < jpeg.length - 8; i++) {
    if (jpeg[i] === 0xff && jpeg[i + 1] >= 0xc0 && jpeg[i + 1] <= 0xc2) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header');
}

describe('images built to exhaust memory', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  let photoType: number;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'false' });
    const m = await verifiedMember(t);
    member = { id: m.userId, token: m.accessToken };
    const types = (await t.db.selectFrom('documentType').select(['id', 'name']).execute()) as Array<{ id: number; name: string }>;
    photoType = types.find((d) => /close/i.test(d.name))!.id;
  });
  afterAll(() => t.close());

  const upload = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('userId', String(member.id));
    form.append('documentTypeId', String(photoType));
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const req = new Request('http://test.local/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Document/upload',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const stored = async () => ({
    rows: ((await t.db.selectFrom('document').select('id').where('userId', '=', member.id).execute()) as unknown[]).length,
    files: fs.existsSync(path.join(t.dataDir, 'uploads')) ? fs.readdirSync(path.join(t.dataDir, 'uploads')).length : 0,
  });

  // A 10,000 × 10,000 one-bit image: 12 MB of pixels decoded (and 100 million once expanded to RGB) from a 12 KB upload.
  const rowBytes = 1 + 10_000 / 8;
  const cases: Array<[string, () => Buffer | Promise<Buffer>, string]> = [
    [
      'a decompression bomb (100 megapixels in 12 KB of PNG)',
      () => png(10_000, 10_000, zlib.deflateSync(Buffer.alloc(rowBytes * 10_000), { level: 9 })),
      'bomb.png',
    ],
    ['a PNG claiming 100,000 × 100,000 pixels', () => png(100_000, 100_000, zlib.deflateSync(Buffer.alloc(1000))), 'huge.png'],
    ['a JPEG claiming 60,000 × 60,000 pixels', () => jpegClaiming(60_000, 60_000), 'huge.jpg'],
  ];
  it.each(cases)('refuses %s with a clear 400 and stores nothing', async (_name, make, fileName) => {
    const bytes = await make();
    expect(bytes.length).toBeLessThan(64 * 1024);
    const before = await stored();
    const res = await upload(bytes, fileName);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ responseCode: 400, response: null, error: { message: DOCUMENT_TEXT.tooManyPixels } });
    expect(await stored()).toEqual(before);
  });

  it('still takes an ordinary photo afterwards', async () => {
    const sharp = (await import('sharp')).default;
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c86' } })
      .jpeg()
      .toBuffer();
    const res = await upload(photo, 'me.jpg');
    expect(res.status).toBe(201);
  });
});
