// A step of `npm run build`, after Astro's: the dashboard's page names, as modulepreload links
// in its head, exactly the modules its first screen runs: the island and Astro's React renderer,
// everything they import statically, and the home screen's chunk with its own static imports
// (the shell imports it on demand, so the browser would otherwise find it only after the shell ran).
// The browser then fetches them all at once instead of as a chain, each import found only when
// the module before it has arrived (docs/decisions/084-first-screen-at-the-floor.md).
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
const PAGE = path.join(dist, 'dashboard.html');
/** The home screen's chunk, named for its source (src/app/features/home/home-page.tsx). */
const HOME_CHUNK = /^home-page\.[\w-]+\.js$/;

const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

/** A module and every module it imports statically (not through import()), in the order found. */
export function staticGraph(entries: string[], readModule: (file: string) => string): string[] {
  const found = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (found.has(file)) continue;
    found.add(file);
    const dir = path.posix.dirname(file);
    for (const m of readModule(file).matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.push(path.posix.join(dir, m[1]));
  }
  return [...found];
}

/** The first screen's modules of a built dashboard page: the island, its renderer, the home chunk. */
export function firstScreenModules(html: string, files: string[], readModule: (file: string) => string): string[] {
  const entries = [...html.matchAll(/(?:component-url|renderer-url)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const home = files.find((f) => HOME_CHUNK.test(f));
  if (!entries.length || !home) throw new Error('the dashboard page has no island, or the home screen chunk (home-page.*.js) is missing');
  return staticGraph([...entries, `_astro/${home}`], readModule);
}

/** The sign-in pages, in every language: they fetch the dashboard while the person signs in. */
const SIGN_IN_PAGES = ['login.html', 'hi/login.html', 'ta/login.html'];

if (import.meta.filename === process.argv[1]) {
  const html = fs.readFileSync(PAGE, 'utf8').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const modules = firstScreenModules(html, fs.readdirSync(path.join(dist, '_astro')), read);
  const links = modules.map((file) => `<link rel="modulepreload" href="/${file}">`).join('');
  // Right after the head's first scripts (the theme, the early data request): before the stylesheet.
  const at = html.indexOf('<meta name="robots"');
  if (at < 0) throw new Error('dist/dashboard.html has no robots meta to put the preload links before');
  fs.writeFileSync(PAGE, html.slice(0, at) + links + html.slice(at));
  console.log(`dashboard.html: ${modules.length} modulepreload links`);
  // The sign-in page lists the dashboard's page and the first-screen modules it does not load
  // itself (src/app/islands/login/prefetch-dashboard.ts).
  for (const page of SIGN_IN_PAGES) {
    const file = path.join(dist, page);
    const signIn = fs.readFileSync(file, 'utf8').replace(/<meta name="dashboard-first-screen"[^>]*>/, '');
    const own = new Set(
      staticGraph(
        [...signIn.matchAll(/(?:component-url|renderer-url|src)="\/(_astro\/[^"]+\.js)"/g)].map((m) => m[1]),
        read,
      ),
    );
    const wanted = ['/dashboard', ...modules.filter((m) => !own.has(m)).map((m) => `/${m}`)];
    const head = signIn.indexOf('</head>');
    fs.writeFileSync(file, `${signIn.slice(0, head)}<meta name="dashboard-first-screen" content="${wanted.join(' ')}">${signIn.slice(head)}`);
    console.log(`${page}: prefetches ${wanted.length} files while signing in`);
  }
}
