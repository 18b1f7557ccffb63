// A throwaway server for the budgets measured in a browser (scripts/check-budgets.mjs): the
// compiled server on a free port with its own data folder, or the one BASE_URL names.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_COMMAND } from './server-command.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

/**
 * @param {Record<string, string>} [extraEnv] more settings for the server (the administrator it makes, say)
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function budgetServer(extraEnv = {}) {
  if (process.env.BASE_URL) return { url: process.env.BASE_URL.replace(/\/$/, ''), stop: () => undefined };
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'matrimonial-budget-'));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: url,
    ...extraEnv,
  };
  const child = spawn(process.execPath, SERVER_COMMAND, { cwd: new URL('..', import.meta.url).pathname, env, stdio: 'ignore' });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('The server for the budgets did not start (npm run build first).');
}
