import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from '../../lib/concurrency.ts';

/** argon2id with OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2 runs at most this many at once per process (19 MiB each); the rest queue. */
export const ARGON2_CONCURRENCY = 4;
const argon2Slot = concurrencyLimit(ARGON2_CONCURRENCY);

export const hashPassword = (password: string) => argon2Slot(() => hash(password, ARGON2_OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2Slot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when an account does not exist, so timing tells nothing. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-such-account-${Math.random()}`);
  return dummyHash;
}
