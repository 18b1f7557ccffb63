import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import { keepOriginAfterErasure } from '../consents/index.ts';
import type { Locale } from '../../../shared/locales.ts';
import { MONEY_RECEIVED } from '../payments/index.ts';

/** Everything stored about one member, for the data download (docs/product/trust.md). Secrets are never selected. */
export async function exportRows(db: Database, userId: number) {
  const q = db;
  const [account, documents, subscriptions, payments, loginHistory, interestsSent, profileViewsReceived, shortlist, notInterested, blocked, reportsMade] =
    await Promise.all([
      q
        .selectFrom('users as u')
        .innerJoin('userRole as r', 'r.id', 'u.userRoleId')
        .where('u.id', '=', userId)
        .select([
          'u.id',
          'u.name',
          'u.email',
          'u.mobile',
          'r.code as role',
          'u.isVerified',
          'u.isActive',
          'u.consentAt',
          'u.lastLoginAt',
          'u.createdAt',
          'u.updatedAt',
        ])
        .executeTakeFirst(),
      q
        .selectFrom('document')
        .where('userId', '=', userId)
        .select(['id', 'documentTypeId', 'originalName', 'mimeType', 'sizeBytes', 'verifiedAt', 'createdAt'])
        .orderBy('id')
        .execute(),
      q.selectFrom('userSubscription').where('userId', '=', userId).selectAll().orderBy('id').execute(),
      q
        .selectFrom('payment')
        .where('userId', '=', userId)
        .select(['id', 'subscriptionId', 'provider', 'amountPaise', 'currency', 'status', 'createdAt', 'verifiedAt'])
        .orderBy('id')
        .execute(),
      q
        .selectFrom('loginHistory')
        .where('userId', '=', userId)
        .select(['ip', 'userAgent', 'success', 'reason', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .execute(),
      q.selectFrom('interest').where('userId', '=', userId).select(['targetUserId', 'status', 'note', 'reply', 'createdAt', 'updatedAt']).execute(),
      q.selectFrom('profileView').where('viewedId', '=', userId).select(['viewCount', 'firstViewedAt', 'viewedAt']).execute(),
      q.selectFrom('shortlist').where('userId', '=', userId).select(['targetUserId', 'createdAt']).execute(),
      q.selectFrom('notInterested').where('userId', '=', userId).select(['targetUserId', 'createdAt']).execute(),
      q.selectFrom('block').where('userId', '=', userId).select(['blockedUserId', 'createdAt']).execute(),
      q.selectFrom('report').where('reporterId', '=', userId).select(['reportedUserId', 'reason', 'details', 'status', 'createdAt']).execute(),
    ]);
  return { account, documents, subscriptions, payments, loginHistory, interestsSent, profileViewsReceived, shortlist, notInterested, blocked, reportsMade };
}

export const findPasswordHash = (db: Database, userId: number) =>
  db.selectFrom('users').select(['passwordHash', 'userRoleId', 'isActive']).where('id', '=', userId).executeTakeFirst();

export const activeAdminCount = async (db: Database, adminRoleId: number) =>
  (await db.selectFrom('users').select('id').where('userRoleId', '=', adminRoleId).where('isActive', '=', 1).execute()).length;

export const storedDocumentKeys = async (db: Database, userId: number) =>
  (await db.selectFrom('document').select('storageKey').where('userId', '=', userId).execute()).map((r) => (r.storageKey as string | null) ?? null);

/**
 * Erases the member: foreign keys cascade from users to the profile, documents, sessions,
 * subscriptions, payments and interests. Money received is first copied, without anything that
 * points at the person, to `erased_payment` (decision 013), in the same transaction.
 */
export const eraseUser = (db: Database, userId: number) =>
  // Joins the caller's transaction when there is one (an administrator's audited act).
  transact(db, async (trx) => {
    const q = trx;
    // Where the profile was made from stays a year, for the police and the courts (docs/product/trust.md).
    await keepOriginAfterErasure(q, userId);
    const kept = q
      .selectFrom('payment as p')
      .innerJoin('userSubscription as s', 's.id', 'p.subscriptionId')
      .innerJoin('subscriptionPlan as pl', 'pl.id', 's.planId')
      .where('p.userId', '=', userId)
      .where('p.status', 'in', MONEY_RECEIVED)
      .select([
        'p.id as paymentId',
        'p.subscriptionId',
        'pl.name as planName',
        'p.provider',
        'p.providerOrderId',
        'p.providerPaymentId',
        'p.amountPaise',
        'p.currency',
        'p.status',
        'p.createdAt',
        'p.verifiedAt',
        sql<string>`${new Date().toISOString()}`.as('erasedAt'),
      ]);
    await q
      .insertInto('erasedPayment')
      .columns([
        'paymentId',
        'subscriptionId',
        'planName',
        'provider',
        'providerOrderId',
        'providerPaymentId',
        'amountPaise',
        'currency',
        'status',
        'createdAt',
        'verifiedAt',
        'erasedAt',
      ])
      .expression(kept)
      .execute();
    // Tax invoices stay on the books too (decision 064), without the buyer's name and e-mail.
    await q.updateTable('taxInvoice').set({ buyerName: '', buyerEmail: '' }).where('userId', '=', userId).execute();
    const result = await q.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });

export async function updateLocale(db: Database, userId: number, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
}
