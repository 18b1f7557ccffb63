// Whether dist/ holds a complete build of the site's current sources: `npm run build` stamps the
// folder as its last step (scripts/precompress-site.ts), and a source changed since the stamp
// makes the build stale. `npm start` and `npm test` build only then.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Everything the site is built from: all of src but the server (which runs from source), public and the build's settings. */
function siteSources() {
  const SERVER_ONLY = new Set(['server']);
  const fromSrc = fs
    .readdirSync(path.join(root, 'src'))
    .filter((entry) => !SERVER_ONLY.has(entry))
    .map((entry) => `src/${entry}`);
  return [...fromSrc, 'public', 'astro.config.mjs', 'tsconfig.json', 'package-lock.json'];
}

/** True when dist/ was built completely after the last change to any of the site's sources. */
export function siteIsCurrent() {
  if (!fs.existsSync(stamp)) return false;
  return Math.max(...siteSources().map(newestMtime)) <= fs.statSync(stamp).mtimeMs;
}

/** Marks dist/ as a complete build of the sources as they are now. */
export function markSiteBuilt() {
  fs.writeFileSync(stamp, new Date().toISOString());
}
