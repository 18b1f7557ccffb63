import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service (docs/product/calls-and-push.md), on loopback: it
 * accepts what the server pushes as a real one does, checks the VAPID signature (RFC 8292: an
 * ES256 JWT verified against the key the request names, which must be the server's), and
 * decrypts the payload (RFC 8291, aes128gcm) with the device's private keys, as the browser would.
 * `device()` makes a subscription's keys; `gone(endpoint)` makes the service answer 410 for it,
 * `refuse(endpoint, status)` 400 or 403 until `accept(endpoint)`; `hits(endpoint)` counts the
 * requests it got.
 */
export interface ReceivedPush {
  endpoint: string;
  payload: Record<string, unknown>;
  claims: { aud: string; exp: number; sub: string };
  ttl: number;
  urgency: string | null;
}

const b64u = (b: Buffer) => b.toString('base64url');

/** RFC 8291: the content-encryption key and nonce from the device's keys, then AES-128-GCM. */
export function decryptPush(body: Buffer, device: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any padding zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no final-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Verifies `vapid t=<jwt>, k=<key>` and returns the JWT's claims; throws when it does not verify. */
export function verifyVapid(header: string | undefined, expectedKey: string) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, key] = m;
  if (key !== expectedKey) throw new Error('signed with another key');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: 'jwk' });
  const [head, claims, signature] = jwt.split('.');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims'];
}

export interface Device {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

/**
 * A certificate for 127.0.0.1, trusted by this process's HTTPS requests only: push services are
 * HTTPS, and `web-push` sends over HTTPS alone.
 */
function loopbackCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  const trusted = https.globalAgent.options.ca;
  https.globalAgent.options.ca = [...(Array.isArray(trusted) ? trusted : trusted ? [trusted] : []), pair.cert];
  return pair;
}

export async function startPushService(serverPublicKey: () => string) {
  const devices = new Map<string, Device>();
  const goneOnes = new Set<string>();
  const refusing = new Map<string, number>();
  const hitCount = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const pair = loopbackCertificate();
  const server = https.createServer(pair, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${base}${req.url}`;
      hitCount.set(endpoint, (hitCount.get(endpoint) ?? 0) + 1);
      const device = devices.get(endpoint);
      if (!device || goneOnes.has(endpoint)) return void res.writeHead(device ? 410 : 404).end();
      if (refusing.has(endpoint)) return void res.writeHead(refusing.get(endpoint)!).end();
      try {
        const claims = verifyVapid(req.headers.authorization, serverPublicKey());
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device)) as Record<string, unknown>;
        received.push({ endpoint, payload, claims, ttl: Number(req.headers.ttl), urgency: (req.headers.urgency as string | undefined) ?? null });
        res.writeHead(201).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    /** The service's certificate (PEM), for a sender in another process to trust. */
    certificate: pair.cert.toString(),
    received,
    refused,
    /** A browser's subscription: an endpoint here and fresh keys. */
    device(): Device {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${base}/push/${randomBytes(8).toString('hex')}`;
      const d = {
        endpoint,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        auth,
      };
      devices.set(endpoint, d);
      return d;
    },
    gone: (endpoint: string) => void goneOnes.add(endpoint),
    refuse: (endpoint: string, status: 400 | 403) => void refusing.set(endpoint, status),
    accept: (endpoint: string) => void refusing.delete(endpoint),
    hits: (endpoint: string) => hitCount.get(endpoint) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
