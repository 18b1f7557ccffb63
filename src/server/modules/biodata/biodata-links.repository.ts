import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BiodataLink } from '../../../shared/schemas/biodata.ts';

/**
 * The share links' rows (migration 0076). A link's secret is 32 random bytes in base64url; only
 * its SHA-256 digest is stored, so a copy of the database opens no biodata.
 */
export const newToken = () => randomBytes(32).toString('base64url');
const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');
/** A token as links carry it: 43 base64url characters. Anything else finds nothing, unread. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

type Row = {
  id: number;
  hint: string;
  includeContact: number;
  expiresAt: string;
  revokedAt: string | null;
  pageOpens: number;
  pdfOpens: number;
  lastOpenedAt: string | null;
  createdAt: string;
};

const COLUMNS = ['id', 'hint', 'includeContact', 'expiresAt', 'revokedAt', 'pageOpens', 'pdfOpens', 'lastOpenedAt', 'createdAt'] as const;

export function toLink(row: Row, now: string): BiodataLink {
  return {
    id: Number(row.id),
    hint: row.hint,
    includeContact: Number(row.includeContact) === 1,
    state: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    pageOpens: Number(row.pageOpens),
    pdfOpens: Number(row.pdfOpens),
    lastOpenedAt: row.lastOpenedAt,
    createdAt: row.createdAt,
  };
}

export const linksOf = (db: Database, userId: number) =>
  db.selectFrom('biodataLink').select(COLUMNS).where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();

export async function activeCount(db: Database, userId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('biodataLink')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertLink(db: Database, userId: number, token: string, includeContact: boolean, expiresAt: string, now: string) {
  const row = await db
    .insertInto('biodataLink')
    .values({ userId, tokenDigest: tokenDigest(token), hint: token.slice(-6), includeContact: includeContact ? 1 : 0, expiresAt, createdAt: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return row;
}

/** Revokes one of her links (a link revoked before keeps its first time); false when it is not hers. */
export async function revokeLink(db: Database, userId: number, id: number, now: string): Promise<boolean> {
  const found = await db.selectFrom('biodataLink').select(['id', 'revokedAt']).where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (!found) return false;
  if (!found.revokedAt) await db.updateTable('biodataLink').set({ revokedAt: now }).where('id', '=', id).execute();
  return true;
}

/** The link a token opens while it works (neither revoked nor expired), with its owner. */
export const workingLink = (db: Database, token: string, now: string) =>
  db
    .selectFrom('biodataLink')
    .select(['id', 'userId', 'includeContact'])
    .where('tokenDigest', '=', tokenDigest(token))
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();

/** Counts one opening of the page or the PDF, in the statement itself (two readers at once both count). */
export async function countOpen(db: Database, id: number, what: 'page' | 'pdf', now: string) {
  const column = what === 'page' ? 'pageOpens' : 'pdfOpens';
  await db
    .updateTable('biodataLink')
    .set({ [column]: sql`${sql.ref(column)} + 1`, lastOpenedAt: now })
    .where('id', '=', id)
    .execute();
}
