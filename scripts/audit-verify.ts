// `npm run audit:verify`: walk the audit log's chain of hashes on the configured database
// (DATABASE_URL, or the SQLite file in DATA_DIR) and exit 1 naming the first row that does not
// fit (docs/product/trust.md, docs/decisions/056-audit-log.md).
import { loadConfig } from '../src/server/config/config.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { verifyAuditChain } from '../src/server/lib/audit/audit-chain.ts';

const config = loadConfig();
const db = openDatabase(config);
try {
  const check = await verifyAuditChain(db);
  if (check.ok) {
    console.log(`The audit log holds: ${check.rows} rows, every hash in order.`);
  } else {
    console.error(`The audit log is broken at ${check.brokenId === null ? 'its head' : `row ${check.brokenId}`}: ${check.reason}.`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
