// `npm run db:migrate`: bring the configured database (DATABASE_URL, or the SQLite file in DATA_DIR) up to date.
import { loadConfig } from '../src/server/config/config.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

const config = loadConfig();
const db = openDatabase(config);
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
await db.destroy();
