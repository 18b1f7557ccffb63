/** 'Close Up Photo' -> 'closeUpPhoto': how document types are matched to the document keys (docs/product/data.md). */
export function camelCase(name: string): string {
  const words = name
    .trim()
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('');
}

/** The 11 document keys of docs/product/data.md, in its order. */
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
