import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { compiledQuery, isAnyOf } from '../../db/compiled-query.ts';
import { transact } from '../../db/transact.ts';
import type { EventBus } from '../../lib/events/events.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { lockMember } from '../../db/member-lock.ts';
import { actionsSince, logAction } from '../../db/action-log.ts';
import { startOfUtcDay } from '../../lib/utc-day.ts';
import { secretsFor } from '../../lib/secrets.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { photoRank } from '../../../shared/document-keys.ts';
import type { Badge, PendingPhoto, PhotoAccess, PhotoRequestItem, PhotoVisibility, PrivacySettings, ProfilePhoto } from '../../../shared/schemas/photos.ts';
import { signDocUrl, isPhoto } from '../documents/index.ts';
import { assertDiscoverable, blockedIds } from '../discovery/index.ts';
import { belowLevel, levelRefusal, termsOf, type StoredTerms } from '../contact-terms/index.ts';
import type { MailService } from '../mail/index.ts';
import { mailMemberNotice } from '../notifications/index.ts';
import { photoSight, sightColumns, sightOf, type PhotoSight, type PhotoViewer } from './photo-access.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.PHOTO_MSG;

/**
 * Photo privacy, requests, approval and verification badges (docs/product/documents-and-photos.md);
 * pausing a profile is the profile module's (profile/pause.service.ts).
 * The access rule itself lives in photo-access.ts; this module applies it to what members see.
 */
export interface PhotoDeps {
  db: Database;
  config: Config;
  events: EventBus;
  /** For the mail telling a member their photo was rejected (the app has it; some callers do not review photos). */
  mail?: MailService;
}

// ---------------------------------------------------------------- photos on cards and profiles

/**
 * The approved photo documents of these members (never identity or certificate documents), close-up
 * first; the owner's own also when not yet approved. One query for any number of members.
 */
const photoDocuments = compiledQuery((db, userIds: number[]) =>
  db
    .selectFrom('document as d')
    .innerJoin('documentType as t', 't.id', 'd.documentTypeId')
    .selectAll('d')
    .select(['t.name as typeName', 't.code as typeCode'])
    .where(isAnyOf(db, 'd.userId', userIds))
    .where('d.purgedAt', 'is', null)
    .orderBy('d.documentTypeId'),
);

async function photoRows(db: Database, userIds: number[], ownerSeesAll: number | null) {
  const rows = await photoDocuments(db, userIds);
  return rows
    .map(({ typeName, typeCode, ...row }) => ({ row, typeName: String(typeName), typeCode: String(typeCode ?? ''), rank: photoRank(typeCode) }))
    .filter((p) => p.rank >= 0 && (p.row.approval === 'approved' || Number(p.row.userId) === ownerSeesAll));
}

export interface CardPhoto {
  /** The card thumbnail, signed for this reader; null when the reader may not see it. */
  photoUrl: string | null;
  /** The blurred preview, for a reader who may not see the photo. */
  photoPreviewUrl: string | null;
}

/**
 * Every document of these members with its type, and whether each account is verified: one row
 * with no document for an account without. What cards show of photos and badges comes from it.
 */
const documentRows = (db: Database, ids: number[]) =>
  db
    .selectFrom('users as u')
    .leftJoin('document as d', 'd.userId', 'u.id')
    .leftJoin('documentType as t', 't.id', 'd.documentTypeId')
    .select([
      'u.id as ownerId',
      'u.isVerified',
      'd.id as documentId',
      'd.approval',
      'd.verifiedAt',
      'd.purgedAt',
      't.code as typeCode',
      // A live selfie matched the photos (modules/selfie-verification): the photo badge too.
      (eb) =>
        eb
          .selectFrom('selfieCheck as s')
          .select((s) => s.fn.countAll<number>().as('n'))
          .whereRef('s.userId', '=', 'u.id')
          .where('s.status', '=', 'verified')
          .as('selfieVerified'),
      // Shown with family only when the member lets others see it and a helper is active.
      (eb) =>
        eb
          .case()
          .when('u.familyShown', '=', 1)
          .then(
            eb
              .selectFrom('familyHelper as f')
              .select((f) => f.fn.countAll<number>().as('n'))
              .whereRef('f.memberUserId', '=', 'u.id')
              .where('f.status', '=', 'active'),
          )
          .else(0)
          .end()
          .as('familyHelpers'),
    ])
    .where(isAnyOf(db, 'u.id', ids))
    .orderBy('d.documentTypeId');

/** Built once each: every card page reads them. */
const cardDocuments = compiledQuery(documentRows);

/**
 * The same rows with how the reader `me` may see each member's photos (photo-access.ts's facts,
 * the same on each of a member's rows): a card page's photos and badges in one statement, where
 * they took two (docs/decisions/061-match-page-statements.md).
 */
const seenDocuments = compiledQuery((db, ids: number[], me: number, now: string) =>
  documentRows(db, ids).select((eb) => ['u.photoVisibility', ...sightColumns(db, eb.ref('u.id'), me, now)]),
);
type CardDocument = Awaited<ReturnType<typeof cardDocuments>>[number];
type SeenDocument = Awaited<ReturnType<typeof seenDocuments>>[number];

/**
 * Each member's photo for cards (close-up first, as on profiles): approved, never an identity or
 * certificate document; `ownerSeesAll`'s own also when not yet approved.
 */
function bestPhotos(rows: CardDocument[], ownerSeesAll: number | null): Map<number, number> {
  const best = new Map<number, { id: number; rank: number }>();
  for (const row of rows) {
    if (row.documentId === null || row.purgedAt !== null) continue;
    const owner = Number(row.ownerId);
    const rank = photoRank(row.typeCode);
    if (rank < 0 || (row.approval !== 'approved' && owner !== ownerSeesAll)) continue;
    if ((best.get(owner)?.rank ?? Infinity) <= rank) continue;
    best.set(owner, { id: Number(row.documentId), rank });
  }
  return new Map([...best].map(([owner, { id }]) => [owner, id]));
}

/** Each member's verification badges: code-verified account, verified photo, verified identity document. */
function badgesFrom(rows: CardDocument[]): Map<number, Badge[]> {
  const out = new Map<number, Badge[]>();
  for (const row of rows) {
    const id = Number(row.ownerId);
    let list = out.get(id);
    if (!list) out.set(id, (list = Number(row.isVerified) === 1 ? ['mobile', 'email'] : []));
    if (Number(row.familyHelpers) > 0 && !list.includes('family')) list.push('family');
    if (Number(row.selfieVerified) > 0 && !list.includes('photo')) list.push('photo');
    if (row.documentId === null || row.verifiedAt === null) continue;
    const badge: Badge = isPhoto({ code: row.typeCode }) ? 'photo' : 'id';
    if (!list.includes(badge)) list.push(badge);
  }
  const order: Badge[] = ['mobile', 'email', 'photo', 'id', 'family'];
  for (const list of out.values()) list.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return out;
}

export interface CardLookups {
  /** One photo per member (close-up first): the thumbnail, or the blurred preview. */
  photos: (userIds: number[]) => Promise<Map<number, CardPhoto>>;
  badges: (userIds: number[]) => Promise<Map<number, Badge[]>>;
}

/**
 * What a page of cards shows of its members' photos and badges, for one reader: asked for the
 * same members, the two share one read of their documents.
 */
export function cardLookups(db: Database, config: Config, viewer: PhotoViewer): CardLookups {
  let last: { key: string; read: Promise<SeenDocument[]> } | null = null;
  const documents = (ids: number[]) => {
    const key = ids.join(',');
    if (last?.key !== key) last = { key, read: seenDocuments(db, ids, viewer.userId, new Date().toISOString()) };
    return last.read;
  };
  return {
    async photos(userIds) {
      const ids = [...new Set(userIds)];
      if (!ids.length) return new Map();
      const { signingKey } = secretsFor(config);
      const rows = await documents(ids);
      const sight = new Map(rows.map((row) => [Number(row.ownerId), row]));
      // Cards show administrators what members see.
      const best = bestPhotos(rows, viewer.isAdmin ? null : viewer.userId);
      const now = Date.now();
      const out = new Map<number, CardPhoto>();
      for (const [userId, id] of best) {
        const facts = sight.get(userId);
        const s = facts ? sightOf(userId, facts, viewer) : 'none';
        out.set(userId, {
          photoUrl: s === 'full' ? signDocUrl(signingKey, id, viewer.userId, now, 'thumb') : null,
          photoPreviewUrl: s === 'preview' ? signDocUrl(signingKey, id, viewer.userId, now, 'preview') : null,
        });
      }
      return out;
    },
    async badges(userIds) {
      const ids = [...new Set(userIds)];
      return ids.length ? badgesFrom(await documents(ids)) : new Map();
    },
  };
}

/** A member's photos as this viewer may see them, and how they stand with the photos. */
export async function profilePhotos(
  db: Database,
  config: Config,
  ownerId: number,
  viewer: PhotoViewer,
): Promise<{ photos: ProfilePhoto[]; photoAccess: PhotoAccess }> {
  const { signingKey } = secretsFor(config);
  const [rows, sight, request] = await Promise.all([
    photoRows(db, [ownerId], viewer.isAdmin ? ownerId : viewer.userId),
    photoSight(db, [ownerId], viewer),
    viewer.isAdmin
      ? null
      : db.selectFrom('photoRequest').select('status').where('ownerId', '=', ownerId).where('requesterId', '=', viewer.userId).executeTakeFirst(),
  ]);
  const s: PhotoSight = sight.get(ownerId) ?? 'none';
  const now = Date.now();
  const sign = (id: number, size: string) => signDocUrl(signingKey, id, viewer.userId, now, size);
  const photos =
    s === 'full'
      ? rows
          .sort((a, b) => a.rank - b.rank)
          .map(({ row, typeName, typeCode }) => ({
            id: row.id,
            documentType: typeName,
            documentTypeCode: typeCode,
            docUrl: sign(row.id, 'gallery'),
            thumbUrl: sign(row.id, 'thumb'),
            approval: row.approval as ProfilePhoto['approval'],
          }))
      : [];
  const first = rows.sort((a, b) => a.rank - b.rank)[0];
  const state = s === 'full' && photos.length ? 'visible' : s === 'preview' && first ? 'preview' : 'none';
  return {
    photos,
    photoAccess: {
      state,
      previewUrl: state === 'preview' ? sign(first!.row.id, 'preview') : null,
      request: request?.status === 'pending' || request?.status === 'granted' ? request.status : null,
    },
  };
}

// ---------------------------------------------------------------- badges

/** Each member's verification badges (see badgesFrom). */
export async function badgesOf(db: Database, userIds: number[]): Promise<Map<number, Badge[]>> {
  const ids = [...new Set(userIds)];
  return ids.length ? badgesFrom(await cardDocuments(db, ids)) : new Map();
}

/**
 * A sender reaching a member (an interest, a first message, a call, a photo request) under her
 * terms (modules/contact-terms): refused, changing nothing, when the sender lacks the badge she
 * asks for, the badges read as every card reads them. Answers her terms for the act's own rules.
 */
export async function assertMayContact(db: Database, senderId: number, recipientId: number): Promise<StoredTerms> {
  const terms = await termsOf(db, recipientId);
  if (terms.verifiedLevel === null) return terms;
  const refusal = levelRefusal(terms, (await badgesOf(db, [senderId])).get(senderId) ?? []);
  if (refusal) throw belowLevel(refusal);
  return terms;
}

// ---------------------------------------------------------------- settings

export async function privacySettings(db: Database, userId: number): Promise<PrivacySettings> {
  const row = await db.selectFrom('users').select(['photoVisibility', 'pausedAt', 'pausedReason']).where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(M.noAccount);
  return { photoVisibility: row.photoVisibility as PhotoVisibility, paused: row.pausedAt !== null, pausedAt: row.pausedAt, pausedReason: row.pausedReason };
}

export async function setPhotoVisibility(db: Database, userId: number, photoVisibility: PhotoVisibility): Promise<PrivacySettings> {
  await db.updateTable('users').set({ photoVisibility }).where('id', '=', userId).execute();
  return privacySettings(db, userId);
}

// ---------------------------------------------------------------- requests

async function requestCard(db: Database, ids: number[]) {
  if (!ids.length) return new Map<number, PhotoRequestItem['member']>();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.name', 'p.fullName', 'p.city'])
    .where('u.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { userId: Number(r.id), fullName: r.fullName ?? r.name ?? null, city: r.city ?? null }]));
}

/** Asks a member for their photos; asking again while waiting, or after a grant, changes nothing. */
/** Members a member may ask for their photos in a UTC day. */
export const PHOTO_REQUEST_DAILY_LIMIT = 20;

export async function requestPhotos(deps: PhotoDeps, requesterId: number, ownerId: number, now = new Date()) {
  const { db } = deps;
  if (ownerId === requesterId) throw badRequest(M.requestSelf, { ownerId: M.requestSelf });
  await assertDiscoverable(db, ownerId, requesterId);
  await assertMayContact(db, requesterId, ownerId);
  const sight = (await photoSight(db, [ownerId], { userId: requesterId, isAdmin: false })).get(ownerId);
  if (sight === 'full') throw conflict(M.requestNotNeeded);
  const existing = await db
    .selectFrom('photoRequest')
    .select(['id', 'status'])
    .where('ownerId', '=', ownerId)
    .where('requesterId', '=', requesterId)
    .executeTakeFirst();
  if (existing?.status === 'declined') throw conflict(M.requestDeclined);
  if (existing) return { id: Number(existing.id), status: existing.status };
  // Counted in the action log with the request, as one step per member (docs/product/limits.md);
  // inside the caller's act when there is one (a family helper's, lib/audit/admin-act.ts).
  const row = await transact(db, async (trx) => {
    await lockMember(trx, requesterId);
    if ((await actionsSince(trx, requesterId, 'photo.requested', startOfUtcDay(now))) >= PHOTO_REQUEST_DAILY_LIMIT)
      throw new HttpError(429, 'daily_limit', M.requestDailyLimit({ limit: PHOTO_REQUEST_DAILY_LIMIT }));
    await logAction(trx, requesterId, 'photo.requested', ownerId, now.toISOString());
    return trx
      .insertInto('photoRequest')
      .values({ ownerId, requesterId, status: 'pending', createdAt: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  await deps.events.publish(db, { type: 'photo.requested', actorId: requesterId, recipientId: ownerId, data: { requestId: row.id } });
  return { id: Number(row.id), status: 'pending' };
}

/** The photo requests a member received and sent, newest first; blocked members left out. */
export async function listPhotoRequests(db: Database, me: number): Promise<PhotoRequestItem[]> {
  const rows = await db
    .selectFrom('photoRequest')
    .selectAll()
    .where((eb) => eb.or([eb('ownerId', '=', me), eb('requesterId', '=', me)]))
    .orderBy('createdAt', 'desc')
    .limit(200)
    .execute();
  // Blocks either way and members hiding from me (discovery's one rule of who is hidden from whom).
  const blocked = new Set(await blockedIds(db, me));
  const other = (r: (typeof rows)[number]) => Number(r.ownerId === me ? r.requesterId : r.ownerId);
  const visible = rows.filter((r) => !blocked.has(other(r)));
  const cards = await requestCard(db, visible.map(other));
  return visible.map((r) => ({
    id: Number(r.id),
    direction: Number(r.ownerId) === me ? 'received' : 'sent',
    status: r.status as PhotoRequestItem['status'],
    createdAt: r.createdAt,
    member: cards.get(other(r)) ?? { userId: other(r), fullName: null, city: null },
  }));
}

/** The owner answers a request: granted, the requester sees the photos whatever the setting. */
export async function answerPhotoRequest(deps: PhotoDeps, me: number, id: number, answer: 'granted' | 'declined', now = new Date()) {
  const { db } = deps;
  const row = await db.selectFrom('photoRequest').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || Number(row.ownerId) !== me) throw notFound(M.requestNotFound);
  const updated = await db
    .updateTable('photoRequest')
    .set({ status: answer, answeredAt: now.toISOString() })
    .where('id', '=', id)
    .where('status', '!=', answer)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1 && answer === 'granted') {
    await deps.events.publish(db, { type: 'photo.granted', actorId: me, recipientId: Number(row.requesterId), data: { requestId: id } });
  }
  return { id, status: answer };
}

// ---------------------------------------------------------------- approval

/** Photos waiting for an administrator, oldest first, each with its gallery size signed for the reader. */
export async function pendingPhotos(db: Database, config: Config, adminId: number): Promise<PendingPhoto[]> {
  const { signingKey } = secretsFor(config);
  const rows = await db
    .selectFrom('document as d')
    .innerJoin('documentType as t', 't.id', 'd.documentTypeId')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .leftJoin('profile as p', 'p.userId', 'd.userId')
    .select(['d.id', 'd.userId', 'd.createdAt', 't.name as typeName', 't.code as typeCode', 'u.name', 'p.fullName'])
    .where('d.approval', '=', 'pending')
    .where('d.purgedAt', 'is', null)
    .orderBy('d.createdAt')
    .orderBy('d.id')
    .limit(100)
    .execute();
  const now = Date.now();
  return rows
    .filter((r) => isPhoto({ code: r.typeCode }))
    .map((r) => ({
      id: Number(r.id),
      userId: Number(r.userId),
      fullName: r.fullName ?? r.name ?? null,
      documentType: String(r.typeName),
      documentTypeCode: String(r.typeCode),
      createdAt: r.createdAt,
      galleryUrl: signDocUrl(signingKey, Number(r.id), adminId, now, 'gallery'),
    }));
}

/**
 * An administrator approves or rejects a photo; the decision is kept on the photo and in the
 * moderation log (who and when), and the member is told through a domain event. Only a photo
 * waiting for review can be decided, so two administrators cannot both decide it.
 */
export async function reviewPhoto(deps: PhotoDeps, adminId: number, id: number, decision: 'approved' | 'rejected', reason: string | null, now = new Date()) {
  // One transaction with the caller's audit row: the member hears of it once it commits.
  return transact(deps.db, async (db) => {
    const row = await db
      .selectFrom('document as d')
      .innerJoin('documentType as t', 't.id', 'd.documentTypeId')
      .select(['d.id', 'd.userId', 'd.approval', 't.code'])
      .where('d.id', '=', id)
      .executeTakeFirst();
    if (!row || !isPhoto(row)) throw notFound(M.photoNotFound);
    const at = now.toISOString();
    const note = decision === 'rejected' ? reason!.trim() : null;
    const updated = await db
      .updateTable('document')
      .set({ approval: decision, reviewedAt: at, reviewedBy: adminId, rejectReason: note })
      .where('id', '=', id)
      .where('approval', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(M.photoAlreadyReviewed({ state: String(row.approval) }));
    await db
      .insertInto('moderationAction')
      .values({ userId: Number(row.userId), adminId, action: decision === 'approved' ? 'photo-approved' : 'photo-rejected', note, createdAt: at })
      .execute();
    await deps.events.publish(db, {
      type: decision === 'approved' ? 'photo.approved' : 'photo.rejected',
      actorId: adminId,
      recipientId: Number(row.userId),
      data: { documentId: id, reason: note },
    });
    if (note !== null && deps.mail)
      await mailMemberNotice({ db, mail: deps.mail, config: deps.config }, Number(row.userId), { kind: 'photoRejected', reason: note });
    return { id, approval: decision, rejectReason: note, userId: Number(row.userId) };
  });
}
