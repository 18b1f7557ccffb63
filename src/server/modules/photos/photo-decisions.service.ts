import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { secretsFor } from '../../lib/secrets.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import type { DecidedPhoto } from '../../../shared/schemas/photos.ts';
import { signDocUrl, isPhoto } from '../documents/index.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.PHOTO_MSG;

/** How many decided photos the review list shows (docs/product/limits.md). */
const DECIDED_PHOTOS_SHOWN = 50;

/** Photos decided lately (approved or rejected, still on file), newest decision first, for an administrator to review. */
export async function decidedPhotos(db: Database, config: Config, adminId: number): Promise<DecidedPhoto[]> {
  const { signingKey } = secretsFor(config);
  const rows = await db
    .selectFrom('document as d')
    .innerJoin('documentType as t', 't.id', 'd.documentTypeId')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .leftJoin('profile as p', 'p.userId', 'd.userId')
    .leftJoin('users as r', 'r.id', 'd.reviewedBy')
    .select([
      'd.id',
      'd.userId',
      'd.approval',
      'd.rejectReason',
      'd.reviewedAt',
      't.name as typeName',
      't.code as typeCode',
      'u.name',
      'p.fullName',
      'r.name as reviewerName',
    ])
    .where('d.approval', 'in', ['approved', 'rejected'])
    .where('d.reviewedAt', 'is not', null)
    .where('d.purgedAt', 'is', null)
    .orderBy('d.reviewedAt', 'desc')
    .orderBy('d.id', 'desc')
    .limit(DECIDED_PHOTOS_SHOWN)
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
      approval: r.approval as DecidedPhoto['approval'],
      rejectReason: r.rejectReason ?? null,
      reviewedAt: String(r.reviewedAt),
      reviewerName: r.reviewerName ?? null,
      galleryUrl: signDocUrl(signingKey, Number(r.id), adminId, now, 'gallery'),
    }));
}

/**
 * An administrator takes back a decision: the photo waits for review again (an approved one is
 * hidden from other members until it is decided anew), and the moderation log keeps who undid
 * what and when. Only a decided photo can be undone, so two administrators cannot both undo it.
 */
export async function undoPhotoDecision(db: Database, adminId: number, id: number, now = new Date()) {
  const row = await db
    .selectFrom('document as d')
    .innerJoin('documentType as t', 't.id', 'd.documentTypeId')
    .select(['d.id', 'd.userId', 'd.approval', 'd.purgedAt', 't.code'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row || !isPhoto(row) || row.purgedAt) throw notFound(M.photoNotFound);
  const at = now.toISOString();
  // Joins the caller's transaction (its audit row), so the undo and its record are kept together.
  const done = await transact(db, async (trx) => {
    const updated = await trx
      .updateTable('document')
      .set({ approval: 'pending', reviewedAt: null, reviewedBy: null, rejectReason: null })
      .where('id', '=', id)
      .where('approval', 'in', ['approved', 'rejected'])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('moderationAction')
      .values({ userId: Number(row.userId), adminId, action: 'photo-undone', note: `Was ${String(row.approval)}`, createdAt: at })
      .execute();
    return true;
  });
  if (!done) throw conflict(M.photoNotDecided);
  return { id, userId: Number(row.userId), approval: 'pending' as const };
}
