import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No user-visible English in the dashboard (members' and administrators' screens), or in the
 * profile form it shares with the registration page, bypasses the catalogues
 * (docs/decisions/043-dashboard-language.md, 075):
 * JSX text with a letter in it, and string literals given to aria-label, placeholder, title or
 * alt, are reported unless the file is on the list below. Paths are relative to src/app.
 */
const SRC = __dirname;
/** The dashboard's shell and parts, and every feature (the profile form the registration page shares among them). */
const SCANNED = ['dashboard', 'features'];

/** Screens whose words are not in the catalogue yet; this list only shrinks. */
const NOT_YET: string[] = [];

// Also the dashboard's own components' text props (PageHeader's title and intro, StatCard's label …).
const ATTRIBUTES = new Set([
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'intro',
  'caption',
  'message',
  'confirmLabel',
  'dismissLabel',
  'description',
  'note',
]);
const LETTER = /\p{L}/u;
/** Literals that read the same in every language: a sample profile ID. */
const SAME_IN_EVERY_LANGUAGE = new Set(['SM4K7Q2P']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [full] : [];
  });
}

function bareTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => `${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) found.push(`${at(node)}: ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression))
          ? init.expression
          : null;
      if (literal && LETTER.test(literal.text) && !SAME_IN_EVERY_LANGUAGE.has(literal.text))
        found.push(`${at(node)}: ${node.name.getText()}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the dashboard takes its words from the catalogues', () => {
  const all = SCANNED.flatMap((dir) => files(path.join(SRC, dir))).map((f) => path.relative(SRC, f).split(path.sep).join('/'));
  const exempt = (f: string) => NOT_YET.some((prefix) => f.startsWith(prefix));

  it('has no text literal in JSX outside the catalogue', () => {
    const report = all.filter((f) => !exempt(f)).flatMap((f) => bareTexts(path.join(SRC, f)).map((line) => `${f}:${line}`));
    expect(report).toEqual([]);
  });

  it('lists only files that exist and still hold bare text', () => {
    for (const entry of NOT_YET)
      expect(
        all.some((f) => f.startsWith(entry)),
        entry,
      ).toBe(true);
    for (const entry of NOT_YET) expect(all.filter((f) => f.startsWith(entry)).flatMap((f) => bareTexts(path.join(SRC, f))).length, entry).toBeGreaterThan(0);
  });
});
