// Rasterises the site's mark (public/favicon.svg: two linked rings on the brand pink) into the
// web app manifest's icons with sharp (run once; the outputs in public/icons/ are committed).
// The maskable icon keeps the rings inside the central 80% safe zone of the maskable icon spec,
// on a full-bleed background, so a launcher may crop it to any shape.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const OUT = new URL('../public/icons/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });
const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8').trim();
// The favicon's drawing without its rounded tile, reused on a square background.
const mark = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect[^>]*\/>/, '');

const any = (size) => sharp(Buffer.from(favicon.replace('viewBox', `width="${size}" height="${size}" viewBox`))).png();
const maskable = (size) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><rect width="48" height="48" fill="#be185d"/><g transform="translate(9.6 9.6) scale(0.6)">${mark}</g></svg>`,
    ),
  ).png();

await any(192).toFile(`${OUT}icon-192.png`);
await any(512).toFile(`${OUT}icon-512.png`);
await maskable(512).toFile(`${OUT}icon-maskable-512.png`);
await any(180).flatten({ background: '#be185d' }).toFile(`${OUT}apple-touch-icon.png`);
console.log('Icons written to public/icons/');
