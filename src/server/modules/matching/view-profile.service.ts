import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../lib/http-error.ts';
import { camelCase, PHOTO_KEYS, type DocumentKey } from '../../../shared/camel-case.ts';
import { discoverableProfile, getProfile } from '../profile/profile.service.ts';
import { toDocumentView, type DocumentView } from '../documents/documents.service.ts';
import { signDocUrl } from '../documents/document-url.ts';
import { secretsFor } from '../../lib/secrets.ts';
import { currentSubscription } from '../subscriptions/subscription.service.ts';
import type { ContactDetails } from '../../../shared/schemas/matching.ts';
import { assertDiscoverable, recordView } from './discovery.service.ts';

/**
 * The photo documents of these members (never their identity or certificate documents), each
 * with its type's name and its place in PHOTO_KEYS (close-up first): one query for any number.
 */
async function photoDocuments(db: Database, userIds: number[]) {
  const rows = await db
    .selectFrom('document as d')
    .innerJoin('documentType as t', 't.id', 'd.documentTypeId')
    .selectAll('d')
    .select('t.name as typeName')
    .where('d.userId', 'in', userIds)
    .where('d.purgedAt', 'is', null)
    .orderBy('d.documentTypeId')
    .execute();
  return rows
    .map(({ typeName, ...row }) => ({ row, typeName, rank: PHOTO_KEYS.indexOf(camelCase(String(typeName)) as DocumentKey) }))
    .filter((photo) => photo.rank >= 0);
}

/** The member's photos, signed for this reader. */
async function photosFor(db: Database, config: Config, userId: number, readerId: number): Promise<DocumentView[]> {
  return (await photoDocuments(db, [userId])).map(({ row, typeName }) => toDocumentView(config, row, typeName, readerId));
}

/** One photo per member for match cards (close-up first), as links signed for this reader. */
export async function cardPhotos(db: Database, config: Config, userIds: number[], readerId: number): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const { signingKey } = secretsFor(config);
  const best = new Map<number, { id: number; rank: number }>();
  for (const { row, rank } of await photoDocuments(db, userIds)) {
    const userId = Number(row.userId);
    if ((best.get(userId)?.rank ?? Infinity) <= rank) continue;
    best.set(userId, { id: Number(row.id), rank });
  }
  return new Map([...best].map(([userId, { id }]) => [userId, signDocUrl(signingKey, id, readerId)]));
}

async function contactOf(db: Database, userId: number): Promise<ContactDetails> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.mobile', 'u.email', 'p.address', 'p.pinCode'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { mobile: String(row.mobile), email: String(row.email), address: row.address ?? null, pinCode: row.pinCode ?? null };
}

/**
 * What one member sees of another (DESIGN §6): the personal, educational, family, lifestyle and
 * preference sections and photos; contact details only once revealed under an active paid plan;
 * identity and certificate documents never. A member sees only discoverable members' profiles
 * (one query with the account's flags); the view, the viewer's plan with whether this member was
 * revealed under it, and the photos are then three independent queries, run at once.
 */
export async function viewProfile(db: Database, config: Config, targetId: number, viewer: { userId: number; isAdmin: boolean }) {
  const q = db;
  const profile = viewer.isAdmin ? await getProfile(db, targetId) : await discoverableProfile(db, targetId);
  const { address: _address, pinCode: _pin, ...publicContact } = profile.contact as Record<string, unknown>;
  const [, plan, photos] = await Promise.all([
    viewer.isAdmin ? null : recordView(q, viewer.userId, targetId),
    viewer.isAdmin ? null : currentSubscription(q, viewer.userId, { revealedTarget: targetId }),
    photosFor(db, config, targetId, viewer.userId),
  ]);
  const revealed = viewer.isAdmin || Boolean(plan?.revealed);
  return {
    userId: targetId,
    personal: profile.personal,
    contact: publicContact,
    educational: profile.educational,
    family: profile.family,
    partnerPreferences: profile.partnerPreferences,
    lifestyle: profile.lifestyle,
    completeness: profile.completeness,
    isVerified: profile.isVerified,
    photos,
    contactDetails: revealed ? await contactOf(q, targetId) : null,
    contactAccess: viewer.isAdmin
      ? { state: 'staff' }
      : !plan
        ? { state: 'needs-plan', message: 'Buy a plan to see mobile numbers and e-mail addresses.' }
        : { state: revealed ? 'revealed' : 'available', contactViewsLeft: plan.contactViewsLeft, planEndsAt: plan.endsAt },
  };
}

/** Spends one contact view of the current plan on a member not revealed before under it. */
export async function revealContact(db: Database, targetId: number, viewerId: number) {
  const q = db;
  await assertDiscoverable(q, targetId);
  const plan = await currentSubscription(q, viewerId, { revealedTarget: targetId });
  if (!plan) throw conflict('Contact details come with a plan. Please buy or renew a plan to see them.');
  if (!plan.revealed) {
    await q.transaction().execute(async (trx) => {
      // The conditional update is the limit: two reveals at once cannot both take the last view.
      const spent = await trx
        .updateTable('userSubscription')
        .set((eb) => ({ contactViewsUsed: eb('contactViewsUsed', '+', 1) }))
        .where('id', '=', plan.id)
        .whereRef('contactViewsUsed', '<', 'contactViewsTotal')
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw conflict(`You have used all ${plan.contactViewsTotal} contact views of your plan.`);
      await trx
        .insertInto('contactReveal')
        .values({ subscriptionId: plan.id, userId: viewerId, targetUserId: targetId, createdAt: new Date().toISOString() })
        .execute();
    });
  }
  const after = await currentSubscription(q, viewerId);
  return { userId: targetId, contactDetails: await contactOf(q, targetId), contactViewsLeft: after?.contactViewsLeft ?? 0 };
}
