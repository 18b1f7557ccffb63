import { untyped, type Database } from '../../db/database.ts';

export interface DocumentRow {
  id: number;
  userId: number;
  documentTypeId: number;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string | null;
  sha256: string | null;
  encrypted: number;
  purgedAt: string | null;
  createdAt: string;
}

export const findDocumentType = (db: Database, id: number) =>
  untyped(db).selectFrom('documentType').select(['id', 'name']).where('id', '=', id).executeTakeFirst() as Promise<{ id: number; name: string } | undefined>;

export const findDocument = (db: Database, id: number) =>
  untyped(db).selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst() as Promise<DocumentRow | undefined>;

export const listUserDocuments = (db: Database, userId: number) =>
  untyped(db).selectFrom('document').selectAll().where('userId', '=', userId).where('purgedAt', 'is', null).orderBy('documentTypeId').execute() as Promise<
    DocumentRow[]
  >;

/** Inserts the new document and removes the member's earlier one of the same type, atomically. */
export async function replaceDocument(db: Database, row: Omit<DocumentRow, 'id' | 'purgedAt'>): Promise<{ id: number; replacedKeys: (string | null)[] }> {
  return untyped(db)
    .transaction()
    .execute(async (trx) => {
      const old = (await trx
        .selectFrom('document')
        .select(['id', 'storageKey'])
        .where('userId', '=', row.userId)
        .where('documentTypeId', '=', row.documentTypeId)
        .execute()) as Array<{ id: number; storageKey: string | null }>;
      const inserted = (await trx.insertInto('document').values(row).returning('id').executeTakeFirstOrThrow()) as { id: number };
      if (old.length)
        await trx
          .deleteFrom('document')
          .where(
            'id',
            'in',
            old.map((o) => o.id),
          )
          .execute();
      return { id: inserted.id, replacedKeys: old.map((o) => o.storageKey) };
    });
}

export const logDocumentRead = (db: Database, documentId: number, readerId: number | null, ip: string) =>
  untyped(db)
    .insertInto('documentAccessLog')
    .values({ documentId, readerId, ip: ip.slice(0, 64), createdAt: new Date().toISOString() })
    .execute();
