// Shared by `npm test` (scripts/test.mjs) and `npm run test:soak` (scripts/test-soak.mjs): runs
// steps in order, counts the tests their reports hold, and ends with the one-line verdict.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** `step › file › test name` of each failed test, repeated under the verdict so a tail of the output names them. */
const failedTests = [];
const failedSteps = [];
const timings = [];
let reportCount = 0;

/** The environment with `env` laid over it (`undefined` removes a variable). */
function environment(env) {
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  return merged;
}

function ended(label, started, ok) {
  timings.push([label, (performance.now() - started) / 1000]);
  if (!ok) failedSteps.push(label);
  return ok;
}

/** Runs one step with the environment given (`undefined` removes a variable); true if it passed. */
export function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: environment(env) });
  return ended(label, started, result.status === 0);
}

/**
 * Starts a step beside others and resolves when it ends (true if it passed). One step of a group
 * may be `live` (its output shown as it comes); the others' output is held and printed whole at
 * their end, so steps running together do not interleave their lines. Every step runs at the same
 * priority (docs/decisions/048-the-everyday-verdict.md).
 */
export function start(label, cmd, args, env = {}, { live = false } = {}) {
  console.log(live ? `\n▶ ${label}` : `\n▷ ${label}: runs beside the step above; its output follows when it ends`);
  const started = performance.now();
  const child = spawn(cmd, args, { cwd: root, env: environment(env), stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!live) {
        console.log(`\n▶ ${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(ended(label, started, code === 0));
    });
  });
}

function vitestArgs(args) {
  const file = path.join(reports, `vitest-${++reportCount}.json`);
  return { file, args: ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`] };
}

function countVitest(label, file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const where = path.relative(root, suite.name);
    for (const test of suite.assertionResults ?? []) if (test.status === 'failed') failedTests.push(`${label} › ${where} › ${test.fullName}`);
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((test) => test.status === 'failed')) {
      failedTests.push(`${label} › ${where} › ${suite.message?.split('\n')[0] || 'the file failed to run'}`);
    }
  }
}

/** A vitest run whose JSON report is added to the totals. */
export function vitest(label, args, env = {}) {
  const { file, args: full } = vitestArgs(args);
  const ok = run(label, 'npx', full, env);
  countVitest(label, file);
  return ok;
}

/** A vitest run started beside other steps (see start); its report is added to the totals when it ends. */
export async function vitestBeside(label, args, env = {}, options = {}) {
  const { file, args: full } = vitestArgs(args);
  const ok = await start(label, 'npx', full, env, options);
  countVitest(label, file);
  return ok;
}

function playwrightArgs(args) {
  const file = path.join(reports, `playwright-${++reportCount}.json`);
  return { file, args: ['playwright', 'test', '--reporter=list,json', ...args] };
}

/** The specs of a Playwright report, through its nested suites. */
function* playwrightSpecs(suite) {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child);
}

function countPlaywright(label, file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  for (const suite of report.suites ?? []) {
    for (const spec of playwrightSpecs(suite)) {
      if (spec.tests?.some((test) => test.status === 'unexpected')) failedTests.push(`${label} › ${spec.file}:${spec.line} › ${spec.title}`);
    }
  }
}

/** A Playwright run started beside other steps (see start); its report is added to the totals when it ends. */
export async function playwrightBeside(label, args, env = {}, options = {}) {
  const { file, args: full } = playwrightArgs(args);
  const ok = await start(label, 'npx', full, { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file }, options);
  countPlaywright(label, file);
  return ok;
}

/** A step that is not run counts as failed (e.g. a requirement missing in CI). */
export function fail(label) {
  failedSteps.push(label);
}

/** Prints the time of each step, the steps that failed, and `N passed, N failed, N skipped`; exits. */
export function finish() {
  console.log('\nTime per step:');
  for (const [label, seconds] of timings) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${label}`);
  console.log(`\nSteps that failed: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
  if (failedTests.length) console.log(`Tests that failed:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failedSteps.length ? 1 : 0);
}
