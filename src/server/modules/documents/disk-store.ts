import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startEncryption, TAG_OFFSET } from '../../lib/encryption.ts';
import { checkRecordName, FOLDER, KEY, type StoreEntry, type StoredFile, type UploadStore } from './upload-store.ts';

/**
 * Files live under DATA_DIR/uploads with random names, outside anything the static server serves.
 * With uploads in a bucket the same folder is the instance's own working folder: uploads arrive
 * there and a file is prepared there before it goes to the bucket.
 *
 * Crash safety (docs/product/documents-and-photos.md): a file is first written whole to `<key>.partial` and flushed to disk,
 * the database row is committed, and only then is it renamed to `<key>` (a rename is atomic). So a
 * stored file always has its row, or is a `.partial`: reads find a committed one under either name,
 * and the scheduled sweep (upload-sweep.ts) moves a committed one into place and removes, once a
 * day old, any file no row names.
 *
 * An upload arrives as `<key>.incoming`, streamed from the request (never held whole in memory),
 * and is removed once checked and stored, or refused; one left by a stop is swept the same way.
 */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');
export const PARTIAL = '.partial';
const INCOMING = '.incoming';

const uploadsDir = async (dataDir: string) => {
  await fs.mkdir(uploadsDirOf(dataDir), { recursive: true, mode: 0o700 });
  return uploadsDirOf(dataDir);
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
 * Answers the key and the written file's path.
 */
export async function writePartial(dataDir: string, content: Buffer | string, encryptWith?: Buffer): Promise<StoredFile & { path: string }> {
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
  return { storageKey: key, sha256: hash.digest('hex'), sizeBytes, path: target };
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Removes files of the folder last changed before `cutoff` (an instance's working folder). */
export async function tidyFolder(dir: string, cutoff: number): Promise<number> {
  let removed = 0;
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    const full = path.join(dir, name);
    const stat = await fs.stat(full).catch(() => null);
    if (!stat?.isFile() || stat.mtimeMs >= cutoff) continue;
    await fs.rm(full, { force: true });
    removed++;
  }
  return removed;
}

/** The local disk: DATA_DIR/uploads, the store of one host or of instances sharing one volume. */
export function diskStore(dataDir: string): UploadStore {
  const dir = uploadsDirOf(dataDir);
  const file = (key: string) => {
    if (!KEY.test(key)) throw new Error('bad storage key');
    return path.join(dir, key);
  };
  const exists = (full: string) =>
    fs.access(full).then(
      () => true,
      () => false,
    );
  return {
    kind: 'disk',
    async write(content, encryptWith) {
      const { path: _written, ...stored } = await writePartial(dataDir, content, encryptWith);
      return stored;
    },
    async commit(key) {
      try {
        await fs.rename(file(key) + PARTIAL, file(key));
      } catch (error) {
        // The sweep of another instance may have moved it into place first.
        if (!missing(error) || !(await exists(file(key)))) throw error;
      }
    },
    async open(key) {
      // Between the row's commit and the rename, the file is still under its partial name.
      const handle = await fs.open(file(key), 'r').catch((error) => (missing(error) ? fs.open(file(key) + PARTIAL, 'r') : Promise.reject(error)));
      return handle.createReadStream();
    },
    async remove(key) {
      if (!KEY.test(key)) return;
      await fs.rm(file(key), { force: true });
      await fs.rm(file(key) + PARTIAL, { force: true });
    },
    exists: (key) => exists(file(key)),
    async *entries() {
      for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
        const key = name.replace(/\.(partial|incoming)$/, '');
        if (!KEY.test(key)) continue;
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (!stat) continue;
        yield { name, key, pending: name.endsWith(PARTIAL), incoming: name.endsWith(INCOMING), modifiedAt: stat.mtime } satisfies StoreEntry;
      }
    },
    removeEntry: (entry) => fs.rm(path.join(dir, entry.name), { force: true }),
    // The working folder is the store itself here: the sweep looks after it.
    tidyScratch: async () => 0,
    async writeRecord(name, content) {
      const target = path.join(dir, checkRecordName(name));
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const partial = `${target}.${randomBytes(4).toString('hex')}${PARTIAL}`;
      const handle = await fs.open(partial, 'wx', 0o600);
      try {
        await handle.writeFile(content);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(partial, target);
    },
    async readRecord(name) {
      return fs.readFile(path.join(dir, checkRecordName(name))).catch((error) => (missing(error) ? null : Promise.reject(error)));
    },
    async recordNames(folder) {
      if (!FOLDER.test(folder)) throw new Error(`bad record folder: ${folder}`);
      const names = await fs.readdir(path.join(dir, folder)).catch(() => [] as string[]);
      return names
        .filter((name) => !name.endsWith(PARTIAL))
        .map((name) => `${folder}/${name}`)
        .sort();
    },
    close() {},
  };
}
