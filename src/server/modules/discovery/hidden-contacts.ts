import { createHmac } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { isAnyOf } from '../../db/compiled-query.ts';
import { keptRowsOf } from '../../db/kept-rows.ts';
import type { Write } from '../../db/write-watch.ts';
import { indianMobile } from '../../../shared/validation/mobile.ts';

/**
 * "Hide me from these contacts" (docs/decisions/089-contact-on-the-members-terms.md): a member
 * lists e-mail addresses and mobile numbers (relatives, colleagues); an account whose own e-mail
 * or mobile is one of them never finds her. The entries are kept only as HMAC-SHA-256 digests of
 * the normalised value under the server's contact key, so the table reveals no number; the
 * viewer's digests are computed from their account when a list or a look-up is read, and the rule
 * joins the blocks in `match.query.ts`, the one place every list and look-up reads.
 */
export type ContactKind = 'email' | 'mobile';

const keys = new WeakMap<object, Buffer>();
/** What a database's key is kept under: its adapter, which its transactions share (as the audit key is). */
const adapterOf = (db: Database): object => db.getExecutor().adapter;

/** The contact key of this database's digests, bound when the app opens it. */
export function bindContactKey(db: Database, key: Buffer): void {
  keys.set(adapterOf(db), key);
}

function keyOf(db: Database): Buffer {
  const key = keys.get(adapterOf(db));
  if (!key) throw new Error('Hidden contacts have no key for this database: bindContactKey when it is opened.');
  return key;
}

/** An e-mail address or a mobile number as it is compared: trimmed and lower-cased, or the ten digits of an Indian mobile. */
export const normalisedContact = (kind: ContactKind, typed: string): string => (kind === 'email' ? typed.trim().toLowerCase() : indianMobile(typed.trim()));

/** The digest a contact is stored and compared as; the kind is part of it, so an e-mail never equals a number. */
export const contactDigest = (db: Database, kind: ContactKind, typed: string): string =>
  createHmac('sha256', keyOf(db))
    .update(`${kind}:${normalisedContact(kind, typed)}`)
    .digest('hex');

/**
 * Each account's digests, kept for a minute by id (db/kept-rows.ts) so that a list does not read
 * the account first: the session's look-up hands them over (modules/auth), and a change of any
 * account's e-mail or mobile forgets them all, on every instance (app.ts shares them as topic
 * `contacts`). A kept digest can only be out of date for the account's own old address, which
 * the same person was found by a moment before; a member's new entry applies at once, since her
 * list is read each time, never kept.
 */
const CONTACTS_KEEP_MS = 60_000;
const changesContacts = (write: Write) =>
  write.table === 'users' && write.kind !== 'insert' && (write.columns === 'all' || write.columns.some((c) => c === 'email' || c === 'mobile'));
export const keptContactsOf = (db: Database) => keptRowsOf<string[]>(db, 'contacts', { keepMs: CONTACTS_KEEP_MS, maxKept: 20_000, changes: changesContacts });

const digestsFrom = (db: Database, email: string | null, mobile: string | null) =>
  [email ? contactDigest(db, 'email', email) : null, mobile ? contactDigest(db, 'mobile', mobile) : null].filter((d): d is string => d !== null);

/** What a reading of the account's row gives, kept: `generation` as the kept rows stood before it was read. */
export function keepAccountContacts(db: Database, userId: number, email: string | null, mobile: string | null, generation: number): void {
  // A database opened without the app (a script) compares no contacts, so keeps none.
  if (!keys.has(adapterOf(db))) return;
  keptContactsOf(db).keep(String(userId), digestsFrom(db, email, mobile), generation);
}

/** The digests of these accounts' own e-mail and mobile (each verified by a code before the account can see anyone). */
export async function accountDigests(db: Database, userIds: number[]): Promise<Map<number, string[]>> {
  const kept = keptContactsOf(db);
  const out = new Map<number, string[]>();
  const missing: number[] = [];
  for (const id of new Set(userIds)) {
    const found = kept.find(String(id));
    if (found) out.set(id, found);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  const generation = kept.generation;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'mobile'])
    .where(isAnyOf(db, 'id', missing))
    .execute();
  for (const r of rows) {
    const digests = digestsFrom(db, r.email, r.mobile);
    kept.keep(String(r.id), digests, generation);
    out.set(Number(r.id), digests);
  }
  return out;
}

/** The digests of one account (none for an account that does not exist). */
export const digestsOf = async (db: Database, userId: number): Promise<string[]> => (await accountDigests(db, [userId])).get(userId) ?? [];

/** The members hiding from an account with these digests, one row (`id`) each. */
export const hidingFrom = (db: Database, digests: readonly string[]) =>
  db
    .selectFrom('hiddenContact')
    .select('userId as id')
    .where(isAnyOf(db, 'digest', digests));
