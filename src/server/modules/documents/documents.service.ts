import { createHash } from 'node:crypto';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { secretsFor } from '../../lib/secrets.ts';
import { camelCase, PHOTO_KEYS, type DocumentKey } from '../../../shared/camel-case.ts';
import { DOCUMENT_TEXT, MSG } from '../../../shared/messages.ts';
import { decryptWithAny, encrypt } from './document-crypto.ts';
import { commitStored, readStored, recoverStored, removeStored, writeStored } from './document-store.ts';
import { signDocUrl } from './document-url.ts';
import {
  deleteDocumentRow,
  findDocument,
  findDocumentType,
  listUserDocuments,
  markPurged,
  markVerified,
  replaceDocument,
  type DocumentRow,
} from './documents.repository.ts';
import { safeOriginalName, sniffFileType } from './file-sniff.ts';
import { reencodeImage } from './photo-encoder.ts';

export interface DocumentView {
  id: number;
  userId: number;
  documentTypeId: number;
  documentType: string;
  /** Null once the file is purged (DESIGN §10): the record and its verified mark remain. */
  docUrl: string | null;
  mimeType: string;
  originalName: string;
  sizeBytes: number;
  verifiedAt: string | null;
  purgedAt: string | null;
  createdAt: string;
}

const isPhoto = (typeName: string) => PHOTO_KEYS.includes(camelCase(typeName) as DocumentKey);

/** The reader is whoever the link is issued to; only owners and admins reach this (see routes). */
export function toDocumentView(config: Config, row: DocumentRow, typeName: string, readerId: number): DocumentView {
  const { signingKey } = secretsFor(config);
  return {
    id: row.id,
    userId: row.userId,
    documentTypeId: row.documentTypeId,
    documentType: typeName,
    docUrl: row.purgedAt ? null : signDocUrl(signingKey, row.id, readerId),
    mimeType: row.mimeType,
    originalName: row.originalName,
    sizeBytes: row.sizeBytes,
    verifiedAt: row.verifiedAt,
    purgedAt: row.purgedAt,
    createdAt: row.createdAt,
  };
}

export interface Upload {
  userId: number;
  documentTypeId: number;
  fileName: string | undefined;
  bytes: Buffer;
}

/**
 * Checks the content, re-encodes images (dropping metadata), encrypts everything that is not a
 * photo, stores it under a random name, and replaces the member's earlier file of the same type.
 */
export async function storeDocument(db: Database, config: Config, upload: Upload, readerId: number): Promise<DocumentView> {
  if (!upload.bytes.length) throw badRequest(DOCUMENT_TEXT.fileRequired, { file: DOCUMENT_TEXT.fileRequired });
  const docType = await findDocumentType(db, upload.documentTypeId);
  if (!docType) throw badRequest('Document type must be chosen from the list.', { documentTypeId: 'Document type must be chosen from the list.' });
  const type = sniffFileType(upload.bytes);
  if (!type) throw badRequest(DOCUMENT_TEXT.wrongType, { file: DOCUMENT_TEXT.wrongType });
  const photo = isPhoto(docType.name);
  if (photo && type.mime === 'application/pdf') throw badRequest(DOCUMENT_TEXT.photoMustBeImage, { file: DOCUMENT_TEXT.photoMustBeImage });

  const content = type.mime === 'application/pdf' ? upload.bytes : await reencodeImage(upload.bytes, type, photo ? 2000 : 3000);
  const encrypted = !photo;
  const stored = encrypted ? encrypt(secretsFor(config).documentKey, content) : content;
  const storageKey = await writeStored(config.dataDir, stored);
  const row = {
    userId: upload.userId,
    documentTypeId: docType.id,
    originalName: safeOriginalName(upload.fileName, type),
    mimeType: type.mime,
    sizeBytes: content.length,
    storageKey,
    sha256: createHash('sha256').update(content).digest('hex'),
    encrypted: encrypted ? 1 : 0,
    createdAt: new Date().toISOString(),
  };
  const { id, replacedKeys } = await replaceDocument(db, row).catch(async (error) => {
    await removeStored(config.dataDir, storageKey); // the row never existed, so neither should the file
    throw error;
  });
  // The row is committed: the file becomes the stored one (see document-store.ts for a crash in between).
  await commitStored(config.dataDir, storageKey);
  await Promise.all(replacedKeys.map((key) => removeStored(config.dataDir, key)));
  return toDocumentView(config, { ...row, id, verifiedAt: null, verifiedBy: null, purgedAt: null }, docType.name, readerId);
}

export async function listDocuments(db: Database, config: Config, userId: number, readerId: number, includePurged = false): Promise<DocumentView[]> {
  const rows = await listUserDocuments(db, userId, includePurged);
  if (!rows.length) throw notFound(MSG.noDocuments);
  const names = new Map<number, string>();
  for (const row of rows) if (!names.has(row.documentTypeId)) names.set(row.documentTypeId, (await findDocumentType(db, row.documentTypeId))?.name ?? '');
  return rows.map((row) => toDocumentView(config, row, names.get(row.documentTypeId) ?? '', readerId));
}

export async function readDocumentContent(config: Config, row: DocumentRow): Promise<Buffer> {
  const stored = await readStored(config.dataDir, row.storageKey!);
  const { documentKey, previousDocumentKeys } = secretsFor(config);
  return row.encrypted ? decryptWithAny([documentKey, ...previousDocumentKeys], stored) : stored;
}

async function existingDocument(db: Database, id: number) {
  const row = await findDocument(db, id);
  if (!row) throw notFound(DOCUMENT_TEXT.notFound);
  const typeName = (await findDocumentType(db, row.documentTypeId))?.name ?? '';
  return { row, typeName };
}

/** An administrator's verified mark (DESIGN §10); verifying twice keeps the first mark. */
export async function verifyDocument(db: Database, config: Config, id: number, adminId: number): Promise<DocumentView> {
  await existingDocument(db, id);
  await markVerified(db, id, adminId, new Date().toISOString());
  const { row, typeName } = await existingDocument(db, id);
  return toDocumentView(config, row, typeName, adminId);
}

/**
 * Deletes a verified identity or certificate file from disk for good and keeps the record with
 * its verified mark (DESIGN §10: Aadhaar copies are not kept longer than needed). The file goes
 * first, so a failure part-way leaves a retry that can finish the job.
 */
export async function purgeDocumentFile(db: Database, config: Config, id: number, adminId: number): Promise<DocumentView> {
  const { row, typeName } = await existingDocument(db, id);
  if (row.purgedAt) throw conflict(DOCUMENT_TEXT.alreadyPurged);
  if (isPhoto(typeName)) throw conflict(DOCUMENT_TEXT.purgePhoto);
  if (!row.verifiedAt) throw conflict(DOCUMENT_TEXT.purgeNeedsVerify);
  await removeStored(config.dataDir, row.storageKey);
  const purgedAt = new Date().toISOString();
  await markPurged(db, id, purgedAt);
  return toDocumentView(config, { ...row, storageKey: null, purgedAt }, typeName, adminId);
}

/**
 * A member's document removed from the profile's list and saved: the row goes (so nobody is
 * shown it any more), then the file; a stop in between leaves a file no row refers to, which
 * start-up removes (recoverUploads). Another member's document does not exist for the caller.
 */
export async function deleteDocument(db: Database, config: Config, id: number, caller: { userId: number; isAdmin: boolean }): Promise<{ id: number }> {
  const row = await findDocument(db, id);
  if (!row || (!caller.isAdmin && row.userId !== caller.userId)) throw notFound(DOCUMENT_TEXT.notFound);
  await deleteDocumentRow(db, id);
  await removeStored(config.dataDir, row.storageKey);
  return { id };
}

/** At start: finishes uploads whose row was committed and removes files no row refers to (document-store.ts). */
export function recoverUploads(db: Database, dataDir: string) {
  return recoverStored(dataDir, async (keys) => {
    const found = new Set<string>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await db
        .selectFrom('document')
        .select('storageKey')
        .where('storageKey', 'in', keys.slice(i, i + 500))
        .$narrowType<{ storageKey: string }>()
        .execute();
      for (const row of rows) found.add(row.storageKey);
    }
    return found;
  });
}
