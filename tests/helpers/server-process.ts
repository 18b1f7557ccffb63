import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SERVER_COMMAND } from '../../scripts/server-command.mjs';
import { buildServerIfStale } from '../../scripts/site-build.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/** How long a started server may take to answer its health check before the test gives up on it. */
export const START_WAIT_MS = 180_000;

let compiled = false;

/**
 * Starts the real server as its own process (for crash and shutdown tests) and waits for health:
 * the compiled server production runs (scripts/server-command.mjs), compiled first when its
 * sources changed since (the API suite's global setup has done so for its files).
 */
export async function startServer(env: Record<string, string>, port: number, nodeArgs: string[] = []): Promise<ServerProcess> {
  if (!compiled && !buildServerIfStale()) throw new Error('The server did not compile (npm run build:server).');
  compiled = true;
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, ...SERVER_COMMAND], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', STATIC_DIR: 'none', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Waits for the state, not a count of tries: on a busy machine a start takes what it takes. The
  // bound only stops a server that never answers from holding the run until the test's timeout.
  const giveUpAt = Date.now() + START_WAIT_MS;
  while (Date.now() < giveUpAt) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return { child, baseUrl, output: () => output };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output}`);
}

export function waitForExit(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}
