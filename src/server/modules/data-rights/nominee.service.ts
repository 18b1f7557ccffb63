import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { consentWords } from '../../../shared/i18n/consents/index.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import type {
  NomineeCircumstance,
  NomineeInput,
  NomineeOutcome,
  NomineeRelation,
  NomineeRequestInput,
  NomineeRequestItem,
  NomineeState,
} from '../../../shared/schemas/nominee.ts';
import { eraseAccount } from '../account/index.ts';

/** The member's nominee (docs/product/trust.md): one person, named in Settings. */
export async function nomineeOf(db: Database, userId: number): Promise<NomineeState> {
  const row = await db.selectFrom('nominee').select(['name', 'relation', 'email', 'mobile', 'updatedAt']).where('userId', '=', userId).executeTakeFirst();
  return { nominee: row ? { ...row, relation: row.relation as NomineeRelation } : null };
}

export async function setNominee(db: Database, userId: number, input: NomineeInput): Promise<NomineeState> {
  const at = new Date().toISOString();
  const values = {
    name: input.name.trim(),
    relation: input.relation,
    email: input.email.trim().toLowerCase(),
    mobile: input.mobile?.trim() || null,
    updatedAt: at,
  };
  await db
    .insertInto('nominee')
    .values({ userId, createdAt: at, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
  return nomineeOf(db, userId);
}

export async function removeNominee(db: Database, userId: number): Promise<NomineeState> {
  await db.deleteFrom('nominee').where('userId', '=', userId).execute();
  return { nominee: null };
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
const reference = () => `NR-${new Date().getUTCFullYear()}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

type Mail = 'received' | 'approved' | 'rejected';
async function tellNominee(
  app: FastifyInstance,
  db: Database,
  row: { name: string; email: string; locale: string; reference: string },
  kind: Mail,
  reason = '',
) {
  const locale = localeOf(row.locale);
  const w = consentWords(locale).mail;
  const [summary, text] =
    kind === 'received'
      ? [w.nomineeReceived({ reference: row.reference }), w.nomineeReceivedText({ reference: row.reference })]
      : kind === 'approved'
        ? [w.nomineeApproved({ reference: row.reference }), w.nomineeApprovedText({ reference: row.reference, reason })]
        : [w.nomineeRejected({ reference: row.reference }), w.nomineeRejectedText({ reference: row.reference, reason })];
  await app.mail.queue(db, 'nominee', row.email, { name: row.name, summary, text }, { locale });
}

/**
 * A request filed by someone saying they are a member's nominee. It answers the same whatever
 * the profile ID and the address (nobody learns who is a member or whose nominee); the
 * administrators read whether it came from the nominee the member named.
 */
export async function fileNomineeRequest(app: FastifyInstance, input: NomineeRequestInput) {
  const code = input.profileCode.trim().toUpperCase();
  const email = input.email.trim().toLowerCase();
  const member = await app.db.selectFrom('users').select('id').where('profileCode', '=', code).executeTakeFirst();
  const named = member ? await app.db.selectFrom('nominee').select('email').where('userId', '=', member.id).executeTakeFirst() : undefined;
  const at = new Date().toISOString();
  const row = {
    reference: reference(),
    profileCode: code,
    memberUserId: member ? Number(member.id) : null,
    namedNominee: named?.email === email ? 1 : 0,
    name: input.name.trim(),
    email,
    locale: input.locale ?? DEFAULT_LOCALE,
    circumstance: input.circumstance,
    proof: input.proof.trim(),
    status: 'received',
    createdAt: at,
    updatedAt: at,
  };
  await app.db.insertInto('nomineeRequest').values(row).execute();
  await tellNominee(app, app.db, row, 'received');
  return { reference: row.reference };
}

const columns = [
  'id',
  'reference',
  'profileCode',
  'memberUserId',
  'namedNominee',
  'name',
  'email',
  'circumstance',
  'proof',
  'status',
  'decision',
  'createdAt',
  'decidedAt',
  'locale',
] as const;
type Row = { [K in (typeof columns)[number]]: unknown };
const toItem = (r: Row): NomineeRequestItem => ({
  id: Number(r.id),
  reference: String(r.reference),
  profileCode: String(r.profileCode),
  memberUserId: r.memberUserId === null ? null : Number(r.memberUserId),
  namedNominee: r.namedNominee === 1,
  name: String(r.name),
  email: String(r.email),
  circumstance: r.circumstance as NomineeCircumstance,
  proof: String(r.proof),
  status: r.status as NomineeRequestItem['status'],
  decision: (r.decision as string | null) ?? null,
  createdAt: String(r.createdAt),
  decidedAt: (r.decidedAt as string | null) ?? null,
});

export async function nomineeQueue(db: Database, status: 'open' | 'decided', page: number, pageSize: number) {
  const base = db.selectFrom('nomineeRequest').where('status', status === 'open' ? '=' : '!=', 'received');
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([...columns])
      .orderBy('createdAt', status === 'open' ? 'asc' : 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { items: rows.map(toItem), page, pageSize, total: Number(count.n) };
}

/**
 * An administrator decides a request, inside the audited act's transaction: approving erases the
 * member's account by the one deletion path; either way the nominee is mailed in their language.
 */
export async function decideNomineeRequest(app: FastifyInstance, db: Database, adminId: number, id: number, outcome: NomineeOutcome, reason: string) {
  const row = await db
    .selectFrom('nomineeRequest')
    .select([...columns])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('No nominee request has this id.');
  if (row.status !== 'received') throw conflict('This request is already decided.');
  if (outcome === 'approved' && row.memberUserId === null) throw conflict('No account has this profile ID any more; decline the request instead.');
  const at = new Date().toISOString();
  await db
    .updateTable('nomineeRequest')
    .set({ status: outcome, decision: reason.trim(), decidedBy: adminId, decidedAt: at, updatedAt: at })
    .where('id', '=', id)
    .execute();
  if (outcome === 'approved' && row.memberUserId !== null) await eraseAccount(db, app.config, app.mail, Number(row.memberUserId));
  await tellNominee(app, db, { name: row.name, email: row.email, locale: row.locale, reference: row.reference }, outcome, reason.trim());
  const after = await db
    .selectFrom('nomineeRequest')
    .select([...columns])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toItem(after);
}
