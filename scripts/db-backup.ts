// `npm run db:backup [-- --out FILE]`: a consistent copy of the configured database while the
// server runs. SQLite (DATA_DIR/matrimonial.sqlite) through the online backup API into
// DATA_DIR/backups/matrimonial-<time>.sqlite; PostgreSQL (DATABASE_URL) through pg_dump's
// custom format into DATA_DIR/backups/matrimonial-<time>.dump. Restore with `npm run db:restore`.
import { loadConfig } from '../src/server/config/config.ts';
import { backupDatabase } from '../src/server/db/backup.ts';

const i = process.argv.indexOf('--out');
const file = await backupDatabase(loadConfig(), i > 0 ? process.argv[i + 1] : undefined);
console.log(`Backup written to ${file}`);
