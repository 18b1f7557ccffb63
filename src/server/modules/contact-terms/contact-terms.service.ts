import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, badRequest, notFound, type Said } from '../../lib/http-error.ts';
import { lockMember } from '../../db/member-lock.ts';
import { startOfUtcDay } from '../../lib/utc-day.ts';
import { contactDigest, digestsOf, normalisedContact, type ContactKind } from '../discovery/index.ts';
import { HIDDEN_CONTACTS_MAX, type ContactLevel } from '../../../shared/contact-terms-text.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { isEmailContact, type ContactTerms, type ContactTermsInput } from '../../../shared/schemas/contact-terms.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.CONTACT_TERMS_MSG;
const LEVEL_REFUSAL = { mobile: M.needsMobile, photo: M.needsPhoto, id: M.needsId } as const satisfies Record<ContactLevel, unknown>;

/**
 * Contact on the member's terms (docs/product/trust.md, docs/decisions/089-contact-on-the-members-terms.md):
 * what a member asks of those who contact her, kept in `contact_terms`, and the contacts she hides
 * from, kept as digests in `hidden_contact` (the rule that applies them is discovery's).
 */
export interface StoredTerms {
  verifiedLevel: ContactLevel | null;
  firstMessage: boolean;
  interestDailyCap: number | null;
}

const NO_TERMS: StoredTerms = { verifiedLevel: null, firstMessage: false, interestDailyCap: null };

/** A member's terms; anyone who chose none has the open defaults. */
export async function termsOf(db: Database, userId: number): Promise<StoredTerms> {
  const row = await db.selectFrom('contactTerms').select(['verifiedLevel', 'firstMessage', 'interestDailyCap']).where('userId', '=', userId).executeTakeFirst();
  if (!row) return NO_TERMS;
  return {
    verifiedLevel: (row.verifiedLevel as ContactLevel | null) ?? null,
    firstMessage: Number(row.firstMessage) === 1,
    interestDailyCap: row.interestDailyCap === null ? null : Number(row.interestDailyCap),
  };
}

/** Why a sender with these badges may not contact a member with these terms, or null when they may. */
export const levelRefusal = (terms: StoredTerms, badges: readonly string[]): Said | null =>
  terms.verifiedLevel !== null && !badges.includes(terms.verifiedLevel) ? LEVEL_REFUSAL[terms.verifiedLevel] : null;

/** The refusal of a sender below her level: a 403 the dashboard shows in the sender's language. */
export const belowLevel = (message: Said) => new HttpError(403, 'contact_terms', message);

/** The refusal to start a conversation with a member who writes first. */
export const writesFirst = () => new HttpError(403, 'contact_terms', M.writesFirst);

/**
 * Inside the send's transaction, where it takes the sender's lock: refuses an interest past the
 * recipient's daily cap, counted as the other daily limits are (the action log, from midnight
 * UTC). A sender who already sent her one today (and withdrew it) is not a new sender. With a cap,
 * both members are locked, lower id first, so two senders at the same moment cannot both take her
 * last place and two members sending each other one cannot wait on each other.
 */
export async function lockForInterest(trx: Transaction<DB>, senderId: number, targetId: number, cap: number | null, now: Date): Promise<void> {
  if (cap === null) return lockMember(trx, senderId);
  for (const id of [senderId, targetId].sort((a, b) => a - b)) await lockMember(trx, id);
  const rows = await trx
    .selectFrom('memberAction')
    .select('userId')
    .distinct()
    .where('targetUserId', '=', targetId)
    .where('action', '=', 'interest.sent')
    .where('createdAt', '>=', startOfUtcDay(now))
    .execute();
  const senders = new Set(rows.map((r) => Number(r.userId)));
  if (senders.size >= cap && !senders.has(senderId)) throw new HttpError(429, 'interest_cap', M.capReached);
}

// ---------------------------------------------------------------- the member's settings

/** An entry as she reads it back: enough to know it, not the whole address or number. */
function hintOf(kind: ContactKind, normalised: string): string {
  if (kind === 'mobile') return `••••••${normalised.slice(-4)}`;
  const [local, domain] = normalised.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}

export async function contactTerms(db: Database, userId: number): Promise<ContactTerms> {
  const [terms, hidden] = await Promise.all([
    termsOf(db, userId),
    db.selectFrom('hiddenContact').select(['id', 'kind', 'hint', 'createdAt']).where('userId', '=', userId).orderBy('id').execute(),
  ]);
  return { ...terms, hiddenContacts: hidden.map((h) => ({ id: Number(h.id), kind: h.kind as ContactKind, hint: h.hint, createdAt: h.createdAt })) };
}

/** Saves the choices given; a choice left out keeps what she chose before. */
export async function setContactTerms(db: Database, userId: number, input: ContactTermsInput): Promise<ContactTerms> {
  const before = await termsOf(db, userId);
  const values = {
    verifiedLevel: input.verifiedLevel === undefined ? before.verifiedLevel : input.verifiedLevel,
    firstMessage: (input.firstMessage ?? before.firstMessage) ? 1 : 0,
    interestDailyCap: input.interestDailyCap === undefined ? before.interestDailyCap : input.interestDailyCap,
    updatedAt: new Date().toISOString(),
  };
  await db
    .insertInto('contactTerms')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
  return contactTerms(db, userId);
}

/** Adds a contact she hides from; the same contact again changes nothing. Her own contact is refused. */
export async function addHiddenContact(db: Database, userId: number, typed: string): Promise<ContactTerms> {
  const kind: ContactKind = isEmailContact(typed) ? 'email' : 'mobile';
  const digest = contactDigest(db, kind, typed);
  if ((await digestsOf(db, userId)).includes(digest)) throw badRequest(M.contactOwn, { contact: M.contactOwn });
  const count = await db
    .selectFrom('hiddenContact')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= HIDDEN_CONTACTS_MAX) throw new HttpError(409, 'conflict', M.contactTooMany);
  await db
    .insertInto('hiddenContact')
    .values({ userId, kind, digest, hint: hintOf(kind, normalisedContact(kind, typed)), createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['userId', 'digest']).doNothing())
    .execute();
  return contactTerms(db, userId);
}

export async function removeHiddenContact(db: Database, userId: number, id: number): Promise<ContactTerms> {
  const done = await db.deleteFrom('hiddenContact').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (Number(done.numDeletedRows) === 0) throw notFound(M.contactNotFound);
  return contactTerms(db, userId);
}
