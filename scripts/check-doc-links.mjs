// `npm run lint:docs`: the repository explains itself only while its references lead somewhere.
// Every relative Markdown link in the README and docs/, every repository path quoted in them
// (`src/…`, `tests/…`, `scripts/…`, `docs/…`, `deploy/…`), and every `docs/…` file a source
// comment names must exist in the checkout. The README stays a five-minute read (at most 15 KB, no
// line over 120 characters) and no line in docs/ runs past 200 characters but for a web address.
// Exits non-zero with one line per problem.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(root, file)));

/** Top-level folders a quoted path may start with. */
const TOP = ['src', 'tests', 'scripts', 'docs', 'deploy', 'public', '.ci'];
const QUOTED = new RegExp(`(?<![\\w./-])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./@\\[\\]-]*[\\w/])`, 'g');
const MD_LINK = /\]\(([^)\s]+)\)/g;
/** Paths the code names in a quoted shape that are not files of the repository: made at run time or examples. */
const GENERATED = [/^docs\/decisions\/NNN/, /\*/, /<[^>]+>/];

const exists = (relative) => fs.existsSync(path.join(root, relative.replace(/[#?].*$/, '').replace(/\/$/, '')));

/** The README's size and line limits, and docs/ lines' (a line holding a web address may run on). */
const README_BYTES = 15 * 1024;
const README_LINE = 120;
const DOCS_LINE = 200;

const problems = [];
const readmeBytes = fs.statSync(path.join(root, 'README.md')).size;
if (readmeBytes > README_BYTES) problems.push(`README.md: ${readmeBytes} bytes, more than ${README_BYTES}: move detail into docs/`);
for (const file of tracked) {
  const isDoc = file.endsWith('.md');
  const isCode = /\.(ts|tsx|mjs|js|astro|css|yaml|yml|conf)$/.test(file) || file === '.ci/run';
  if (!isDoc && !isCode) continue;
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (file === 'README.md' && line.length > README_LINE) problems.push(`${where}: ${line.length} characters, more than ${README_LINE}`);
    if (file.startsWith('docs/') && isDoc && line.length > DOCS_LINE && !/https?:\/\//.test(line)) {
      problems.push(`${where}: ${line.length} characters, more than ${DOCS_LINE}`);
    }
    if (isDoc) {
      for (const [, target] of line.matchAll(MD_LINK)) {
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const resolved = path.normalize(path.join(path.dirname(file), target.replace(/[#?].*$/, '')));
        if (!exists(resolved)) problems.push(`${where}: link to ${target}, which does not exist`);
      }
    }
    for (const [, quoted] of line.matchAll(QUOTED)) {
      // In code, only references to documents are checked: paths in code are checked by the compiler.
      if (isCode && !quoted.startsWith('docs/')) continue;
      if (GENERATED.some((pattern) => pattern.test(quoted))) continue;
      // `docs/decisions/040` names the record whose file name starts so.
      if (!exists(quoted) && !tracked.some((t) => t.startsWith(`${quoted}.`) || t.startsWith(`${quoted}-`))) {
        problems.push(`${where}: names ${quoted}, which does not exist`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in the documents:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Every link and quoted path in the documents, and every document the code names, exists; the README and docs/ keep their line limits.');
