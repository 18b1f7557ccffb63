// Size budgets of the public site, measured on the built dist/:
//  - home HTML (critical CSS inlined) at most 14 KB gzipped in each language (/, /hi, /ta): the first round trip;
//  - JavaScript the home page loads (its scripts, their imports, and chunks they import after
//    load, except those fetched only on a click) at most 20 KB gzipped;
//  - no React on any page but /contact-us, /login and /register.
// Run after `npm run build`: `npm run budget`. Exits 1 with a clear message when over.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const KB = 1024;
const HTML_BUDGET = 14 * KB;
const JS_BUDGET = 20 * KB;
// reset-password completes the login page's reset flow and is a React island too.
const REACT_ALLOWED = ['contact-us', 'login', 'register', 'reset-password'];
// Chunks that load only when a person acts (logout loads the API client); named by their source.
const ON_DEMAND = [/^api\./];

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('dist/index.html not found: run `npm run build` first.');
  process.exit(1);
}

const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const read = (file) => readFileSync(join(DIST, file), 'utf8');
const errors = [];

/**
 * Every JS file a page loads: <script src>, inline module imports, and their import graph.
 * `firstLoad` leaves out chunks reached only through import(), which load later or on demand.
 */
function scriptsOf(html, { firstLoad = false } = {}) {
  const found = new Set();
  const queue = [];
  const add = (spec) => {
    const file = spec.replace(/^\//, '').split('?')[0];
    if (file.endsWith('.js') && !found.has(file) && existsSync(join(DIST, file))) {
      found.add(file);
      queue.push(file);
    }
  };
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) add(m[1]);
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) add(m[1]);
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/(?:from|import)\s*\(?\s*["']([^"']+\.js)["']/g)) add(i[1]);
  }
  while (queue.length) {
    const file = queue.shift();
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    const imports = firstLoad ? /(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g : /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
    for (const m of read(file).matchAll(imports)) {
      const base = m[1].startsWith('./') ? dir + m[1].slice(2) : new URL(m[1], `file:///${dir}`).pathname.slice(1);
      const name = base.slice(base.lastIndexOf('/') + 1);
      if (!ON_DEMAND.some((re) => re.test(name))) add(base);
    }
  }
  return [...found];
}

// 1 and 2, for the home page in each language (English at /, Hindi at /hi, Tamil at /ta).
for (const [path, file] of [
  ['/', 'index.html'],
  ['/hi', 'hi.html'],
  ['/ta', 'ta.html'],
]) {
  // 1. Home HTML.
  const home = read(file);
  const homeGz = gz(home);
  console.log(`home ${path} HTML: ${kb(home.length)} raw, ${kb(homeGz)} gzipped (budget ${kb(HTML_BUDGET)})`);
  if (homeGz > HTML_BUDGET) errors.push(`home ${path} HTML is ${kb(homeGz)} gzipped, over the ${kb(HTML_BUDGET)} budget`);

  // 2. Home JavaScript.
  const homeJs = scriptsOf(home);
  let jsGz = 0;
  for (const script of homeJs) {
    const size = gz(read(script));
    jsGz += size;
    console.log(`  ${kb(size).padStart(8)}  ${script}`);
  }
  console.log(`home ${path} JS: ${homeJs.length} files, ${kb(jsGz)} gzipped (budget ${kb(JS_BUDGET)})`);
  if (jsGz > JS_BUDGET) errors.push(`home ${path} loads ${kb(jsGz)} of JavaScript gzipped, over the ${kb(JS_BUDGET)} budget`);
}

// 2b. The join islands (login, register, reset-password), reported without a budget: what the first visit loads, and the
// total once the lazily loaded parts (registration's profile step, the API client) arrive.
const sumGz = (files) => files.reduce((sum, file) => sum + gz(read(file)), 0);
for (const page of ['login', 'register', 'reset-password']) {
  const html = read(`${page}.html`);
  const first = scriptsOf(html, { firstLoad: true });
  const all = scriptsOf(html);
  console.log(`/${page} JS: first load ${first.length} files, ${kb(sumGz(first))} gzipped; with lazy chunks ${all.length} files, ${kb(sumGz(all))}`);
}

// 3. React only where allowed.
const pages = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== '_astro') walk(path);
    else if (entry.name.endsWith('.html')) pages.push(relative(DIST, path));
  }
};
walk(DIST);
const isReact = (file) => /react|client\.[\w-]+\.js$/.test(file) || /\bcreateRoot\b|react-dom|__reactContainer/.test(read(file));
for (const page of pages) {
  // hi/login and ta/login are the same page in another language.
  const name = page.replace(/(\/index)?\.html$/, '').replace(/^(hi|ta)\//, '');
  if (REACT_ALLOWED.includes(name) || page.startsWith('dashboard')) continue;
  const html = read(page);
  const react = html.includes('<astro-island') || scriptsOf(html).some(isReact);
  if (react) errors.push(`${page} loads React; only ${REACT_ALLOWED.join(', ')} and the dashboard may`);
}
console.log(`React check: ${pages.length} pages scanned`);

if (errors.length) {
  console.error(`\nBudget check FAILED:\n - ${errors.join('\n - ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
