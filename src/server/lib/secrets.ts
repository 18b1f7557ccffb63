import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/config.ts';

/**
 * Server secrets: from configuration when set (required when several API instances share a
 * database), otherwise generated once into DATA_DIR/secrets/ with owner-only permissions so a
 * restart keeps signed links, one-time codes and encrypted documents readable.
 */
export interface Secrets {
  /** HMAC key for signed document URLs and hashed one-time codes. */
  signingKey: Buffer;
  /** AES-256-GCM key for identity documents at rest. */
  documentKey: Buffer;
  /** HMAC key of the audit log's chain and of its signed checkpoints (docs/decisions/056-audit-log.md). */
  auditKey: Buffer;
  /**
   * HMAC key of the contacts a member hides from (docs/decisions/089-contact-on-the-members-terms.md):
   * derived from the audit key, which every instance shares and which is never rotated, so the
   * stored hashes keep matching without a key of their own to configure.
   */
  contactKey: Buffer;
  /** Keys being rotated out: they still verify and decrypt, never sign or encrypt. */
  previousSigningKeys: Buffer[];
  previousDocumentKeys: Buffer[];
}

function loadOrCreate(dir: string, name: string, bytes: number): Buffer {
  const file = path.join(dir, name);
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = randomBytes(bytes);
  try {
    fs.writeFileSync(file, value.toString('hex'), { mode: 0o600, flag: 'wx' });
    return value;
  } catch {
    // Another process created it first: use theirs.
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  }
}

const cache = new Map<string, Secrets>();

export function secretsFor(config: Pick<Config, 'dataDir' | 'secrets'>): Secrets {
  const key = JSON.stringify([config.dataDir, config.secrets]);
  const cached = cache.get(key);
  if (cached) return cached;
  const dir = path.join(config.dataDir, 'secrets');
  const auditKey = config.secrets.auditKey ? Buffer.from(config.secrets.auditKey, 'utf8') : loadOrCreate(dir, 'audit.key', 32);
  const secrets: Secrets = {
    signingKey: config.secrets.signingKey ? Buffer.from(config.secrets.signingKey, 'utf8') : loadOrCreate(dir, 'signing.key', 32),
    documentKey: config.secrets.documentKey ? Buffer.from(config.secrets.documentKey, 'hex') : loadOrCreate(dir, 'document.key', 32),
    auditKey,
    contactKey: Buffer.from(hkdfSync('sha256', auditKey, Buffer.alloc(0), 'hidden-contacts', 32)),
    previousSigningKeys: (config.secrets.previousSigningKeys ?? []).map((k) => Buffer.from(k, 'utf8')),
    previousDocumentKeys: (config.secrets.previousDocumentKeys ?? []).map((k) => Buffer.from(k, 'hex')),
  };
  cache.set(key, secrets);
  return secrets;
}
