import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, boolean, coerce, enums, object, optional, size, string, type } from 'superstruct';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { secretsFor } from '../../lib/secrets.ts';
import { parse } from '../../lib/validate.ts';
import { requireAdmin, requireSignedIn, requireSelfOrAdmin } from '../../plugins/auth-context.ts';
import { DOCUMENT_TEXT } from '../../../shared/messages.ts';
import { MAX_DB_INTEGER } from '../../../shared/constants.ts';
import { wholeNumber } from '../../../shared/validation/whole-number.ts';
import { verifyDocUrl } from './document-url.ts';
import { PHOTO_SIZE_NAMES } from './photo-sizes.ts';
import { discardIncoming, receiveIncoming, releaseUploadStore } from './document-store.ts';
import { admissionGate } from '../../lib/concurrency.ts';
import { AUTH_LIMITS, accountLimits } from '../auth/index.ts';
import { findDocument, logDocumentRead } from './documents.repository.ts';
import {
  deleteDocument,
  listDocuments,
  purgeDocumentFile,
  readDocumentContent,
  storeDocument,
  verifyDocument,
  type DocumentView,
} from './documents.service.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { uploadBody } from '../../lib/openapi/resource-schemas.ts';
import { DocumentDeletedReply, DocumentReply } from '../../../shared/schemas/documents.ts';

const id = idParam.schema.id;
/**
 * Uploads received and checked at once in this process; more answer 503. The file is streamed to
 * disk, but decoding and re-encoding an image (up to 40 megapixels) takes memory while it lasts.
 */
export const UPLOADS_AT_ONCE = 4;
// Form fields, not the address: their messages name the field.
const formId = (label: string) => wholeNumber(label, 1, MAX_DB_INTEGER, `${label} must be a positive whole number`);
const uploadFields = type({ userId: formId('userId'), documentTypeId: formId('documentTypeId') });
const userIdParam = object({ userId: id });
const digits = coerce(string(), string(), (v) => v.trim());
const listQuery = type({ includePurged: optional(coerce(boolean(), string(), (v) => v === 'true' || v === '1')) });
const fileQuery = type({
  size: optional(enums(PHOTO_SIZE_NAMES)),
  exp: optional(size(digits, 1, 12)),
  r: optional(size(digits, 1, 12)),
  sig: optional(size(string(), 1, 100)),
});

/**
 * Reads the multipart body: fields in any order, exactly one file, streamed to
 * `uploads/<key>.incoming` while the size limit is counted. On any failure the partial file is
 * removed before the error goes on; on success the caller removes it once stored or refused.
 */
async function receiveUpload(request: FastifyRequest, dataDir: string, maxMb: number) {
  const raw = request.raw;
  const arrived = raw.readableEnded || raw.destroyed ? Promise.resolve() : new Promise<void>((resolve) => raw.once('end', resolve).once('close', resolve));
  const fields: Record<string, string> = {};
  let file: { name: string | undefined; path: string; sizeBytes: number } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const received = await receiveIncoming(dataDir, part.file, arrived);
      // busboy stops a file at the limit and marks it truncated: too large, so it is not kept.
      if (part.file.truncated) {
        await discardIncoming(received.path);
        throw new HttpError(413, 'too_large', DOCUMENT_TEXT.tooLarge({ mb: maxMb }));
      }
      file = { name: part.filename, ...received };
    }
  } catch (error) {
    if (file) await discardIncoming(file.path);
    throw uploadError(error as { code?: string; statusCode?: number }, maxMb);
  }
  return { fields, file };
}

/**
 * The multipart plugin's 413 carries a generic text; this one says what the limit is. The
 * parser's own errors (no boundary, a malformed part) are plain Errors: the client's mistake.
 */
const uploadError = (error: { code?: string; statusCode?: number }, maxMb: number) => {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'too_large', DOCUMENT_TEXT.tooLarge({ mb: maxMb }));
  if (error instanceof HttpError || (error.statusCode && error.statusCode < 500)) return error;
  return badRequest(DOCUMENT_TEXT.uploadUnreadable);
};

const signingKeys = (config: FastifyInstance['config']) => {
  const { signingKey, previousSigningKeys } = secretsFor(config);
  return [signingKey, ...previousSigningKeys];
};

/**
 * Whether the reader a photo link was signed for may read it in this size. The rule is the photos
 * module's (photos/photo-access.ts), passed in where this plugin is registered.
 */
export type PhotoReadable = (
  db: FastifyInstance['db'],
  row: { userId: number; approval: string },
  readerId: number,
  size: string | undefined,
) => Promise<boolean>;

export interface DocumentsOptions {
  photoReadable: PhotoReadable;
}

/** Member documents (docs/product/api.md, docs/product/documents-and-photos.md): upload, list, and the signed file links. */
export async function documentsPlugin(app: FastifyInstance, { photoReadable }: DocumentsOptions) {
  const maxMb = Math.round((app.config.uploadMaxBytes / 1024 / 1024) * 10) / 10;
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
  });

  app.addHook('onClose', async () => releaseUploadStore(app.config));

  // At most UPLOADS_AT_ONCE in the process and one per member (docs/decisions/021-streamed-uploads.md).
  const gate = admissionGate(UPLOADS_AT_ONCE);
  app.post(
    '/Document/upload',
    {
      schema: routeDoc({
        tags: ['Documents'],
        summary: 'Upload a document (multipart: file, userId, documentTypeId)',
        access: 'member',
        consumes: ['multipart/form-data'],
        body: uploadBody(uploadFields),
        reply: DocumentReply,
        status: 201,
        errors: [403, 413, 429, 503],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.upload),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      if (!request.isMultipart()) throw badRequest('The upload must be sent as multipart/form-data.');
      const holder = String(auth.userId);
      const admitted = gate.enter(holder);
      if (admitted === 'already') throw new HttpError(429, 'too_many_requests', DOCUMENT_TEXT.uploadInProgress, undefined, { 'retry-after': '5' });
      if (admitted === 'busy') throw new HttpError(503, 'busy', DOCUMENT_TEXT.uploadsBusy, undefined, { 'retry-after': '5' });
      // Left once: after a dropped connection the member's next upload may already hold the
      // gate when this one's clean-up ends, and must keep it.
      let left = false;
      const leave = () => {
        if (!left) gate.leave(holder);
        left = true;
      };
      // A member whose connection dropped part-way is not uploading any more: the next upload is
      // let in at once, while this one's received part is still being removed.
      request.raw.once('close', () => {
        if (!request.raw.complete) leave();
      });
      // The received file is removed and the gate left before the reply goes, so a member's next
      // upload, sent the moment this one answers, finds the way clear.
      let received: string | null = null;
      let view: DocumentView;
      try {
        const { fields, file } = await receiveUpload(request, app.config.dataDir, maxMb);
        received = file?.path ?? null;
        const { userId, documentTypeId } = parse(fields, uploadFields);
        requireSelfOrAdmin(request, userId);
        if (!file) throw badRequest(DOCUMENT_TEXT.fileRequired, { file: DOCUMENT_TEXT.fileRequired });
        const upload = { userId, documentTypeId, fileName: file.name, path: file.path, sizeBytes: file.sizeBytes };
        view = await storeDocument(app.db, app.config, upload, auth.userId, (work) => auditedAct(app.db, request, work));
      } finally {
        if (received) await discardIncoming(received);
        leave();
      }
      return send(reply, view, 201);
    },
  );

  // An empty list answers 404 with 'No documents found for the user.' (docs/product/messages.md), as the original API did.
  app.get(
    '/documents/user/:userId',
    {
      schema: routeDoc({
        tags: ['Documents'],
        summary: "A member's documents with signed links (owner or administrator)",
        access: 'member',
        params: userIdParam,
        query: listQuery,
        reply: array(DocumentReply),
        errors: [403],
      }),
    },
    async (request, reply) => {
      const { userId } = parse(request.params, userIdParam);
      const { includePurged } = parse(request.query, listQuery);
      const auth = requireSelfOrAdmin(request, userId);
      return send(reply, await listDocuments(app.db, app.config, userId, auth.userId, includePurged));
    },
  );

  // The profile form removes a document from its list and, on the next save, deletes it here.
  app.delete(
    '/Document/:id',
    {
      schema: routeDoc({
        tags: ['Documents'],
        summary: 'Delete a document and its file (owner or administrator)',
        access: 'member',
        params: idParam,
        reply: DocumentDeletedReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      const { id: docId } = parse(request.params, idParam);
      // The owner names the member in the audit log; the reply names the document only.
      const deleted = await auditedAct(app.db, request, (db) => deleteDocument(db, app.config, docId, auth));
      return send(reply, { id: deleted.id });
    },
  );

  // An administrator verifies a document, then may purge a verified identity file (docs/product/documents-and-photos.md).
  app.put(
    '/Document/:id/verify',
    { schema: routeDoc({ tags: ['Documents'], summary: 'Mark a document verified (administrator)', access: 'admin', params: idParam, reply: DocumentReply }) },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id: docId } = parse(request.params, idParam);
      return send(reply, await auditedAct(app.db, request, (db) => verifyDocument(db, app.config, docId, auth.userId)));
    },
  );

  app.delete(
    '/Document/:id/file',
    {
      schema: routeDoc({
        tags: ['Documents'],
        summary: "Delete a verified identity document's file, keeping the verified record (administrator)",
        access: 'admin',
        params: idParam,
        reply: DocumentReply,
        errors: [409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id: docId } = parse(request.params, idParam);
      const view = await auditedAct(app.db, request, (db) => purgeDocumentFile(db, app.config, docId, auth.userId));
      request.log.info({ documentId: docId, adminId: auth.userId }, 'document file purged');
      return send(reply, view);
    },
  );

  app.get(
    '/files/:id',
    {
      schema: routeDoc({
        tags: ['Documents'],
        summary:
          'A document file through its signed link (identity documents also need the owner’s or an administrator’s session; a photo, or a display size of it, only while its reader may see it)',
        access: 'optional',
        params: idParam,
        query: fileQuery,
        produces: 'application/octet-stream',
        errors: [401, 403],
      }),
    },
    async (request, reply) => {
      const { id: docId } = parse(request.params, idParam);
      const q = parse(request.query, fileQuery);
      const reader = Number(q.r);
      if (!q.exp || !q.r || !q.sig || !signingKeys(app.config).some((key) => verifyDocUrl(key, docId, Number(q.exp), reader, q.sig!, Date.now(), q.size))) {
        throw new HttpError(403, 'link_invalid', DOCUMENT_TEXT.linkExpired);
      }
      const row = await findDocument(app.db, docId);
      if (!row || row.purgedAt || !row.storageKey) throw new HttpError(404, 'not_found', DOCUMENT_TEXT.gone);
      // Identity and certificate documents (the encrypted ones) are not bearer links: only their
      // signed-in owner or an administrator reads them, and the access log names who did.
      // Photos stay plain signed links, so an <img> shows them, but only while the reader the
      // link was signed for may still see them (photos/photo-access.ts): a block, a changed
      // setting or a photo not yet approved stops the link at once, whatever size it names.
      const auth = row.encrypted ? requireSelfOrAdmin(request, row.userId) : null;
      if (!row.encrypted && !(await photoReadable(app.db, row, reader, q.size))) throw new HttpError(403, 'photo_private', DOCUMENT_TEXT.photoPrivate);
      const sizedKey = q.size === 'thumb' ? row.thumbKey : q.size === 'gallery' ? row.galleryKey : q.size === 'preview' ? row.previewKey : null;
      // Photos stored before display sizes existed are served from their stored file; never so for the preview.
      if (q.size === 'preview' && !sizedKey) throw new HttpError(404, 'not_found', DOCUMENT_TEXT.gone);
      const content = await readDocumentContent(app.config, sizedKey ? { ...row, storageKey: sizedKey, encrypted: 0 } : row);
      if (auth) await logDocumentRead(app.db, row.id, auth.userId, request.ip);
      // Photos show in place; a PDF, which can carry scripts and actions run as it opens, is
      // only ever a download, never drawn by the browser at this origin.
      const type = sizedKey ? 'image/webp' : row.mimeType;
      const disposition = type.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .header('content-type', type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${disposition}; filename="${encodeURIComponent(row.originalName)}"`)
        .send(content);
    },
  );
}
