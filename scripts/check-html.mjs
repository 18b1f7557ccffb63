// Every page of the built site (dist/**/*.html) through the W3C Nu HTML Checker (vnu.jar, run on
// Java 17 or later): no errors allowed; warnings are printed but do not fail the check. The
// checker's CSS validator predates the CSS that Tailwind 4 emits (@property, nesting, color-mix),
// so its messages about the inlined stylesheet are left out: the markup is what this checks.
// Run after `npm run build`: `npm run lint:html`. Exits 1 when a page has an error.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import vnuJar from 'vnu-jar';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('dist/index.html not found: run `npm run build` first.');
  process.exit(1);
}

const pages = readdirSync(DIST, { recursive: true })
  .filter((file) => String(file).endsWith('.html'))
  .map((file) => join(DIST, String(file)))
  .sort();

// vnu exits 1 when it finds an error and writes its report to stderr either way.
const report = await new Promise((resolve, reject) => {
  execFile('java', ['-jar', vnuJar, '--format', 'json', '--filterpattern', 'CSS: .*', ...pages], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
    if (error && !stderr.trim().startsWith('{')) reject(error);
    else resolve(JSON.parse(stderr || '{"messages":[]}'));
  });
});

let errors = 0;
for (const message of report.messages) {
  const page = message.url ? relative(DIST, fileURLToPath(message.url)) : '(checker)';
  const where = message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? message.lastColumn ?? 1}` : '';
  const isError = message.type === 'error' || message.subType === 'fatal';
  if (!isError && message.subType !== 'warning') continue;
  errors += isError ? 1 : 0;
  console.log(`${isError ? 'error' : message.subType || message.type}  ${page}${where}  ${message.message}`);
  if (isError && message.extract) console.log(`    ${message.extract.replace(/\s+/g, ' ').trim()}`);
}

console.log(`${pages.length} pages checked, ${errors} error${errors === 1 ? '' : 's'}.`);
process.exit(errors ? 1 : 0);
