/**
 * What a file really is, read from its first bytes; the name and the browser's content type
 * are never trusted (docs/product/documents-and-photos.md).
 */
export type SniffedType = { mime: 'image/jpeg'; ext: '.jpg' } | { mime: 'image/png'; ext: '.png' } | { mime: 'application/pdf'; ext: '.pdf' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = Buffer.from('%PDF-', 'latin1');
/** How many leading bytes sniffFileType needs. */
export const SNIFF_BYTES = Math.max(PNG.length, PDF.length);

export function sniffFileType(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', ext: '.jpg' };
  if (bytes.length >= PNG.length && PNG.every((b, i) => bytes[i] === b)) return { mime: 'image/png', ext: '.png' };
  if (bytes.length >= PDF.length && bytes.subarray(0, PDF.length).equals(PDF)) return { mime: 'application/pdf', ext: '.pdf' };
  return null;
}

/** A display name that cannot carry paths or control characters, with the extension of the real type. */
export function safeOriginalName(name: string | undefined, type: SniffedType): string {
  const base = (name ?? 'document')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${base || 'document'}${type.ext}`;
}
