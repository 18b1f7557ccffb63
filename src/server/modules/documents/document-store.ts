import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files live under DATA_DIR/uploads with random names, outside anything the static server serves.
 *
 * Crash safety (DESIGN §10): a file is first written whole to `<key>.partial` and flushed to disk,
 * the database row is committed, and only then is it renamed to `<key>` (a rename is atomic). So a
 * stored file always has its row; a process killed at any point leaves at most a `.partial`, which
 * recoverStored() at start rolls forward (row committed) or removes (no row).
 */
const dirOf = (dataDir: string) => path.join(dataDir, 'uploads');
const KEY = /^[a-f0-9]{32}$/;
const PARTIAL = '.partial';

export async function writeStored(dataDir: string, bytes: Buffer): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await fs.mkdir(dirOf(dataDir), { recursive: true, mode: 0o700 });
  const handle = await fs.open(path.join(dirOf(dataDir), key + PARTIAL), 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return key;
}

/** Makes a written file the stored one, once its row is committed. */
export async function commitStored(dataDir: string, key: string): Promise<void> {
  await fs.rename(path.join(dirOf(dataDir), key + PARTIAL), path.join(dirOf(dataDir), key));
}

export async function readStored(dataDir: string, key: string): Promise<Buffer> {
  if (!KEY.test(key)) throw new Error('bad storage key');
  try {
    return await fs.readFile(path.join(dirOf(dataDir), key));
  } catch (error) {
    // Between the row's commit and the rename, the file is still under its partial name.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return fs.readFile(path.join(dirOf(dataDir), key + PARTIAL));
  }
}

/** Best effort: a file left behind is harmless (no row points at it) and swept at the next start. */
export async function removeStored(dataDir: string, key: string | null): Promise<void> {
  if (!key || !KEY.test(key)) return;
  await fs.rm(path.join(dirOf(dataDir), key), { force: true });
  await fs.rm(path.join(dirOf(dataDir), key + PARTIAL), { force: true });
}

/**
 * At start: a `.partial` whose row was committed is renamed into place, any other file no row
 * refers to (an unfinished upload, the old file of a replaced document) is removed.
 */
export async function recoverStored(dataDir: string, isReferenced: (keys: string[]) => Promise<Set<string>>): Promise<{ completed: number; removed: number }> {
  const names = await fs.readdir(dirOf(dataDir)).catch(() => [] as string[]);
  const keyOf = (name: string) => (name.endsWith(PARTIAL) ? name.slice(0, -PARTIAL.length) : name);
  const referenced = await isReferenced([...new Set(names.map(keyOf).filter((k) => KEY.test(k)))]);
  let completed = 0;
  let removed = 0;
  for (const name of names) {
    const key = keyOf(name);
    const full = path.join(dirOf(dataDir), name);
    if (!KEY.test(key)) continue;
    if (!referenced.has(key)) {
      await fs.rm(full, { force: true });
      removed++;
    } else if (name.endsWith(PARTIAL)) {
      await fs.rename(full, path.join(dirOf(dataDir), key));
      completed++;
    }
  }
  return { completed, removed };
}
