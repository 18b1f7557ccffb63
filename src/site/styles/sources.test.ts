import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tailwind makes only the classes it finds in a stylesheet's @source paths, and a path that names
 * nothing is no error to it: after the code moves, a stale path leaves the pages without the
 * classes of the code it meant (the dashboard lost its desktop layout that way).
 */
const dir = path.dirname(new URL(import.meta.url).pathname);
const sheets = fs.readdirSync(dir).filter((name) => name.endsWith('.css'));

/** 'a/{b,c}.tsx' → ['a/b.tsx', 'a/c.tsx']. */
const expand = (source: string): string[] => {
  const braces = /\{([^}]*)\}/.exec(source);
  if (!braces) return [source];
  return braces[1].split(',').flatMap((part) => expand(source.replace(braces[0], part)));
};

describe.each(sheets)('%s', (sheet) => {
  const sources = [...fs.readFileSync(path.join(dir, sheet), 'utf8').matchAll(/@source\s+'([^']+)'/g)].map((m) => m[1]);
  it('names only paths that exist', () => {
    const missing = sources.flatMap(expand).filter((source) => !fs.existsSync(path.join(dir, source)));
    expect(missing).toEqual([]);
  });
});
