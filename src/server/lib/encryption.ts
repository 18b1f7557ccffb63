import { createCipheriv, createDecipheriv, randomBytes, type DecipherGCM } from 'node:crypto';
import { Transform } from 'node:stream';

/** AES-256-GCM at rest for identity documents. File layout: 12-byte IV, 16-byte tag, ciphertext. */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Where the tag sits in a stored file: right after the IV. */
export const TAG_OFFSET = IV_BYTES;

/**
 * Encrypts as a stream: write `header` first (the IV and room for the tag), then the cipher's
 * output, and once it has ended write `tag()` at TAG_OFFSET.
 */
export function startEncryption(key: Buffer) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  return { header: Buffer.concat([iv, Buffer.alloc(TAG_BYTES)]), cipher, tag: () => cipher.getAuthTag() };
}

/** Encrypts a small value held in memory (a two-step secret) in the same layout. */
export function encrypt(key: Buffer, plain: Buffer): Buffer {
  const { header, cipher, tag } = startEncryption(key);
  const stored = Buffer.concat([header, cipher.update(plain), cipher.final()]);
  tag().copy(stored, TAG_OFFSET);
  return stored;
}

export function decrypt(key: Buffer, stored: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, stored.subarray(0, IV_BYTES));
  decipher.setAuthTag(stored.subarray(TAG_OFFSET, TAG_OFFSET + TAG_BYTES));
  return Buffer.concat([decipher.update(stored.subarray(TAG_OFFSET + TAG_BYTES)), decipher.final()]);
}

/** Decrypts with the current key, else with a key being rotated out (GCM's tag tells which fits). */
export function decryptWithAny(keys: Buffer[], stored: Buffer): Buffer {
  for (const [i, key] of keys.entries()) {
    try {
      return decrypt(key, stored);
    } catch (error) {
      if (i === keys.length - 1) throw error;
    }
  }
  throw new Error('no document key');
}

/**
 * Decrypts a stored file as it streams past: the IV and tag come first, then the ciphertext. The
 * tag is checked at the end, where a wrong key or altered content fails the stream, so a caller
 * that must not pass on unchecked bytes runs the content through once before (see readStored).
 */
export function decryptStream(key: Buffer): Transform {
  let head = Buffer.alloc(0);
  let decipher: DecipherGCM | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        if (decipher) return done(null, decipher.update(chunk));
        head = Buffer.concat([head, chunk]);
        if (head.length < TAG_OFFSET + TAG_BYTES) return done();
        decipher = createDecipheriv('aes-256-gcm', key, head.subarray(0, IV_BYTES));
        decipher.setAuthTag(head.subarray(TAG_OFFSET, TAG_OFFSET + TAG_BYTES));
        const rest = head.subarray(TAG_OFFSET + TAG_BYTES);
        head = Buffer.alloc(0);
        done(null, decipher.update(rest));
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        if (!decipher) throw new Error('The stored file is shorter than its header.');
        done(null, decipher.final());
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
