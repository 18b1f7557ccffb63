import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database.ts';

/**
 * A member's short public code (docs/product/matching.md, docs/decisions/035-profile-codes.md): "SM" and six
 * characters of Crockford's base 32, drawn at random, so the code tells nothing about the
 * account's id or when it joined, and one code does not lead to the next.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6;

export function newProfileCode(): string {
  let code = 'SM';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes for `count` accounts, different from each other and from `taken`, which gains them. */
export function freshCodes(count: number, taken: Set<string> = new Set()): string[] {
  const out: string[] = [];
  while (out.length < count) {
    const code = newProfileCode();
    if (taken.has(code)) continue;
    taken.add(code);
    out.push(code);
  }
  return out;
}

/**
 * Gives the account a code if it has none. A draw that another account already holds (one in
 * a billion per member at today's numbers) is drawn again; the unique index is the judge.
 */
export async function assignProfileCode(db: Database, userId: number): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const existing = await db.selectFrom('users').select('profileCode').where('id', '=', userId).executeTakeFirst();
    if (!existing || existing.profileCode) return existing?.profileCode ?? '';
    const code = newProfileCode();
    try {
      await db.updateTable('users').set({ profileCode: code }).where('id', '=', userId).where('profileCode', 'is', null).execute();
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

/** A code as a person types it: spaces dropped, upper case. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** The member's code, or null for an account without one. */
export async function profileCodeOf(db: Database, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('profileCode').where('id', '=', userId).executeTakeFirst();
  return row?.profileCode ?? null;
}
