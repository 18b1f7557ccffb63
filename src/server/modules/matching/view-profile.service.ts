import { profileCodeOf } from '../auth/index.ts';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../lib/events/events.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { discoverableProfile, getProfile } from '../profile/index.ts';
import { badgesOf, profilePhotos } from '../photos/index.ts';
import { currentSubscription, spendContactView } from '../subscriptions/index.ts';
import type { ContactDetails, ViewedProfile } from '../../../shared/schemas/matching.ts';
import { assertDiscoverable, eliteHiddenFrom, pairBlocked, recordView } from '../discovery/index.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { ROLE_IDS } from '../../../shared/constants.ts';
import { gunaMilanFor } from '../horoscope/index.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const PROFILE_NOT_AVAILABLE = CODED.PROFILE_TEXT.notAvailable;

async function contactOf(db: Database, userId: number): Promise<ContactDetails> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.mobile', 'u.email', 'p.address', 'p.pinCode'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { mobile: String(row.mobile), email: String(row.email), address: row.address ?? null, pinCode: row.pinCode ?? null };
}

async function announcedViewer(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('isActive', '=', 1)
    .where('isVerified', '=', 1)
    .where('moderationHidden', '=', 0)
    .where('userRoleId', '=', ROLE_IDS.user)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * What one member sees of another (docs/product/access.md): the personal, educational, family, lifestyle and
 * preference sections and photos; contact details only once revealed under an active paid plan;
 * identity and certificate documents never; photos as the owner's setting lets this viewer see them. A member sees only discoverable members' profiles
 * (one query with the account's flags, read beside the pair's block); the view, the viewer's plan
 * with whether this member was revealed under it, the photos and the rest are then independent
 * queries, run at once.
 */
export async function viewProfile(
  db: Database,
  config: Config,
  targetId: number,
  viewer: { userId: number; isAdmin: boolean },
  events?: EventBus,
): Promise<ViewedProfile> {
  const q = db;
  // Block wins over everything: a blocked pair see "This profile is not available", either way,
  // whatever the profile's state; both are read at once.
  // An Elite member is opened only by those she is shown to (discovery's elite-confidential.ts).
  const [blocked, profile] = await Promise.all([
    viewer.isAdmin ? false : Promise.all([pairBlocked(db, targetId, viewer.userId), eliteHiddenFrom(db, viewer.userId, targetId)]).then((a) => a.some(Boolean)),
    (viewer.isAdmin ? getProfile(db, targetId) : discoverableProfile(db, targetId)).catch((error: unknown) => error as Error),
  ]);
  if (blocked) throw notFound(PROFILE_NOT_AVAILABLE);
  if (profile instanceof Error) throw profile;
  const { address: _address, pinCode: _pin, ...publicContact } = profile.contact;
  const [firstToday, announced, plan, { photos, photoAccess }, badges, gunaMilan, profileCode] = await Promise.all([
    viewer.isAdmin ? null : recordView(q, viewer.userId, targetId),
    // An Elite viewer looks without being announced to those she is kept confidential from.
    viewer.isAdmin || !events
      ? false
      : Promise.all([announcedViewer(db, viewer.userId), eliteHiddenFrom(db, targetId, viewer.userId)]).then(([a, e]) => a && !e),
    viewer.isAdmin ? null : currentSubscription(q, viewer.userId, { revealedTarget: targetId }),
    profilePhotos(db, config, targetId, viewer),
    badgesOf(db, [targetId]),
    viewer.isAdmin ? null : gunaMilanFor(db, viewer.userId, targetId),
    profileCodeOf(db, targetId),
  ]);
  // The viewed member hears of a viewer once a day (notifications batch profile views per viewer per day), and only of
  // members who may be listed as viewers: staff and hidden or unverified accounts look without being announced.
  // The viewer's reply waits for the stored event, not for the viewed member's notification and mail.
  if (firstToday && announced && events)
    events.handOn(db, await events.record(db, { type: 'profile.viewed', actorId: viewer.userId, recipientId: targetId, data: {} }));
  const revealed = viewer.isAdmin || Boolean(plan?.revealed);
  return {
    userId: targetId,
    profileCode,
    personal: profile.personal,
    contact: publicContact,
    educational: profile.educational,
    family: profile.family,
    partnerPreferences: profile.partnerPreferences,
    lifestyle: profile.lifestyle,
    completeness: profile.completeness,
    isVerified: profile.isVerified,
    photos,
    photoAccess,
    badges: badges.get(targetId) ?? [],
    contactDetails: revealed ? await contactOf(q, targetId) : null,
    contactAccess: viewer.isAdmin
      ? { state: 'staff' }
      : !plan
        ? { state: 'needs-plan', message: 'Buy a plan to see mobile numbers and e-mail addresses.' }
        : { state: revealed ? 'revealed' : 'available', contactViewsLeft: plan.contactViewsLeft, planEndsAt: plan.endsAt },
    gunaMilan,
  };
}

/** Spends one contact view of the current plan on a member not revealed before under it. */
export async function revealContact(db: Database, targetId: number, viewerId: number) {
  const q = db;
  await assertDiscoverable(q, targetId, viewerId);
  const plan = await currentSubscription(q, viewerId, { revealedTarget: targetId });
  if (!plan) throw conflict('Contact details come with a plan. Please buy or renew a plan to see them.');
  if (!plan.revealed) {
    await q.transaction().execute(async (trx) => {
      const reveal = { subscriptionId: plan.id, userId: viewerId, targetUserId: targetId, createdAt: new Date().toISOString() };
      if (!(await spendContactView(trx, reveal))) throw conflict(`You have used all ${plan.contactViewsTotal} contact views of your plan.`);
    });
  }
  const after = await currentSubscription(q, viewerId);
  return { userId: targetId, contactDetails: await contactOf(q, targetId), contactViewsLeft: after?.contactViewsLeft ?? 0 };
}
