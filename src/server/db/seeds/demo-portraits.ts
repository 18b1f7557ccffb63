import { sharp } from '../../lib/sharp.ts';
import { makePhotoSizes, commitStored, writeStored, type UploadsPlace } from '../../modules/documents/index.ts';
import type { Database } from '../database.ts';

/**
 * Illustrated portraits for demo members, so the product can be seen as members see it without
 * a single real person's face: flat shapes (head, hair, eyes, smile, shoulders) in varied skin
 * tones, hair styles and background colours, drawn as SVG and rendered by sharp, each marked
 * "Illustration" in its corner. A small pool is rendered once and its files copied per member.
 */
const SKIN = ['#8d5524', '#a0662f', '#b97a48', '#c68642', '#d49a6a', '#e0ac69', '#f1c27d', '#7a4a22'];
const HAIR = ['#1b1b1b', '#2e1c12', '#3b2314', '#4a3020', '#222233'];
const BACKGROUND = ['#fce7f3', '#e0f2fe', '#dcfce7', '#fef3c7', '#ede9fe', '#ffe4e6', '#ccfbf1', '#f5f5f4'];
const CLOTHES = ['#be185d', '#1d4ed8', '#15803d', '#b45309', '#7c3aed', '#0f766e', '#9f1239', '#334155'];

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]) => items[Math.floor(rng() * items.length)];

/** One portrait, 600 × 750, as SVG text. `female` picks long hair and, sometimes, a bindi. */
export function portraitSvg(rng: Rng, female: boolean): string {
  const skin = pick(rng, SKIN);
  const hair = pick(rng, HAIR);
  const bg = pick(rng, BACKGROUND);
  const clothes = pick(rng, CLOTHES);
  const faceW = 118 + Math.round(rng() * 22);
  const faceH = 150 + Math.round(rng() * 20);
  const eyeY = 330 + Math.round(rng() * 10);
  const smile = 8 + Math.round(rng() * 14);
  const longHair = female
    ? `<path d="M${300 - faceW - 30} 330 Q300 ${90 + rng() * 30} ${300 + faceW + 30} 330 L${300 + faceW + 40} 560 L${300 - faceW - 40} 560 Z" fill="${hair}"/>`
    : '';
  const topHair = `<path d="M${300 - faceW - 4} 330 Q${300 - faceW} ${170 + rng() * 20} 300 ${165 + rng() * 15} Q${300 + faceW} ${170 + rng() * 20} ${300 + faceW + 4} 330 Q300 ${175 + rng() * 20} ${300 - faceW - 4} 330 Z" fill="${hair}"/>`;
  const beard =
    !female && rng() < 0.3
      ? `<path d="M${300 - faceW + 20} 400 Q300 ${520 + rng() * 20} ${300 + faceW - 20} 400 Q300 470 ${300 - faceW + 20} 400 Z" fill="${hair}" opacity="0.85"/>`
      : '';
  const bindi = female && rng() < 0.5 ? `<circle cx="300" cy="${eyeY - 38}" r="7" fill="#b91c1c"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">
  <rect width="600" height="750" fill="${bg}"/>
  ${longHair}
  <path d="M90 750 Q100 560 300 540 Q500 560 510 750 Z" fill="${clothes}"/>
  <rect x="262" y="440" width="76" height="120" rx="30" fill="${skin}"/>
  <ellipse cx="300" cy="350" rx="${faceW}" ry="${faceH}" fill="${skin}"/>
  <ellipse cx="${300 - faceW}" cy="360" rx="16" ry="28" fill="${skin}"/>
  <ellipse cx="${300 + faceW}" cy="360" rx="16" ry="28" fill="${skin}"/>
  ${topHair}
  ${beard}
  <rect x="${300 - 62}" y="${eyeY - 26}" width="44" height="8" rx="4" fill="${hair}"/>
  <rect x="${300 + 18}" y="${eyeY - 26}" width="44" height="8" rx="4" fill="${hair}"/>
  <ellipse cx="${300 - 40}" cy="${eyeY}" rx="14" ry="9" fill="#ffffff"/>
  <ellipse cx="${300 + 40}" cy="${eyeY}" rx="14" ry="9" fill="#ffffff"/>
  <circle cx="${300 - 40}" cy="${eyeY}" r="6" fill="#2b1a10"/>
  <circle cx="${300 + 40}" cy="${eyeY}" r="6" fill="#2b1a10"/>
  <path d="M295 ${eyeY + 20} Q300 ${eyeY + 50} 290 ${eyeY + 55}" stroke="#00000033" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M${300 - 34} ${eyeY + 78} Q300 ${eyeY + 78 + smile * 2} ${300 + 34} ${eyeY + 78}" stroke="#7f1d1d" stroke-width="7" fill="none" stroke-linecap="round"/>
  ${bindi}
  <rect x="400" y="706" width="188" height="32" rx="8" fill="#ffffffcc"/>
  <text x="494" y="729" font-family="sans-serif" font-size="19" text-anchor="middle" fill="#44403c">Illustration</text>
</svg>`;
}

interface RenderedPortrait {
  original: Buffer;
  sizes: Awaited<ReturnType<typeof makePhotoSizes>>;
}

async function renderPool(rng: Rng, female: boolean, size: number): Promise<RenderedPortrait[]> {
  const pool: RenderedPortrait[] = [];
  for (let i = 0; i < size; i++) {
    const original = await sharp(Buffer.from(portraitSvg(rng, female)))
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    pool.push({ original, sizes: await makePhotoSizes(original) });
  }
  return pool;
}

/**
 * Gives `share` of these members (most of them) an approved close-up photo: an illustrated
 * portrait from a pool of `poolSize` per gender, its file and display sizes stored as an upload's
 * would be. Returns how many members got one.
 */
export async function addDemoPortraits(
  db: Database,
  uploads: UploadsPlace,
  members: Array<{ userId: number; genderId: number | null }>,
  rng: Rng,
  { share = 0.85, poolSize = 24 } = {},
): Promise<number> {
  const closeUp = await db.selectFrom('documentType').select('id').where('code', '=', 'closeUpPhoto').executeTakeFirst();
  if (!closeUp) throw new Error('The Close Up Photo document type is missing; run the migrations and seeds first.');
  const pools = { female: await renderPool(rng, true, poolSize), male: await renderPool(rng, false, poolSize) };
  let added = 0;
  const now = new Date().toISOString();
  for (const member of members) {
    if (rng() >= share) continue;
    const portrait = pick(rng, member.genderId === 2 ? pools.female : pools.male);
    const original = await writeStored(uploads, portrait.original);
    const thumb = await writeStored(uploads, portrait.sizes.thumb);
    const gallery = await writeStored(uploads, portrait.sizes.gallery);
    const preview = await writeStored(uploads, portrait.sizes.preview);
    await db
      .insertInto('document')
      .values({
        userId: member.userId,
        documentTypeId: Number(closeUp.id),
        originalName: 'illustration.jpg',
        mimeType: 'image/jpeg',
        sizeBytes: original.sizeBytes,
        storageKey: original.storageKey,
        sha256: original.sha256,
        encrypted: 0,
        approval: 'approved',
        reviewedAt: now,
        thumbKey: thumb.storageKey,
        galleryKey: gallery.storageKey,
        previewKey: preview.storageKey,
        createdAt: now,
      })
      .execute();
    for (const file of [original, thumb, gallery, preview]) await commitStored(uploads, file.storageKey);
    added++;
  }
  return added;
}
