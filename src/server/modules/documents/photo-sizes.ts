import { sharp } from '../../lib/sharp.ts';

/**
 * The display sizes of a photo (docs/product/documents-and-photos.md), made once at upload from the re-encoded photo, all
 * WebP: a card thumbnail cropped to a fixed 4:5 box (so a card sets its width and height before
 * it loads), a gallery size for the profile page, and a tiny blurred preview for members who may
 * not see the photo: at 24 × 30 pixels and blurred, no face can be made out of it.
 */
export const PHOTO_SIZES = {
  thumb: { width: 240, height: 300 },
  gallery: { edge: 900 },
  preview: { width: 24, height: 30 },
} as const;

export type PhotoSize = 'thumb' | 'gallery' | 'preview';
export const PHOTO_SIZE_NAMES: readonly PhotoSize[] = ['thumb', 'gallery', 'preview'];

export async function makePhotoSizes(photo: Buffer): Promise<Record<PhotoSize, Buffer>> {
  const { thumb, gallery, preview } = PHOTO_SIZES;
  const [t, g, p] = await Promise.all([
    sharp(photo).resize({ width: thumb.width, height: thumb.height, fit: 'cover', position: 'attention' }).webp({ quality: 60 }).toBuffer(),
    sharp(photo).resize({ width: gallery.edge, height: gallery.edge, fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
    sharp(photo).resize({ width: preview.width, height: preview.height, fit: 'cover' }).blur(1.5).webp({ quality: 40 }).toBuffer(),
  ]);
  return { thumb: t, gallery: g, preview: p };
}
