// Dashboard JavaScript budget, measured on the built dist/: the shell's first load
// (the island, the React renderer, Astro's island loader and their static imports) at most
// 120 KB gzipped; every page is a lazy chunk, listed with its own size.
// Run after `npm run build`: `node scripts/dashboard-budget.mjs`. Exits 1 when over.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.DIST_DIR ? `${process.env.DIST_DIR.replace(/\/$/, '')}/` : new URL('../dist/', import.meta.url).pathname;
const BUDGET = 120 * 1024;
const shellFile = ['dashboard.html', 'dashboard/index.html'].find((f) => existsSync(join(DIST, f)));
if (!shellFile) {
  console.error('dist/dashboard.html not found: run `npm run build` first.');
  process.exit(1);
}
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const read = (file) => readFileSync(join(DIST, file), 'utf8');
const resolve = (from, spec) => (spec.startsWith('/') ? spec.slice(1) : new URL(spec, `file:///${from}`).pathname.slice(1));

const html = read(shellFile);
const entries = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1].slice(1));
const inlineBytes = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + gz(m[1]), 0);

/** Static imports only: what the browser fetches before the shell can render. */
function graph(start) {
  const seen = new Set();
  const lazy = new Set();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file) || !existsSync(join(DIST, file))) continue;
    seen.add(file);
    const code = read(file);
    for (const m of code.matchAll(/(?:from\s*|import\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.push(resolve(file, m[1]));
    for (const m of code.matchAll(/import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g)) lazy.add(resolve(file, m[1]));
  }
  return { seen, lazy };
}

const shell = graph(entries);
const shellGz = [...shell.seen].reduce((n, f) => n + gz(read(f)), 0) + inlineBytes;
console.log(`Dashboard shell first load: ${kb(shellGz)} gzipped (budget ${kb(BUDGET)}), ${shell.seen.size} files + inline loader ${kb(inlineBytes)}`);
for (const f of shell.seen) console.log(`  ${f}  ${kb(gz(read(f)))}`);
console.log('Lazy page chunks (each fetched when its route opens, with its own imports not already loaded):');
for (const f of [...shell.lazy].filter((f) => !shell.seen.has(f)).sort()) {
  const own = graph([f]).seen;
  const extra = [...own].filter((x) => !shell.seen.has(x));
  console.log(`  ${f}  ${kb(gz(read(f)))} (with new imports ${kb(extra.reduce((n, x) => n + gz(read(x)), 0))})`);
}
if (shellGz > BUDGET) {
  console.error(`Over budget by ${kb(shellGz - BUDGET)}.`);
  process.exit(1);
}
