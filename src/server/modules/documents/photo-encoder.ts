import { sharp, type Sharp } from '../../lib/sharp.ts';
import { badRequest } from '../../lib/http-error.ts';
import { DOCUMENT_TEXT } from '../../../shared/messages.ts';
import type { SniffedType } from './file-sniff.ts';

/** Refuse decompression bombs before decoding: 40 megapixels is far beyond any phone photo. */
const MAX_PIXELS = 40_000_000;

/**
 * Re-encodes an uploaded image: turned upright per its EXIF orientation, every metadata block
 * (location, camera, thumbnails) dropped because sharp writes none unless asked, and capped in size.
 * Read from the received file on disk; the re-encoded result is at most `maxEdge` a side.
 */
export async function reencodeImage(file: string, type: SniffedType, maxEdge: number): Promise<Buffer> {
  let pipeline: Sharp;
  try {
    const meta = await sharp(file, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    // The header's stated size is known before a single pixel is decoded.
    if (meta.width * meta.height > MAX_PIXELS) throw new Error('Input image exceeds pixel limit');
    pipeline = sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true });
    return type.mime === 'image/png' ? await pipeline.png({ compressionLevel: 9 }).toBuffer() : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch (error) {
    const text = error instanceof Error ? error.message : '';
    throw badRequest(/pixel limit/i.test(text) ? DOCUMENT_TEXT.tooManyPixels : DOCUMENT_TEXT.unreadableImage);
  }
}
