import type { Database } from '../../db/database.ts';
import {
  CONSENT_PURPOSES,
  OPTIONAL_PURPOSES,
  type ConsentPurpose,
  type ConsentSource,
  type Consents,
  type RegistrationConsentsInput,
} from '../../../shared/schemas/consents.ts';

/**
 * The consent log (docs/product/trust.md): every grant and withdrawal, append-only; a purpose's
 * state is its newest row. Services take the database first, so a grant is written in the act's
 * own transaction.
 */
export async function recordConsent(
  db: Database,
  userId: number,
  purpose: ConsentPurpose,
  granted: boolean,
  source: ConsentSource,
  ip: string | null = null,
  at = new Date(),
): Promise<void> {
  await db
    .insertInto('consentLog')
    .values({ userId, purpose, granted: granted ? 1 : 0, source, ip: ip?.slice(0, 64) ?? null, createdAt: at.toISOString() })
    .execute();
}

/** The registration's rows: the declaration, the service, and each optional purpose as ticked (given or not). */
export async function recordRegistrationConsents(db: Database, userId: number, ticked: RegistrationConsentsInput, ip: string | null, at = new Date()) {
  const createdAt = at.toISOString();
  const row = (purpose: ConsentPurpose, granted: boolean) => ({
    userId,
    purpose,
    granted: granted ? 1 : 0,
    source: 'registration',
    ip: ip?.slice(0, 64) ?? null,
    createdAt,
  });
  await db
    .insertInto('consentLog')
    .values([row('declaration', true), row('service', true), ...OPTIONAL_PURPOSES.map((p) => row(p, ticked[p] === true))])
    .execute();
}

const isPurpose = (value: string): value is ConsentPurpose => (CONSENT_PURPOSES as readonly string[]).includes(value);

/**
 * A purpose's own switch changed (guna milan, the "New matches for you" mail): the change is a
 * grant or a withdrawal of its purpose, logged when it differs from the purpose's newest row.
 */
export async function recordSwitchedConsent(db: Database, userId: number, purpose: ConsentPurpose, granted: boolean, ip: string | null) {
  const newest = await db
    .selectFrom('consentLog')
    .select('granted')
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if ((newest?.granted === 1) !== granted) await recordConsent(db, userId, purpose, granted, 'feature', ip);
}

/** The member's purposes as they stand and the whole log, newest first. */
export async function consentsOf(db: Database, userId: number): Promise<Consents> {
  const rows = await db
    .selectFrom('consentLog')
    .select(['purpose', 'granted', 'source', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  const log = rows
    .filter((r) => isPurpose(r.purpose))
    .map((r) => ({ purpose: r.purpose as ConsentPurpose, granted: r.granted === 1, source: r.source as ConsentSource, at: r.createdAt }));
  const newest = (purpose: ConsentPurpose) => log.find((entry) => entry.purpose === purpose);
  return {
    declaredAt: newest('declaration')?.at ?? null,
    purposes: OPTIONAL_PURPOSES.map((purpose) => {
      const entry = newest(purpose);
      return { purpose, granted: entry?.granted ?? false, at: entry?.at ?? null };
    }),
    log,
  };
}
