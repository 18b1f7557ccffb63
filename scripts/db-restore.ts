// `npm run db:restore -- FILE`: replaces the configured database with a backup made by
// `npm run db:backup`. Stop the server first. SQLite: checked, then copied in through the
// backup API; PostgreSQL: pg_restore --clean in a single transaction.
import { loadConfig } from '../src/server/config/config.ts';
import { restoreDatabase } from '../src/server/db/backup.ts';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(64);
}
await restoreDatabase(loadConfig(), file);
console.log(`Restored ${file}`);
