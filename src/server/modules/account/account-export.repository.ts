import type { Database } from '../../db/database.ts';

/**
 * The rest of the data download (docs/product/trust.md): the member's conversations, the
 * interests and photo requests others sent them and the ones they sent, their family helpers and
 * what those did in their name, and their calls. Other members appear by their user id only, as
 * in the rest of the download; invitation token hashes and other secrets are never selected.
 */
export async function exportExchanges(db: Database, userId: number) {
  const [messages, interestsReceived, photoRequestsMade, photoRequestsReceived, familyHelpers, familyActivity, calls] = await Promise.all([
    db
      .selectFrom('message as m')
      .innerJoin('conversation as c', 'c.id', 'm.conversationId')
      .where((eb) => eb.or([eb('c.userLowId', '=', userId), eb('c.userHighId', '=', userId)]))
      .select(['m.id', 'm.conversationId', 'm.senderId', 'c.userLowId', 'c.userHighId', 'm.body', 'm.createdAt'])
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('interest')
      .where('targetUserId', '=', userId)
      .select(['userId as fromUserId', 'status', 'note', 'reply', 'createdAt', 'updatedAt'])
      .orderBy('id')
      .execute(),
    db.selectFrom('photoRequest').where('requesterId', '=', userId).select(['ownerId', 'status', 'createdAt', 'answeredAt']).orderBy('id').execute(),
    db.selectFrom('photoRequest').where('ownerId', '=', userId).select(['requesterId', 'status', 'createdAt', 'answeredAt']).orderBy('id').execute(),
    db
      .selectFrom('familyHelper')
      .where('memberUserId', '=', userId)
      .select([
        'id',
        'name',
        'relation',
        'status',
        'contactEmail',
        'contactMobile',
        'canEditProfile',
        'canInterests',
        'canPhotoRequests',
        'canShortlist',
        'createdAt',
        'acceptedAt',
        'updatedAt',
      ])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('familyActivity')
      .where('memberUserId', '=', userId)
      .select(['helperId', 'action', 'targetUserId', 'recordId', 'createdAt', 'undoneAt'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('memberCall')
      .where((eb) => eb.or([eb('callerId', '=', userId), eb('calleeId', '=', userId)]))
      .select(['id', 'kind', 'callerId', 'calleeId', 'state', 'endReason', 'createdAt', 'answeredAt', 'endedAt'])
      .orderBy('id')
      .execute(),
  ]);
  return {
    messages: messages.map(({ userLowId, userHighId, ...m }) => ({
      ...m,
      withUserId: userLowId === userId ? userHighId : userLowId,
      mine: m.senderId === userId,
    })),
    interestsReceived,
    photoRequestsMade,
    photoRequestsReceived,
    familyHelpers,
    familyActivity,
    calls,
  };
}
