// A PostgreSQL server and a Redis server of their own for `npm run bench:cluster`, so that it can
// stop and start them under load without touching servers anything else uses. PostgreSQL is the
// installed version's initdb/pg_ctl (Debian: /usr/lib/postgresql/<version>/bin) with its data in
// a temporary folder; started by root it runs as the postgres user, as PostgreSQL requires.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function postgresBin(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fromEnv;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(base, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (found) return found;
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  throw new Error('PostgreSQL server programs (initdb, pg_ctl) were not found: install postgresql, or set PG_BIN to their folder.');
}

/** Whether the server's pg_stat_statements module is installed (Debian: in the server package). */
function hasStatementStatistics(bin: string): boolean {
  const version = path.basename(path.dirname(bin));
  return [
    `/usr/share/postgresql/${version}/extension`,
    path.join(bin, '..', 'share', 'extension'),
    path.join(bin, '..', 'share', 'postgresql', 'extension'),
  ].some((dir) => fs.existsSync(path.join(dir, 'pg_stat_statements.control')));
}

export interface PrivatePostgres {
  url: string;
  /** The same server over its Unix socket, as processes on its own host reach it. */
  socketUrl: string;
  /** Whether pg_stat_statements is loaded (then `create extension pg_stat_statements` reads it). */
  statements: boolean;
  /** Stops the server at once, as a crash would (`pg_ctl stop -m immediate`): recovery replays the WAL at the next start. */
  stop(): void;
  start(): void;
  remove(): void;
}

export function privatePostgres(port: number): PrivatePostgres {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o755);
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const statements = hasStatementStatistics(bin);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=200 -c shared_buffers=128MB${statements ? ' -c shared_preload_libraries=pg_stat_statements' : ''}`;
  const start = () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    statements,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
    start,
    remove() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  /** Ends the server outright (SIGKILL): connections drop and nothing is saved. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function privateRedis(port: number): Promise<PrivateRedis> {
  const binary = process.env.REDIS_SERVER ?? 'redis-server';
  let child: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${port}`;
  const start = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    child.on('error', (error) => {
      throw new Error(`redis-server could not start (${error.message}): install redis-server, or set REDIS_SERVER.`);
    });
    for (let i = 0; i < 100; i++) {
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
      probe.on('error', () => {});
      const ok = await probe.connect().then(
        () => probe.ping().then(() => true),
        () => false,
      );
      probe.disconnect();
      if (ok) return;
      await sleep(50);
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  await start();
  return {
    url,
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    },
    start,
  };
}
