// `npm start`: build the static site (with its service worker) when it is missing or older than its sources, then run
// the one process that serves the site and the API (migrating and seeding on the way).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_COMMAND } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

// The site is built from everything under src but the server (which runs from source), from
// public and from the build's own settings: read from the folder, so a new folder is never missed.
const SERVER_ONLY = new Set(['server']);
const siteSources = fs
  .readdirSync(path.join(root, 'src'))
  .filter((entry) => !SERVER_ONLY.has(entry))
  .map((entry) => `src/${entry}`);
const sources = [...siteSources, 'public', 'astro.config.mjs', 'tsconfig.json', 'package-lock.json'];
const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (Math.max(...sources.map(newestMtime)) > built || process.argv.includes('--rebuild')) {
  console.log('Building the site…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}

// A production server on the quick start's terms: generated keys, the labelled test payments, and
// e-mailed links to this machine's own address (src/server/config/config.ts).
const env = { NODE_ENV: 'production', QUICK_START: 'true', ...process.env };
const server = spawn(process.execPath, SERVER_COMMAND, { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
