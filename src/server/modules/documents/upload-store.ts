import type { Readable } from 'node:stream';

/**
 * Where stored files live: the local disk (DATA_DIR/uploads, disk-store.ts) or a bucket of an
 * S3-protocol store (s3-store.ts), chosen by UPLOADS (docs/decisions/055-uploads-in-object-storage.md).
 * Both keep a file under a random key of 32 hex digits; the database row names the key.
 */
export interface StoredFile {
  storageKey: string;
  /** Of the content before encryption, as decrypting gives it back. */
  sha256: string;
  sizeBytes: number;
}

/** One thing the store holds, as the sweep sees it. */
export interface StoreEntry {
  /** The file's or object's own name, to remove it by. */
  name: string;
  key: string;
  /** Written, its row maybe committed, not yet moved into place (the disk's `.partial`). */
  pending: boolean;
  /** An upload still arriving or left by a stop (the disk's `.incoming`): never a row's. */
  incoming: boolean;
  modifiedAt: Date;
}

export interface UploadStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores content (a buffer, or a received file streamed from the local disk) under a new key,
   * encrypted on the way when a key is given. Not yet the stored file until `commit`.
   */
  write(content: Buffer | string, encryptWith?: Buffer): Promise<StoredFile>;
  /** Once the row is committed: the written file becomes the stored one. */
  commit(key: string): Promise<void>;
  /** The stored bytes as a stream (fails when there is no such file). */
  open(key: string): Promise<Readable>;
  /** Best effort, and nothing when the file is already gone. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  entries(): AsyncIterable<StoreEntry>;
  removeEntry(entry: StoreEntry): Promise<void>;
  /** Removes files of this instance's own working folder last changed before `cutoff`; answers how many. */
  tidyScratch(cutoff: number): Promise<number>;
  /**
   * Named records kept beside the files, outside the keys the sweep looks at: the audit log's
   * signed daily checkpoints (`audit-log/2026-12-01.json`). A record is written whole or not at all.
   */
  writeRecord(name: string, content: Buffer): Promise<void>;
  /** A record's bytes, or null when there is none by that name. */
  readRecord(name: string): Promise<Buffer | null>;
  /** The names of the records in a folder (`audit-log`), in name order. */
  recordNames(folder: string): Promise<string[]>;
  close(): void;
}

export const KEY = /^[a-f0-9]{32}$/;

/** A record's name: a folder and a file, both plain (`audit-log/2026-12-01.json`). */
export const RECORD_NAME = /^[a-z][a-z0-9-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const FOLDER = /^[a-z][a-z0-9-]*$/;

export function checkRecordName(name: string): string {
  if (!RECORD_NAME.test(name) || name.includes('..')) throw new Error(`bad record name: ${name}`);
  return name;
}
