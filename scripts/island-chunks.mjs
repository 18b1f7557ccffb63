// How the browser code is cut into files (Rollup's manualChunks, astro.config.mjs). Left to
// itself, Rollup gives every set of modules shared by a different combination of islands a chunk
// of its own: the sign-in page and the dashboard loaded a dozen files under 1.5 KB each, and on a
// phone's 400 ms round trips each file waits its turn for a connection
// (docs/decisions/084-first-screen-at-the-floor.md). Fewer, larger chunks instead:
//  - `react`: React, React DOM and the JSX runtime;
//  - `api`: the API client and what it imports, which a public page loads when a person signs out;
//  - `island-kit`: what the dashboard shares with another island (the API client, the stores, the
//    toasts, shared texts and schemas, the small libraries under them): the sign-in page loads it,
//    and the dashboard that opens next has it in the cache;
//  - `form-kit`: what the public forms share among themselves and the dashboard does not need
//    (their words, fields and checks);
//  - `dashboard-shell`: what the dashboard alone imports on its first load;
//  - `home-page`: the dashboard's home screen with what it alone of the first screen imports;
//  - `site-base`: what the public pages' own scripts share with the islands (the signed-in header,
//    toasts, the offline shell); kept apart so the public pages carry none of the islands' kit.
// What one island alone imports stays in its chunk, and what is reached only through import()
// loads when it is needed, as Rollup cuts them. Every module a kit imports is in that kit or in one
// it may import (react, site-base < api < island-kit < form-kit, island-kit < dashboard-shell < home-page): chunks that import each other in a circle run
// in an order that depends on which island's script arrives first, and a module could be read
// before it has run.

const ISLAND_ENTRY = /\/src\/app\/islands\/[^/]+\.tsx$/;
const DASHBOARD = /\/src\/app\/islands\/dashboard-app\.tsx$/;
const HOME_SCREEN = /\/src\/app\/features\/home\/home-page\.tsx$/;
const PAGE_SCRIPT = /\.astro\?astro&type=script|\/src\/site\/page-scripts\//;
/**
 * Parts of nanostores the public pages never call: they reach them only through the package's
 * index, which re-exports everything (the sign-in state needs its atom alone), and Rollup links a
 * binding to the file that defines it. Counted as reached from the pages they would ride along in
 * `site-base`, about 0.2 KB on every public page.
 */
const NOT_ON_PUBLIC_PAGES = /\/node_modules\/nanostores\/(computed|map|deep-map|map-creator|task|effect|keep-mount|listen-keys|clean-stores)\//;

/** React, React DOM and the JSX runtime: one chunk under every other, which they all import. */
const REACT = /\/node_modules\/(preact|react|react-dom|scheduler)\//;

/**
 * The modules matching `root` from which a chain of static imports (and of import() too, with
 * `dynamic`) leads to `id`.
 * @param {string} id
 * @param {RegExp} root
 * @param {(id: string) => { importers: readonly string[], dynamicImporters: readonly string[] } | null} info
 * @returns {Set<string>}
 */
function roots(id, root, info, dynamic = false) {
  const found = new Set();
  const seen = new Set();
  const queue = [id];
  while (queue.length) {
    const at = /** @type {string} */ (queue.pop());
    if (seen.has(at)) continue;
    seen.add(at);
    if (root.test(at.replace(/\\/g, '/'))) found.add(at);
    queue.push(...(info(at)?.importers ?? []), ...(dynamic ? (info(at)?.dynamicImporters ?? []) : []));
  }
  return found;
}

/** @type {import('vite').Rollup.GetManualChunk} */
export function islandChunks(id, { getModuleInfo }) {
  const path = id.replace(/\\/g, '/');
  if (REACT.test(path)) return 'react';
  if (ISLAND_ENTRY.test(path) || PAGE_SCRIPT.test(path)) return undefined;
  // The islands whose first load imports the module; the home screen counts as the dashboard's.
  const entries = [...roots(id, ISLAND_ENTRY, getModuleInfo)].map((entry) => entry.replace(/\\/g, '/'));
  const home = HOME_SCREEN.test(path) || roots(id, HOME_SCREEN, getModuleInfo).size > 0;
  const apps = new Set(entries.map((entry) => (DASHBOARD.test(entry) ? 'dashboard' : entry)));
  if (home) apps.add('dashboard');
  if (!NOT_ON_PUBLIC_PAGES.test(path) && roots(id, PAGE_SCRIPT, getModuleInfo).size > 0) return apps.size > 0 ? 'site-base' : undefined;
  // What a public page loads when a person acts (signing out loads the API client) must not bring
  // the islands' kit and React with it: a chunk of its own, under the kit.
  if (apps.size > 0 && !NOT_ON_PUBLIC_PAGES.test(path) && roots(id, PAGE_SCRIPT, getModuleInfo, true).size > 0) return 'api';
  // The bundler's own helpers (CommonJS interop, which React's files use) go under React.
  if (path.startsWith('\0')) return apps.size > 0 ? 'react' : undefined;
  if (apps.size >= 2) return apps.has('dashboard') ? 'island-kit' : 'form-kit';
  if (apps.has('dashboard')) return entries.length > 0 ? 'dashboard-shell' : 'home-page';
  return undefined;
}
