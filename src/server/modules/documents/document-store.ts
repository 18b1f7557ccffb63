import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Files live under DATA_DIR/uploads with random names, outside anything the static server serves. */
const dirOf = (dataDir: string) => path.join(dataDir, 'uploads');
const KEY = /^[a-f0-9]{32}$/;

export async function writeStored(dataDir: string, bytes: Buffer): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await fs.mkdir(dirOf(dataDir), { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(dirOf(dataDir), key), bytes, { mode: 0o600, flag: 'wx' });
  return key;
}

export async function readStored(dataDir: string, key: string): Promise<Buffer> {
  if (!KEY.test(key)) throw new Error('bad storage key');
  return fs.readFile(path.join(dirOf(dataDir), key));
}

/** Best effort: a file left behind is harmless (no row points at it), a failed request is not. */
export async function removeStored(dataDir: string, key: string | null): Promise<void> {
  if (!key || !KEY.test(key)) return;
  await fs.rm(path.join(dirOf(dataDir), key), { force: true });
}
