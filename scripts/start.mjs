// `npm start`: build the static site (with its service worker) and the compiled server when they
// are missing or older than their sources (scripts/site-build.mjs), then run the one process that
// serves the site and the API (migrating and seeding on the way).
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_COMMAND } from './server-command.mjs';
import { buildServerIfStale, siteIsCurrent } from './site-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!siteIsCurrent() || process.argv.includes('--rebuild')) {
  console.log('Building the site and the server…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (!buildServerIfStale()) process.exit(1);

// A production server on the quick start's terms: generated keys, the labelled test payments, and
// e-mailed links to this machine's own address (src/server/config/config.ts).
const env = { NODE_ENV: 'production', QUICK_START: 'true', ...process.env };
const server = spawn(process.execPath, SERVER_COMMAND, { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
