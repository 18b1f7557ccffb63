/**
 * The 11 document keys of docs/product/data.md, in its order: each is the `code` of its row in the
 * document-type list, which the programs match on (never the name, which is shown in the reader's
 * language and may be renamed: docs/decisions/086-codes-not-names.md).
 */
export const DOCUMENT_KEYS = [
  'closeUpPhoto',
  'fullPhoto',
  'sidewaysPhoto',
  'aadharCard',
  'voterId',
  'panCard',
  'casteCertificate',
  'incomeCertificate',
  'educationCertificate',
  'horoscope',
  'otherSupportingDocument',
] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

/** Photos other members may one day see; everything else is identity or certificate material. */
export const PHOTO_KEYS: readonly DocumentKey[] = ['closeUpPhoto', 'fullPhoto', 'sidewaysPhoto'];

/** Whether a document type's code is one of the photos' (a type an administrator added has no code, or another one). */
export const isPhotoCode = (code: string | null | undefined): boolean => PHOTO_KEYS.includes(code as DocumentKey);

/** A photo's place among the photos by its type's code (close-up first); -1 for any other document. */
export const photoRank = (code: string | null | undefined): number => PHOTO_KEYS.indexOf(code as DocumentKey);
