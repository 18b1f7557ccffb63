import path from 'node:path';
import type { Config } from '../config/config.ts';
import { createDatabase, type Database } from './database.ts';

/** The SQLite file in DATA_DIR, named once for the server, backups and scripts. */
export const SQLITE_FILE_NAME = 'matrimonial.sqlite';
export const sqliteFileOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, SQLITE_FILE_NAME);

/** The configured database: DATABASE_URL when set, else the SQLite file in DATA_DIR. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>): Database {
  return createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config), poolSize: config.databasePoolSize });
}
