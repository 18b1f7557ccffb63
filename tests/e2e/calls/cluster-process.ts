import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../helpers/server-process';
import { loopbackCertificate } from '../../../scripts/tls-certificate';

/**
 * `npm run cluster` (scripts/cluster.ts) as a child of a browser test: nginx and two API instances
 * sharing PostgreSQL and Redis, on ports of its own, nginx serving HTTP/2 over TLS with a
 * certificate made for the run. Resolves with the site's https address once nginx answers; `stop` ends it (SIGTERM: the script stops what it started).
 */
export interface RunningCluster {
  site: string;
  stop(): Promise<void>;
}
export const CLUSTER_ADMIN = { email: 'calls-cluster-admin@example.in', password: 'Calls-Cluster-Admin-1' };

/** What the cluster needs on this machine, or why it cannot run here. */
export function clusterMissing(): string | null {
  const nginx = fs.existsSync('/usr/sbin/nginx') || spawnSync('sh', ['-c', 'command -v nginx']).status === 0;
  if (!nginx) return 'nginx is not installed';
  if (spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432']).status !== 0) return 'PostgreSQL does not answer on 127.0.0.1:5432';
  return null;
}

export async function startCluster(databaseUrl: string): Promise<RunningCluster> {
  // The script takes the next two ports for the instances.
  let port = await freePort();
  while (port > 65000) port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-calls-cluster-'));
  // nginx serves HTTP/2 over TLS: with a test certificate made here (openssl), as production's would be given.
  const tls = loopbackCertificate(path.join(dataDir, 'test-tls'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      TLS_CERT: tls.cert,
      TLS_KEY: tls.key,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      RATE_LIMITS: 'false',
      ADMIN_EMAIL: CLUSTER_ADMIN.email,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      LIVE_CHANNEL: `calls-cluster-${randomBytes(4).toString('hex')}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const site = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const m = /The site is at (https:\/\/\S+)/.exec(output);
      if (m) resolve(m[1]);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`npm run cluster stopped (exit ${code}):\n${output}`)));
  });
  return {
    site,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
