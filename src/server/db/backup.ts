import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Config } from '../config/config.ts';
import { sqliteFileOf } from './open.ts';

const run = promisify(execFile);

/** The schema a DATABASE_URL works in: its `options=-c search_path=…`, else public. */
export function schemaOf(databaseUrl: string): string {
  const options = new URL(databaseUrl).searchParams.get('options') ?? '';
  return /search_path=([A-Za-z_][\w$]*)/.exec(options)?.[1] ?? 'public';
}

function checkSqlite(file: string) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} fails SQLite's integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

/** libpq reads %20, not '+', as a space in a connection URI's parameters (URLSearchParams writes '+'). */
function libpqUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const query = [...url.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  url.search = '';
  return query ? `${url.toString()}?${query}` : url.toString();
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * A consistent copy of the live database while the server keeps running: SQLite through its
 * online backup API (pages copied under a read transaction, then the copy integrity-checked),
 * PostgreSQL through pg_dump's custom format (one snapshot, restorable with pg_restore).
 */
export async function backupDatabase(config: Config, out?: string): Promise<string> {
  const dir = path.join(config.dataDir, 'backups');
  if (config.databaseUrl) {
    const file = path.resolve(out ?? path.join(dir, `matrimonial-${stamp()}.dump`));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await run('pg_dump', [
      '--format=custom',
      `--schema=${schemaOf(config.databaseUrl)}`,
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${libpqUrl(config.databaseUrl)}`,
    ]);
    return file;
  }
  const file = path.resolve(out ?? path.join(dir, `matrimonial-${stamp()}.sqlite`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const live = new SQLite(sqliteFileOf(config), { fileMustExist: true });
  try {
    await live.backup(file);
  } finally {
    live.close();
  }
  checkSqlite(file);
  return file;
}

/**
 * Replaces the configured database with a backup. Stop the server first. SQLite: the backup is
 * checked, then copied in through the same backup API (which keeps the live file's WAL
 * consistent). PostgreSQL: pg_restore --clean in one transaction, so a failed restore changes nothing.
 */
export async function restoreDatabase(config: Config, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  if (config.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${libpqUrl(config.databaseUrl)}`,
      file,
    ]);
    return;
  }
  checkSqlite(file);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const backup = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(sqliteFileOf(config));
  } finally {
    backup.close();
  }
  checkSqlite(sqliteFileOf(config));
}
