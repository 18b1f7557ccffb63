// `npm run db:migrate`: bring the configured database (DATABASE_URL, or the SQLite file in DATA_DIR) up to date.
import path from 'node:path';
import { loadConfig } from '../src/server/config/config.ts';
import { createDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

const config = loadConfig();
const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'matrimonial.sqlite') });
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
await db.destroy();
