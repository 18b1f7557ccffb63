import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Face pictures for the selfie check, cut from the sample photos the MIT-licensed npm package
 * `@vladmandic/face-api` ships in its demo/ folder (group photos: each face here is one person
 * cropped out). A turn the other way is the same crop mirrored: the person in sample4's crop
 * faces right and smiles, so her mirror image faces left.
 */
const require = createRequire(import.meta.url);
const DEMO = path.join(path.dirname(require.resolve('@vladmandic/face-api')), '..', 'demo');

async function crop(file: string, [x, y, w]: [number, number, number], mirror = false): Promise<Buffer> {
  const source = path.join(DEMO, file);
  const meta = await sharp(source).metadata();
  const margin = Math.round(w * 0.35);
  const left = Math.max(0, x - margin);
  const top = Math.max(0, y - margin);
  const side = w + 2 * margin;
  const image = sharp(source).extract({ left, top, width: Math.min(side, meta.width! - left), height: Math.min(side, meta.height! - top) });
  return (mirror ? image.flop() : image).jpeg({ quality: 88 }).toBuffer();
}

/** The member: facing right and smiling (sample4.jpg), and the same crop mirrored, facing left. */
export const herFacingRight = () => crop('sample4.jpg', [1215, 131, 308]);
export const herFacingLeft = () => crop('sample4.jpg', [1215, 131, 308], true);
/** Somebody else (sample5.jpg), facing left, and mirrored facing right. */
export const otherFacingLeft = () => crop('sample5.jpg', [518, 411, 306]);
export const otherFacingRight = () => crop('sample5.jpg', [518, 411, 306], true);
/** A picture with no face at all. */
export const noFace = () =>
  sharp({ create: { width: 480, height: 480, channels: 3, background: '#8a8f96' } })
    .jpeg()
    .toBuffer();

export const base64 = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;
