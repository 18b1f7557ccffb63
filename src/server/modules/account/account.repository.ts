import { untyped, type Database } from '../../db/database.ts';

/** Everything stored about one member, for the data download (DESIGN §14). Secrets are never selected. */
export async function exportRows(db: Database, userId: number) {
  const q = untyped(db);
  const [account, documents, subscriptions, payments, loginHistory, interestsSent, profileViewsReceived] = await Promise.all([
    q
      .selectFrom('users as u')
      .innerJoin('userRole as r', 'r.id', 'u.userRoleId')
      .where('u.id', '=', userId)
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.mobile',
        'r.name as role',
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
    q.selectFrom('interest').where('userId', '=', userId).select(['targetUserId', 'createdAt']).execute(),
    q.selectFrom('profileView').where('viewedId', '=', userId).select(['viewCount', 'firstViewedAt', 'viewedAt']).execute(),
  ]);
  return { account, documents, subscriptions, payments, loginHistory, interestsSent, profileViewsReceived };
}

export const findPasswordHash = (db: Database, userId: number) =>
  db.selectFrom('users').select(['passwordHash', 'userRoleId', 'isActive']).where('id', '=', userId).executeTakeFirst();

export const activeAdminCount = async (db: Database, adminRoleId: number) =>
  (await db.selectFrom('users').select('id').where('userRoleId', '=', adminRoleId).where('isActive', '=', 1).execute()).length;

export const storedDocumentKeys = async (db: Database, userId: number) =>
  (await untyped(db).selectFrom('document').select('storageKey').where('userId', '=', userId).execute()).map((r) => (r.storageKey as string | null) ?? null);

/** Foreign keys cascade from users to the profile, documents, sessions, subscriptions, payments and interests. */
export const deleteUserRow = (db: Database, userId: number) => db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
