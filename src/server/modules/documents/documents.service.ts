import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { afterCommit, transact } from '../../db/transact.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { secretsFor } from '../../lib/secrets.ts';
import { isPhotoCode } from '../../../shared/document-keys.ts';
import { DOCUMENT_TEXT } from '../../../shared/messages.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decryptStream } from '../../lib/encryption.ts';
import { commitStored, readHead, readStored, removeStored, writeStored, type UploadsPlace } from './document-store.ts';
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
import { SNIFF_BYTES, safeOriginalName, sniffFileType } from './file-sniff.ts';
import { reencodeImage } from './photo-encoder.ts';
import { makePhotoSizes, PHOTO_SIZE_NAMES, type PhotoSize } from './photo-sizes.ts';
import type { DocumentReply } from '../../../shared/schemas/documents.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

/** A stored document as its owner and administrators read it. */
export type DocumentView = DocumentReply;
type PhotoApproval = DocumentReply['approval'];

/** A document's type as the programs match it (its code) and as a person reads it (its English name). */
interface DocumentTypeOf {
  name: string;
  code: string | null;
}

/** Whether a document type is a photo's, by its code (docs/decisions/086-codes-not-names.md). */
export const isPhoto = (type: { code: string | null } | null | undefined) => isPhotoCode(type?.code);

const UNKNOWN_TYPE: DocumentTypeOf = { name: '', code: null };

/** The reader is whoever the link is issued to; only owners and admins reach this (see routes). */
export function toDocumentView(config: Config, row: DocumentRow, type: DocumentTypeOf, readerId: number): DocumentView {
  const { signingKey } = secretsFor(config);
  const photo = isPhoto(type) && !row.purgedAt;
  const sized = (size: PhotoSize) => (photo ? signDocUrl(signingKey, row.id, readerId, Date.now(), size) : null);
  return {
    id: row.id,
    userId: row.userId,
    documentTypeId: row.documentTypeId,
    documentType: type.name,
    documentTypeCode: type.code ?? '',
    docUrl: row.purgedAt ? null : signDocUrl(signingKey, row.id, readerId),
    mimeType: row.mimeType,
    originalName: row.originalName,
    sizeBytes: row.sizeBytes,
    verifiedAt: row.verifiedAt,
    purgedAt: row.purgedAt,
    createdAt: row.createdAt,
    thumbUrl: sized('thumb'),
    galleryUrl: sized('gallery'),
    approval: row.approval as PhotoApproval,
    rejectReason: row.rejectReason,
  };
}

export interface Upload {
  userId: number;
  documentTypeId: number;
  fileName: string | undefined;
  /** The received file on disk (`uploads/<key>.incoming`); the caller removes it afterwards. */
  path: string;
  sizeBytes: number;
}

/**
 * Checks the content, re-encodes images (dropping metadata), encrypts everything that is not a
 * photo, stores it under a random name, and replaces the member's earlier file of the same type.
 * The file is read from disk: a PDF streams through, an image is decoded from its file.
 */
export async function storeDocument(
  db: Database,
  config: Config,
  upload: Upload,
  readerId: number,
  /** Runs the row's write in the transaction of the act (an administrator's, with its audit row); by default its own. */
  inAct: <T>(work: (db: Database) => Promise<T>) => Promise<T> = (work) => transact(db, work),
): Promise<DocumentView> {
  if (!upload.sizeBytes) throw badRequest(DOCUMENT_TEXT.fileRequired, { file: DOCUMENT_TEXT.fileRequired });
  const docType = await findDocumentType(db, upload.documentTypeId);
  if (!docType) throw badRequest('Document type must be chosen from the list.', { documentTypeId: 'Document type must be chosen from the list.' });
  const type = sniffFileType(await readHead(upload.path, SNIFF_BYTES));
  if (!type) throw badRequest(DOCUMENT_TEXT.wrongType, { file: DOCUMENT_TEXT.wrongType });
  const photo = isPhoto(docType);
  if (photo && type.mime === 'application/pdf') throw badRequest(DOCUMENT_TEXT.photoMustBeImage, { file: DOCUMENT_TEXT.photoMustBeImage });

  const content = type.mime === 'application/pdf' ? upload.path : await reencodeImage(upload.path, type, photo ? 2000 : 3000);
  const encrypted = !photo;
  const { storageKey, sha256, sizeBytes } = await writeStored(config, content, encrypted ? secretsFor(config).documentKey : undefined);
  // A photo's display sizes are made now, once (docs/product/documents-and-photos.md); it waits for an administrator's approval.
  const sizeKeys = photo ? await storeSizes(config, content as Buffer, storageKey) : null;
  const row = {
    userId: upload.userId,
    documentTypeId: docType.id,
    originalName: safeOriginalName(upload.fileName, type),
    mimeType: type.mime,
    sizeBytes,
    storageKey,
    sha256,
    encrypted: encrypted ? 1 : 0,
    createdAt: new Date().toISOString(),
    approval: photo ? 'pending' : 'approved',
    thumbKey: sizeKeys?.thumb ?? null,
    galleryKey: sizeKeys?.gallery ?? null,
    previewKey: sizeKeys?.preview ?? null,
  };
  const keys = [storageKey, row.thumbKey, row.galleryKey, row.previewKey];
  const { id, replacedKeys } = await inAct(async (trx) => ({ ...(await replaceDocument(trx, row)), userId: row.userId })).catch(async (error) => {
    await Promise.all(keys.map((key) => removeStored(config, key))); // the row never existed, so neither should the files
    throw error;
  });
  // The row is committed: the files become the stored ones (see document-store.ts for a crash in between).
  for (const key of keys) if (key) await commitStored(config, key);
  await Promise.all(replacedKeys.map((key) => removeStored(config, key)));
  const stored = { ...row, id, verifiedAt: null, verifiedBy: null, purgedAt: null, reviewedAt: null, reviewedBy: null, rejectReason: null };
  return toDocumentView(config, stored, docType, readerId);
}

/** Writes a photo's display sizes as `.partial` files; a failure removes those already written. */
async function storeSizes(place: UploadsPlace, photo: Buffer, originalKey: string): Promise<Record<PhotoSize, string>> {
  const written: string[] = [];
  try {
    const sizes = await makePhotoSizes(photo);
    const keys = {} as Record<PhotoSize, string>;
    for (const size of PHOTO_SIZE_NAMES) {
      keys[size] = (await writeStored(place, sizes[size])).storageKey;
      written.push(keys[size]);
    }
    return keys;
  } catch (error) {
    await Promise.all([originalKey, ...written].map((key) => removeStored(place, key)));
    throw error;
  }
}

/** Every stored file of a document: the file itself and, for a photo, its display sizes. */
export const storedKeysOf = (row: Pick<DocumentRow, 'storageKey' | 'thumbKey' | 'galleryKey' | 'previewKey'>) => [
  row.storageKey,
  row.thumbKey,
  row.galleryKey,
  row.previewKey,
];

export async function listDocuments(db: Database, config: Config, userId: number, readerId: number, includePurged = false): Promise<DocumentView[]> {
  const rows = await listUserDocuments(db, userId, includePurged);
  if (!rows.length) throw notFound(MSG.noDocuments);
  const types = new Map<number, DocumentTypeOf>();
  for (const row of rows) if (!types.has(row.documentTypeId)) types.set(row.documentTypeId, (await findDocumentType(db, row.documentTypeId)) ?? UNKNOWN_TYPE);
  return rows.map((row) => toDocumentView(config, row, types.get(row.documentTypeId) ?? UNKNOWN_TYPE, readerId));
}

/**
 * A stored file's content as a stream, never held whole. An encrypted one is read through once
 * first to find the key whose tag fits (the current one, or one being rotated out) and to check
 * that nothing was altered, then streamed through decryption: no unchecked byte is sent.
 */
export async function readDocumentContent(config: Config, row: DocumentRow): Promise<Readable> {
  const open = () => readStored(config, row.storageKey!);
  if (!row.encrypted) return open();
  const { documentKey, previousDocumentKeys } = secretsFor(config);
  const key = await keyThatOpens(open, [documentKey, ...previousDocumentKeys]);
  const source = await open();
  const plain = decryptStream(key);
  source.once('error', (error) => plain.destroy(error));
  return source.pipe(plain);
}

async function keyThatOpens(open: () => Promise<Readable>, keys: Buffer[]): Promise<Buffer> {
  const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });
  for (const [i, key] of keys.entries()) {
    try {
      await pipeline(await open(), decryptStream(key), discard());
      return key;
    } catch (error) {
      if (i === keys.length - 1) throw error;
    }
  }
  throw new Error('no document key');
}

async function existingDocument(db: Database, id: number) {
  const row = await findDocument(db, id);
  if (!row) throw notFound(DOCUMENT_TEXT.notFound);
  const type = (await findDocumentType(db, row.documentTypeId)) ?? UNKNOWN_TYPE;
  return { row, type };
}

/** An administrator's verified mark (docs/product/documents-and-photos.md); verifying twice keeps the first mark. */
export async function verifyDocument(db: Database, config: Config, id: number, adminId: number): Promise<DocumentView> {
  await existingDocument(db, id);
  await markVerified(db, id, adminId, new Date().toISOString());
  const { row, type } = await existingDocument(db, id);
  return toDocumentView(config, row, type, adminId);
}

/**
 * Deletes a verified identity or certificate file from the store for good and keeps the record with
 * its verified mark (docs/product/documents-and-photos.md: Aadhaar copies are not kept longer than needed). The file goes
 * first, so a failure part-way leaves a retry that can finish the job.
 */
export async function purgeDocumentFile(db: Database, config: Config, id: number, adminId: number): Promise<DocumentView> {
  const { row, type } = await existingDocument(db, id);
  if (row.purgedAt) throw conflict(DOCUMENT_TEXT.alreadyPurged);
  if (isPhoto(type)) throw conflict(DOCUMENT_TEXT.purgePhoto);
  if (!row.verifiedAt) throw conflict(DOCUMENT_TEXT.purgeNeedsVerify);
  await removeStored(config, row.storageKey);
  const purgedAt = new Date().toISOString();
  await markPurged(db, id, purgedAt);
  return toDocumentView(config, { ...row, storageKey: null, purgedAt }, type, adminId);
}

/**
 * A member's document removed from the profile's list and saved: the row goes (so nobody is
 * shown it any more), then the file; a stop in between leaves a file no row refers to, which
 * the scheduled sweep removes (upload-sweep.ts). Another member's document does not exist for the caller.
 */
export async function deleteDocument(
  db: Database,
  config: Config,
  id: number,
  caller: { userId: number; isAdmin: boolean },
): Promise<{ id: number; userId: number }> {
  const row = await findDocument(db, id);
  if (!row || (!caller.isAdmin && row.userId !== caller.userId)) throw notFound(DOCUMENT_TEXT.notFound);
  await deleteDocumentRow(db, id);
  await afterCommit(db, () => Promise.all(storedKeysOf(row).map((key) => removeStored(config, key))));
  return { id, userId: row.userId };
}
