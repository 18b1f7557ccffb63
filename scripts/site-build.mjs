// Whether the builds are current: dist/ the site's, dist-server/ the server's.
//
// The site: `npm run build` stamps dist/ as its last step (scripts/precompress-site.ts), and a
// source changed since the stamp makes the build stale. The server: scripts/build-server.mjs
// records the source files the bundle was made from, and one of them changed (or gone) since
// makes it stale. `npm start` and `npm test` build only then; the server alone takes a second.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');

/** The compiled server's folder, its entry's source, and the list of what it was built from. */
export const SERVER_BUILD = 'dist-server';
export const SERVER_ENTRY = 'src/server/main.ts';
export const SERVER_INPUTS = `${SERVER_BUILD}/inputs.json`;
/** What node runs. */
export const SERVER_MAIN = `${SERVER_BUILD}/main.js`;

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Everything the site is built from: all of src but the server (built on its own), public and the build's settings. */
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

/**
 * True when dist-server/ holds a build of the server's current sources: every file the bundle
 * was made from (the server's, and what it imports from src/shared) is there and
 * unchanged since, and so are the build's settings and the installed packages' lock.
 */
export function serverIsCurrent() {
  const list = path.join(root, SERVER_INPUTS);
  if (!fs.existsSync(list) || !fs.existsSync(path.join(root, SERVER_MAIN))) return false;
  const builtAt = fs.statSync(list).mtimeMs;
  const { inputs } = JSON.parse(fs.readFileSync(list, 'utf8'));
  const settings = ['scripts/build-server.mjs', 'tsconfig.json', 'package-lock.json'];
  return [...inputs, ...settings].every((file) => {
    const full = path.join(root, file);
    return fs.existsSync(full) && fs.statSync(full).mtimeMs <= builtAt;
  });
}

/** Compiles the server (scripts/build-server.mjs) unless dist-server/ is current; false if that failed. */
export function buildServerIfStale() {
  if (serverIsCurrent()) return true;
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}
