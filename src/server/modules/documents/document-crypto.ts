import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM at rest for identity documents. File layout: 12-byte IV, 16-byte tag, ciphertext. */
export function encrypt(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function decrypt(key: Buffer, stored: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, stored.subarray(0, 12));
  decipher.setAuthTag(stored.subarray(12, 28));
  return Buffer.concat([decipher.update(stored.subarray(28)), decipher.final()]);
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
