import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, ACCESS_PROBES } from './access-matrix.ts';
import type { Caller } from './access-world.ts';

/**
 * docs/security.md names the tests behind each OWASP item as `file` › "describe › test".
 * Every reference must point at a test that exists, so the page cannot drift from the suite.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const doc = fs.readFileSync(path.join(root, 'docs/security.md'), 'utf8');
const references = [...doc.matchAll(/`((?:tests|src)\/[^`]+\.ts)` › "([^"]+)"/g)].map((m) => ({ file: m[1], title: m[2] }));

/** Access-matrix cases are generated: "METHOD /path › as caller: outcome", or "probe METHOD /path: name › as caller: outcome". */
function matrixCaseExists(title: string): boolean {
  const m = /^(probe )?(GET|POST|PUT|DELETE) (\S+?)(?:: (.+))? › as (\w+): (.+)$/.exec(title);
  if (!m) return false;
  const [, probe, method, routePath, probeName, caller, outcome] = m;
  const rows = probe ? ACCESS_PROBES.filter((p) => p.name === probeName).map((p) => p.route) : ACCESS_MATRIX;
  return rows.some((r) => r.method === method && r.path === routePath && String(r.expect[caller as Caller]) === outcome);
}

describe('docs/security.md', () => {
  it('names tests', () => {
    expect(references.length).toBeGreaterThan(60);
  });

  it.each(references.map((r) => [`${r.file} › ${r.title}`, r] as const))('%s exists', (_label, { file, title }) => {
    expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    if (file === 'tests/api/access/access-matrix.test.ts' && matrixCaseExists(title)) return;
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const part of title.split(' › ')) expect(source, `"${part}" in ${file}`).toContain(part);
  });
});
