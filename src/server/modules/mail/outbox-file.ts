import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * One file per message in DATA_DIR/outbox, named so that sorting by name is sorting by time:
 * ISO time (colons replaced, for portable file names), a per-process sequence, a random tail.
 */
let sequence = 0;

export async function writeOutboxFile(dataDir: string, extension: string, content: string | Buffer): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/:/g, '-');
  const name = `${stamp}-${String(sequence++ % 1_000_000).padStart(6, '0')}-${randomBytes(3).toString('hex')}${extension}`;
  const file = path.join(dir, name);
  await fs.writeFile(file, content, { mode: 0o600 });
  return file;
}

/** ra***@gmail.com: enough for the member to recognise the address, not to harvest it. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return '***';
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***@${domain}`;
}

/** ******3210 */
export const maskMobile = (mobile: string) => `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
