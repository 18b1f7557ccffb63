// Writes dist/sw.js after `astro build`: esbuild bundles the worker's modules (src/app/pwa/sw/index.ts)
// with the list of the offline shell's files, which workbox-build reads from dist/ with each
// file's revision. What is kept, when and for whom: docs/decisions/040 and
// docs/decisions/066-precache-on-second-visit.md. Run by `npm run build`.
import { build } from 'esbuild';
import { getManifest } from 'workbox-build';

const DIST = new URL('../dist/', import.meta.url).pathname;
const ENTRY = new URL('../src/app/pwa/sw/index.ts', import.meta.url).pathname;

const { manifestEntries, count, size, warnings } = await getManifest({
  globDirectory: DIST,
  // The offline shell: the dashboard's page, the site's scripts and styles, the manifest and its
  // small icon. Public pages are not in it: each is kept when it is visited, in its language.
  globPatterns: ['dashboard.html', '_astro/*.{js,css}', 'manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png'],
  // The large chunks (the administrators' screens' libraries) are left to the network: a cheap
  // phone's storage is worth more.
  maximumFileSizeToCacheInBytes: 256 * 1024,
  // Hashed names change with their content: no revision needed.
  dontCacheBustURLsMatching: /^_astro\//,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);

await build({
  entryPoints: [ENTRY],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  outfile: `${DIST}sw.js`,
  define: { SHELL_MANIFEST: JSON.stringify(manifestEntries ?? []), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
console.log(`service worker: dist/sw.js installs an offline shell of ${count} files, ${(size / 1024).toFixed(0)} KB, when asked`);
