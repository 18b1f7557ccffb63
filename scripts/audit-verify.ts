// `npm run audit:verify`: walk the audit log's chain of hashes on the configured database
// (DATABASE_URL, or the SQLite file in DATA_DIR) with AUDIT_KEY, compare it with the signed daily
// checkpoints in the uploads store (UPLOADS), and exit 1 naming the first row or checkpoint that
// does not fit (docs/product/trust.md, docs/decisions/081-audit-log-keyed-and-anchored.md).
import { loadConfig } from '../src/server/config/config.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { verifyAuditLog } from '../src/server/modules/audit-log/index.ts';
import { uploadStore } from '../src/server/modules/documents/index.ts';
import { secretsFor } from '../src/server/lib/secrets.ts';

const config = loadConfig();
const db = openDatabase(config);
try {
  const check = await verifyAuditLog(db, { auditKey: secretsFor(config).auditKey, records: () => uploadStore(config) });
  if (check.ok) {
    const anchor = check.newest
      ? `the newest of ${check.checkpoints} signed checkpoints (${check.newest.day}) holds row ${check.newest.lastId}`
      : 'no signed checkpoint yet (the first is written by the daily scheduled work)';
    console.log(`The audit log holds: ${check.rows} rows, every hash in order; ${anchor}.`);
  } else {
    console.error(`The audit log does not hold${check.brokenId === null ? '' : ` at row ${check.brokenId}`}: ${check.reason}.`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
  uploadStore(config).close();
}
