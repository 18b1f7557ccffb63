import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dashboardEn } from '../../../shared/i18n/dashboard/en';
import { dashboardEnFirst } from '../../../shared/i18n/dashboard/en-first';

// The shell starts with the first screen's English words only (docs/decisions/074-dashboard-first-screen.md):
// whatever can draw before the whole catalogue has arrived must read no other section.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ROOTS = ['islands/dashboard-app.tsx'];

const resolveFile = (from: string, spec: string): string | null => {
  const base = join(dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(file) && /\.tsx?$/.test(file)) return file;
  }
  return null;
};

/**
 * The modules that can run before the whole catalogue is there: static imports, and the lazy
 * ones that do not wait for it (a page made with page(), or anything loaded beside wholeWords(),
 * waits; the catalogues themselves are words, not readers).
 */
function firstScreenModules(): string[] {
  const seen = new Set<string>();
  const queue = ROOTS.map((root) => join(SRC, root));
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*import\s+type\b/.test(line) || /^\s*export\s+type\b/.test(line)) continue;
      const waits = /\bpage\(\(\) => import\(|wholeWords\(\)/.test(line);
      for (const m of line.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/g)) {
        const dynamic = m[0].startsWith('import(') || /^import\s*\(/.test(m[0]);
        if (dynamic && waits) continue;
        const target = resolveFile(file, m[1]);
        if (target && !target.includes(join('i18n', 'dashboard'))) queue.push(target);
      }
    }
  }
  return [...seen];
}

describe('the first screen’s words', () => {
  const modules = firstScreenModules();

  it('walks the shell and the home screen', () => {
    const names = modules.map((file) => relative(SRC, file));
    expect(names).toContain('dashboard/shell/app.tsx');
    expect(names).toContain('features/home/member-summary.tsx');
    expect(names).toContain('features/home/admin-summary.tsx');
    expect(names).not.toContain('features/search/search-page.tsx');
    expect(names).not.toContain('features/calls/call-dock.tsx');
  });

  it('are the sections the shell and the home screen read, and no other', () => {
    const first = new Set(Object.keys(dashboardEnFirst));
    const read: string[] = [];
    // The dashboard's own modules (shared helpers name their parameters `words` too), comments left out.
    for (const file of modules.filter((f) => /^(dashboard|features)\//.test(relative(SRC, f)))) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const m of code.matchAll(/\bwords(?:\(\))?\.(\w+)/g)) if (!first.has(m[1])) read.push(`${relative(SRC, file)}: words.${m[1]}`);
      // Taking sections apart would hide what is read: keep to words.section.
      for (const m of code.matchAll(/\}\s*=\s*(?:words|useWords\(\))\b/g)) read.push(`${relative(SRC, file)}: ${m[0]}`);
    }
    expect(read).toEqual([]);
  });

  it('are whole sections of the English catalogue', () => {
    for (const [section, words] of Object.entries(dashboardEnFirst)) expect(dashboardEn[section as keyof typeof dashboardEn]).toBe(words);
  });
});
