import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import type { Row } from '../../db/schema.ts';

export type DocumentRow = Row<'document'>;

export const findDocumentType = (db: Database, id: number) =>
  db.selectFrom('documentType').select(['id', 'name', 'code']).where('id', '=', id).executeTakeFirst();

export const findDocument = (db: Database, id: number) => db.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst();

/** Purged documents (file gone, verified mark kept) only when asked for. */
export const listUserDocuments = (db: Database, userId: number, includePurged = false) => {
  const query = db.selectFrom('document').selectAll().where('userId', '=', userId);
  return (includePurged ? query : query.where('purgedAt', 'is', null)).orderBy('documentTypeId').execute();
};

/** Sets the verified mark once; a second verification keeps the first date and verifier. */
export const markVerified = (db: Database, id: number, adminId: number, at: string) =>
  db.updateTable('document').set({ verifiedAt: at, verifiedBy: adminId }).where('id', '=', id).where('verifiedAt', 'is', null).execute();

/** Forgets where the file was; the row keeps its type, name, size, hash and verified mark. */
export const markPurged = (db: Database, id: number, at: string) =>
  db.updateTable('document').set({ storageKey: null, purgedAt: at }).where('id', '=', id).execute();

export const deleteDocumentRow = (db: Database, id: number) => db.deleteFrom('document').where('id', '=', id).execute();

/** Inserts the new document and removes the member's earlier one of the same type, atomically. */
export async function replaceDocument(
  db: Database,
  row: Omit<DocumentRow, 'id' | 'purgedAt' | 'verifiedAt' | 'verifiedBy' | 'reviewedAt' | 'reviewedBy' | 'rejectReason'>,
): Promise<{ id: number; replacedKeys: (string | null)[] }> {
  return transact(db, async (trx) => {
    const old = await trx
      .selectFrom('document')
      .select(['id', 'storageKey', 'thumbKey', 'galleryKey', 'previewKey'])
      .where('userId', '=', row.userId)
      .where('documentTypeId', '=', row.documentTypeId)
      .execute();
    const inserted = await trx.insertInto('document').values(row).returning('id').executeTakeFirstOrThrow();
    if (old.length)
      await trx
        .deleteFrom('document')
        .where(
          'id',
          'in',
          old.map((o) => o.id),
        )
        .execute();
    return { id: inserted.id, replacedKeys: old.flatMap((o) => [o.storageKey, o.thumbKey, o.galleryKey, o.previewKey]) };
  });
}

export const logDocumentRead = (db: Database, documentId: number, readerId: number | null, ip: string) =>
  db
    .insertInto('documentAccessLog')
    .values({ documentId, readerId, ip: ip.slice(0, 64), createdAt: new Date().toISOString() })
    .execute();
