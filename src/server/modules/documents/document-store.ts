import type { Readable } from 'node:stream';
import type { Config } from '../../config/config.ts';
import { diskStore } from './disk-store.ts';
import { s3Store } from './s3-store.ts';
import { KEY, type StoredFile, type UploadStore } from './upload-store.ts';

export { discardIncoming, readHead, receiveIncoming } from './disk-store.ts';
export type { StoredFile, UploadStore } from './upload-store.ts';

/**
 * The only way to the stored files: the store UPLOADS names, the local disk (disk-store.ts) or a
 * bucket (s3-store.ts), behind one interface (upload-store.ts). A place is the configuration, or
 * a data folder alone for the local disk (seeds and tests).
 */
export type UploadsPlace = Pick<Config, 'dataDir' | 'uploads'> | string;

const stores = new Map<string, UploadStore>();
const placeOf = (place: UploadsPlace): Pick<Config, 'dataDir' | 'uploads'> =>
  typeof place === 'string' ? { dataDir: place, uploads: { kind: 'disk' } } : place;
const cacheKey = (place: UploadsPlace) => {
  const { dataDir, uploads } = placeOf(place);
  return JSON.stringify([dataDir, uploads]);
};

/** The store of a configuration, made once (a bucket's client is kept and reused). */
export function uploadStore(place: UploadsPlace): UploadStore {
  const key = cacheKey(place);
  let store = stores.get(key);
  if (!store) {
    const { dataDir, uploads } = placeOf(place);
    store = uploads.kind === 's3' ? s3Store(uploads, dataDir) : diskStore(dataDir);
    stores.set(key, store);
  }
  return store;
}

/** Closes the store's connections when the app closes; a later use makes it again. */
export function releaseUploadStore(place: UploadsPlace): void {
  const key = cacheKey(place);
  stores.get(key)?.close();
  stores.delete(key);
}

export const writeStored = (place: UploadsPlace, content: Buffer | string, encryptWith?: Buffer): Promise<StoredFile> =>
  uploadStore(place).write(content, encryptWith);

/** Makes a written file the stored one, once its row is committed. */
export const commitStored = (place: UploadsPlace, key: string): Promise<void> => uploadStore(place).commit(key);

/** The stored bytes, streamed (encrypted ones as stored: documents.service.ts decrypts). */
export function readStored(place: UploadsPlace, key: string): Promise<Readable> {
  if (!KEY.test(key)) throw new Error('bad storage key');
  return uploadStore(place).open(key);
}

/** Best effort: a file left behind is harmless (no row points at it) and the sweep removes it. */
export async function removeStored(place: UploadsPlace, key: string | null): Promise<void> {
  if (!key || !KEY.test(key)) return;
  await uploadStore(place).remove(key);
}
