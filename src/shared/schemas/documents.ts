import { enums, integer, nullable, string, type, type Infer } from 'superstruct';
import { described } from './reply';

/** A stored document or photo, as its owner and administrators read it. */
export const DocumentReply = type({
  id: integer(),
  userId: integer(),
  documentTypeId: integer(),
  documentType: described(string(), "The document type's English name, for reading; programs match on documentTypeCode"),
  documentTypeCode: described(string(), "The document type's code ('closeUpPhoto', 'aadharCard' …: docs/product/data.md); empty for a type without one"),
  docUrl: described(nullable(string()), 'A signed, expiring link to the file; null once the file is purged'),
  mimeType: string(),
  originalName: string(),
  sizeBytes: integer(),
  verifiedAt: nullable(string()),
  purgedAt: nullable(string()),
  createdAt: string(),
  thumbUrl: described(nullable(string()), "A photo's card thumbnail (WebP), signed like docUrl; null for other documents"),
  galleryUrl: described(nullable(string()), "A photo's gallery size (WebP), signed like docUrl; null for other documents"),
  approval: described(enums(['pending', 'approved', 'rejected']), 'Others see a photo once approved'),
  rejectReason: nullable(string()),
});
export type DocumentReply = Infer<typeof DocumentReply>;

/** A document deleted, with its file. */
export const DocumentDeletedReply = type({ id: integer() });
