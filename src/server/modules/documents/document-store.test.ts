import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { decrypt, decryptStream } from '../../lib/encryption.ts';
import { commitStored, readStored, receiveIncoming, writeStored } from './document-store.ts';

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

  it('reads a committed file before and after it is moved into place; a second move changes nothing', async () => {
    const dataDir = tempDir();
    const key = Buffer.alloc(32, 5);
    const stored = await writeStored(dataDir, Buffer.from('identity'), key);
    const read = async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of (await readStored(dataDir, stored.storageKey)).pipe(decryptStream(key))) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString();
    };
    expect(await read()).toBe('identity');
    await commitStored(dataDir, stored.storageKey);
    // The sweep of another instance may move it first: the upload's own move then finds it in place.
    await commitStored(dataDir, stored.storageKey);
    expect(uploads(dataDir)).toEqual([stored.storageKey]);
    expect(await read()).toBe('identity');
  });

  it('a stream decrypted with the wrong key fails at its end', async () => {
    const dataDir = tempDir();
    const stored = await writeStored(dataDir, Buffer.alloc(100_000, 1), Buffer.alloc(32, 1));
    const drain = async () => {
      for await (const _chunk of (await readStored(dataDir, stored.storageKey)).pipe(decryptStream(Buffer.alloc(32, 2)))) void _chunk;
    };
    await expect(drain()).rejects.toThrow();
  });
});
