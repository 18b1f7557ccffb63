import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';

/**
 * Programs decide by codes, never by the words a person reads (docs/decisions/086-codes-not-names.md).
 * `decisionsByName` reads one TypeScript file and reports each place that compares against, or
 * keys by, a displayed name: a reference row's, a role's, a plan's or a status's `name`, its
 * English or local name, or a document's type name. Those words change with the reader's language
 * and with an administrator's renaming; the row's `code` (or its id) does not.
 *
 * Reported:
 * - `camelCase(…)`: turning a name into a key;
 * - `===`/`!==` between a displayed name and a word ('India', 'Family helper'), a constant or
 *   another displayed name;
 * - a displayed name used as a key: `[row.name, row]` entries, `map.get(row.name)`,
 *   `list.includes(row.name)`, `words[row.english]`;
 * - `.where('name', '=', …)`: a query that finds a row by a name it is given as words or a constant;
 * - `'r.name as role'`: a query that reads a row's name where a program decides by it (a role, a status, a plan).
 */

/** Fields that only ever hold a displayed name. */
const DISPLAY_FIELDS = new Set(['english', 'localName', 'nameHi', 'nameTa', 'typeName', 'documentType', 'roleName', 'planName', 'statusName']);
/** `name` is a displayed name on rows; on fields, errors and files it is not, so it counts only where it is compared with words or used as a key. */
const NAME = 'name';
/** A word as a person reads it: a capitalised word ('India'), words with spaces, or any letter outside ASCII. PascalCase identifiers ('TimeoutError') are not. */
const WORDS = /\s|[^ -~]|^[A-Z][a-z]+$/;
const CONSTANT = /^[A-Z][A-Z0-9_]+$/;
const KEYED_CALLS = new Set(['get', 'has', 'includes', 'indexOf']);
/** A selected name given the alias of what programs decide by. */
const NAME_AS_DECISION = /(^|\.)name as \w*(role|status|plan|kind)$/i;

const fieldOf = (node: ts.Node): string | null => {
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) return fieldOf(node.expression);
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'String' && node.arguments[0])
    return fieldOf(node.arguments[0]);
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return fieldOf(node.left) ?? fieldOf(node.right);
  return null;
};
const isDisplay = (node: ts.Node) => DISPLAY_FIELDS.has(fieldOf(node) ?? '');
const isNamed = (node: ts.Node) => isDisplay(node) || fieldOf(node) === NAME;
const isWords = (node: ts.Node) =>
  ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && WORDS.test(node.text)) || (ts.isIdentifier(node) && CONSTANT.test(node.text));

function decisionsByName(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, why: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${why}: ${node.getText().replace(/\s+/g, ' ').slice(0, 90)}`);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'camelCase') report(node, 'a key made from a name');
      if (ts.isPropertyAccessExpression(callee) && KEYED_CALLS.has(callee.name.text) && node.arguments.some(isDisplay)) report(node, 'looked up by a name');
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'where' && node.arguments.length === 3) {
        const [column, , value] = node.arguments;
        if ((ts.isStringLiteral(column) || ts.isNoSubstitutionTemplateLiteral(column)) && /(^|\.)name$/.test(column.text) && isWords(value))
          report(node, 'a row found by its name');
      }
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      const equality = [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
      ].includes(op);
      if (equality) {
        const { left, right } = node;
        const typeofTest = ts.isTypeOfExpression(left) || ts.isTypeOfExpression(right);
        const nothing = (n: ts.Expression) => n.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(n) && n.text === 'undefined');
        const byDisplay = (isDisplay(left) && !nothing(right)) || (isDisplay(right) && !nothing(left));
        const byName = (isNamed(left) && (isWords(right) || isNamed(right))) || (isNamed(right) && isWords(left));
        if (!typeofTest && (byDisplay || byName)) report(node, 'compared by a name');
      }
    }
    if (ts.isArrayLiteralExpression(node) && node.elements.length === 2 && isDisplay(node.elements[0]) && ts.isArrowFunction(node.parent))
      report(node, 'keyed by a name');
    if (ts.isElementAccessExpression(node) && isDisplay(node.argumentExpression)) report(node, 'keyed by a name');
    if (ts.isStringLiteral(node) && NAME_AS_DECISION.test(node.text)) report(node, 'a name read to decide by');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The three programs and what they share. */
const SRC = path.join(__dirname, '..');
const SCANNED = ['app', 'server', 'shared', 'site'];
/**
 * Seeds and migrations write the English names they ship and find their own rows by them; what
 * they write is the code the programs then match on.
 */
const WRITES_THE_NAMES = ['server/db/seeds/', 'server/db/migrations/'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const scan = (name: string, text: string) => decisionsByName(name, text);

describe('programs decide by codes, never by the words a person reads', () => {
  it('finds no comparison with, or key of, a displayed name in the browser app, the server or what they share', () => {
    const all = SCANNED.flatMap((dir) => files(path.join(SRC, dir))).map((f) => path.relative(SRC, f).split(path.sep).join('/'));
    const report = all
      .filter((f) => !WRITES_THE_NAMES.some((prefix) => f.startsWith(prefix)))
      .flatMap((f) => scan(f, readFileSync(path.join(SRC, f), 'utf8')).map((line) => `${f}:${line}`));
    expect(report).toEqual([]);
  });

  it('catches the document tab that found each type by the camelCase of its shown name', () => {
    const before = `
      const types = useStore($referenceLists)['document-type-master'] ?? [];
      const byKey = new Map(types.map((t) => [camelCase(t.name) as DocumentKey, t]));
      putLocalDocument(camelCase(doc.documentType) as DocumentKey, doc);`;
    expect(scan('documents-tab.tsx', before)).toEqual([
      expect.stringContaining('3: a key made from a name: camelCase(t.name)'),
      expect.stringContaining('4: a key made from a name: camelCase(doc.documentType)'),
    ]);
    const after = `
      const byKey = new Map(types.map((type) => [type.code, type]));
      putLocalDocument(doc.documentTypeCode as DocumentKey, doc);`;
    expect(scan('documents-tab.tsx', after)).toEqual([]);
  });

  it('catches rows, roles and words matched by their names', () => {
    const cases = [
      `lists.find((c) => (c.english ?? c.name) === 'India')`,
      `types.find((t) => t.name === 'Close Up Photo')`,
      `rows.filter((r) => r.name !== 'परिवार सहायक')`,
      `db.selectFrom('userRole').select('id').where('name', '=', FAMILY_ROLE)`,
      `db.selectFrom('users').select(['users.id', 'userRole.name as role'])`,
      `new Map(religions.map((r) => [r.english ?? r.name, r.name]))`,
      `words.roles[option.english]`,
      `PHOTO_KINDS.includes(row.typeName)`,
      `if (doc.documentType === wanted) keep(doc)`,
    ];
    for (const source of cases) expect(scan('case.ts', source), source).toHaveLength(1);
  });

  it('leaves alone names that are not shown words: fields, errors, jobs, tests for nothing', () => {
    const cases = [
      `fields.some((f) => f.name === 'nameHi')`,
      `if (error.name === 'TimeoutError') retry()`,
      `values[field.name] = body[field.name]`,
      `db.updateTable('jobLease').set({ holder }).where('name', '=', name)`,
      `typeof p.name === 'string'`,
      `row.typeName === null`,
      `types.find((t) => t.code === 'closeUpPhoto')`,
    ];
    for (const source of cases) expect(scan('case.ts', source), source).toEqual([]);
  });
});

/**
 * Programs decide by a message's code, never by its English words (docs/decisions/092-message-codes.md):
 * `decisionsByWording` reports a regular expression written around the check messages' wording,
 * a comparison of a message's text (`.message`, `.text`) with anything but nothing, and a
 * comparison with, or a search for, a catalogue's English text.
 */
const CHECK_WORDING =
  /must be (at most|at least|text|a whole number|a number|a valid|chosen from|yes or no|a date)|is required|is not in the expected format|choose at most|the chosen option does not exist/;
const TEXT_FIELDS = new Set(['message', 'text', 'serverMessage']);
const SEARCHES = new Set(['startsWith', 'endsWith', 'includes', 'indexOf', 'match', 'test', 'exec']);

function decisionsByWording(fileName: string, text: string, englishTexts: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, why: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${why}: ${node.getText().replace(/\s+/g, ' ').slice(0, 90)}`);
  const isText = (node: ts.Node) => TEXT_FIELDS.has(fieldOf(node) ?? '');
  const isEnglish = (node: ts.Node) => (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && englishTexts.has(node.text);
  const nothing = (n: ts.Node) => n.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(n) && n.text === 'undefined') || ts.isTypeOfExpression(n);
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node) && CHECK_WORDING.test(node.text)) report(node, 'a pattern over a message’s wording');
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      const equality = [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
      ].includes(op);
      const { left, right } = node;
      if (equality && !nothing(left) && !nothing(right) && (isText(left) || isText(right) || isEnglish(left) || isEnglish(right)))
        report(node, 'compared by a message’s words');
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && SEARCHES.has(node.expression.name.text)) {
      const target = node.expression.expression;
      if (
        isText(target) &&
        node.arguments.some(
          (a) => !ts.isLiteralExpression(a) || englishTexts.has((a as ts.LiteralExpression).text) || CHECK_WORDING.test((a as ts.LiteralExpression).text),
        )
      )
        report(node, 'a message searched by its words');
      if (node.arguments.some(isEnglish)) report(node, 'a message searched by its words');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every English text of the coded catalogues, the profile's and the master screens' checks. */
async function englishTexts(): Promise<Set<string>> {
  const { CODED } = await import('./coded-messages');
  const { PROFILE_VALIDATION } = await import('./messages');
  const texts = new Set<string>();
  for (const group of Object.values(CODED))
    for (const entry of Object.values(group)) if (typeof entry === 'object' && entry && 'text' in entry) texts.add((entry as { text: string }).text);
  for (const entry of Object.values(PROFILE_VALIDATION)) if (typeof entry === 'string') texts.add(entry);
  return texts;
}

/** What is scanned for decisions by wording: the browser app and the server (shared holds the catalogues and their checks). */
const BY_WORDING = ['app', 'server'];

describe('programs decide by message codes, never by the English wording', () => {
  it('finds no pattern over, comparison with or search for a message’s words in the browser app or the server', async () => {
    const texts = await englishTexts();
    const all = BY_WORDING.flatMap((dir) => files(path.join(SRC, dir))).map((f) => path.relative(SRC, f).split(path.sep).join('/'));
    const report = all
      .filter((f) => !WRITES_THE_NAMES.some((prefix) => f.startsWith(prefix)))
      .flatMap((f) => decisionsByWording(f, readFileSync(path.join(SRC, f), 'utf8'), texts).map((line) => `${f}:${line}`));
    expect(report).toEqual([]);
  });

  it('catches the master screens’ patterns and the reply compared with its English text', async () => {
    const texts = await englishTexts();
    const cases = [
      `const numbered = [[/^must be at most (\\d+) characters$/, say]];`,
      `if (result.data.message === masterWords.en.twoStepResetDone) done();`,
      `if (failure.message === 'Invalid email or password') retry();`,
      `const plain = message.text.startsWith(field.label);`,
      `if (text.includes('This email is already registered')) taken();`,
    ];
    for (const source of cases) expect(decisionsByWording('case.ts', source, texts), source).toHaveLength(1);
  });

  it('leaves alone decisions by code and texts merely shown', async () => {
    const texts = await englishTexts();
    const cases = [
      `if (message.code === 'FIELD_CHECK.required') mark();`,
      `notify.success(say(locale, replyMessage(result.data)));`,
      `if (failure.message === undefined) return;`,
      `const raw = /wrong type|^Expected/.test(message);`,
    ];
    for (const source of cases) expect(decisionsByWording('case.ts', source, texts), source).toEqual([]);
  });
});
