import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { decrypt } from '../../lib/encryption.ts';
import { receiveIncoming, recoverStored, writeStored } from './document-store.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'document-store-'));
const uploads = (dataDir: string) => fs.readdirSync(path.join(dataDir, 'uploads')).sort();

describe('the document store', () => {
  it('streams a received file through encryption, with the hash and size of the plain content', async () => {
    const dataDir = tempDir();
    const content = Buffer.alloc(3 * 1024 * 1024, 7);
    const received = await receiveIncoming(dataDir, Readable.from([content.subarray(0, 1000), content.subarray(1000)]));
    expect(received.sizeBytes).toBe(content.length);
    const key = Buffer.alloc(32, 3);
    const stored = await writeStored(dataDir, received.path, key);
    expect(stored.sizeBytes).toBe(content.length);
    const onDisk = fs.readFileSync(path.join(dataDir, 'uploads', `${stored.storageKey}.partial`));
    expect(decrypt(key, onDisk).equals(content)).toBe(true);
  });

  it('removes the part of a file received before its stream failed', async () => {
    const dataDir = tempDir();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1000);
        throw new Error('connection dropped');
      })(),
    );
    await expect(receiveIncoming(dataDir, failing)).rejects.toThrow('connection dropped');
    expect(uploads(dataDir)).toEqual([]);
  });

  it('at start, finishes committed files and removes unreferenced ones and uploads still arriving', async () => {
    const dataDir = tempDir();
    const kept = await writeStored(dataDir, Buffer.from('kept'));
    await writeStored(dataDir, Buffer.from('orphan'));
    await receiveIncoming(dataDir, Readable.from([Buffer.from('arriving')]));
    const result = await recoverStored(dataDir, async (keys) => new Set(keys.filter((k) => k === kept.storageKey)));
    expect(result).toEqual({ completed: 1, removed: 2 });
    expect(uploads(dataDir)).toEqual([kept.storageKey]);
  });
});
