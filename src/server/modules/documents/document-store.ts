import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startEncryption, TAG_OFFSET } from '../../lib/encryption.ts';

/**
 * Files live under DATA_DIR/uploads with random names, outside anything the static server serves.
 *
 * Crash safety (docs/product/documents-and-photos.md): a file is first written whole to `<key>.partial` and flushed to disk,
 * the database row is committed, and only then is it renamed to `<key>` (a rename is atomic). So a
 * stored file always has its row; a process killed at any point leaves at most a `.partial`, which
 * recoverStored() at start rolls forward (row committed) or removes (no row).
 *
 * An upload arrives as `<key>.incoming`, streamed from the request (never held whole in memory),
 * and is removed once checked and stored, or refused; one left by a stop is removed at start.
 */
const dirOf = (dataDir: string) => path.join(dataDir, 'uploads');
const KEY = /^[a-f0-9]{32}$/;
const PARTIAL = '.partial';
const INCOMING = '.incoming';

export interface StoredFile {
  storageKey: string;
  /** Of the content before encryption, as decrypting gives it back. */
  sha256: string;
  sizeBytes: number;
}

const uploadsDir = async (dataDir: string) => {
  await fs.mkdir(dirOf(dataDir), { recursive: true, mode: 0o700 });
  return dirOf(dataDir);
};

/** How long a file part may go without a byte once the whole request has arrived. */
const STALL_MS = 2000;

/**
 * Streams a request's file into `uploads/<key>.incoming`. A failure part-way (the size limit,
 * a dropped connection) removes the partial file before the error goes on.
 *
 * `arrived` settles when the request body has been read to its end. A form cut off inside a file
 * part can leave that part's stream neither ended nor errored (the parser reports the early end
 * before anyone listens), which would hold the upload, and its admission slot, for ever; so a
 * part that makes no progress for STALL_MS after the body has arrived fails as unreadable.
 */
export async function receiveIncoming(dataDir: string, source: Readable, arrived?: Promise<void>): Promise<{ path: string; sizeBytes: number }> {
  const file = path.join(await uploadsDir(dataDir), randomBytes(16).toString('hex') + INCOMING);
  let sizeBytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      done(null, chunk);
    },
  });
  const stalled = new AbortController();
  let watch: NodeJS.Timeout | undefined;
  let finished = false;
  void arrived?.then(() => {
    let seen = -1;
    if (finished) return;
    watch = setInterval(() => {
      if (sizeBytes === seen) stalled.abort(new Error('The upload ended part-way through a file.'));
      seen = sizeBytes;
    }, STALL_MS);
  });
  try {
    // A part the parser has already given up on will never end: refuse it now.
    if (source.destroyed) throw new Error('The upload ended part-way through a file.');
    await pipeline(source, count, createWriteStream(file, { flags: 'wx', mode: 0o600 }), { signal: stalled.signal });
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  } finally {
    finished = true;
    clearInterval(watch);
  }
  return { path: file, sizeBytes };
}

/** Removes a received upload once it has been stored or refused. */
export const discardIncoming = (file: string) => fs.rm(file, { force: true });

/** The first bytes of a received file, enough to tell its type. */
export async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Writes content (a buffer, or a file streamed from disk) to `<key>.partial` and flushes it,
 * encrypting it on the way when a key is given; the hash and size are of the plain content.
 */
export async function writeStored(dataDir: string, content: Buffer | string, encryptWith?: Buffer): Promise<StoredFile> {
  const key = randomBytes(16).toString('hex');
  const target = path.join(await uploadsDir(dataDir), key + PARTIAL);
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      done(null, chunk);
    },
  });
  const source = typeof content === 'string' ? createReadStream(content) : [content];
  const out = () => createWriteStream(target, { flags: 'wx', mode: 0o600 });
  try {
    let tag: Buffer | null = null;
    if (encryptWith) {
      // The IV and room for the tag first; the tag is known only once the content has passed.
      const encryption = startEncryption(encryptWith);
      const withHeader = async function* (chunks: AsyncIterable<Buffer>) {
        yield encryption.header;
        yield* chunks;
      };
      await pipeline(source, measure, encryption.cipher, withHeader, out());
      tag = encryption.tag();
    } else {
      await pipeline(source, measure, out());
    }
    const handle = await fs.open(target, 'r+');
    try {
      if (tag) await handle.write(tag, 0, tag.length, TAG_OFFSET);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
  return { storageKey: key, sha256: hash.digest('hex'), sizeBytes };
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
 * refers to (an unfinished upload, the old file of a replaced document, an `.incoming` upload
 * that was still arriving) is removed.
 */
export async function recoverStored(dataDir: string, isReferenced: (keys: string[]) => Promise<Set<string>>): Promise<{ completed: number; removed: number }> {
  const names = await fs.readdir(dirOf(dataDir)).catch(() => [] as string[]);
  const keyOf = (name: string) => name.replace(/\.(partial|incoming)$/, '');
  const referenced = await isReferenced([...new Set(names.map(keyOf).filter((k) => KEY.test(k)))]);
  let completed = 0;
  let removed = 0;
  for (const name of names) {
    const key = keyOf(name);
    const full = path.join(dirOf(dataDir), name);
    if (!KEY.test(key)) continue;
    if (!referenced.has(key) || name.endsWith(INCOMING)) {
      await fs.rm(full, { force: true });
      removed++;
    } else if (name.endsWith(PARTIAL)) {
      await fs.rename(full, path.join(dirOf(dataDir), key));
      completed++;
    }
  }
  return { completed, removed };
}
