import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../src/server/config/config.ts';
import type { Database } from '../src/server/db/database.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { temporarySchema } from '../tests/helpers/pg-schema.ts';

/**
 * A migrated, seeded-with-reference-data database for an in-process bench: a throwaway data
 * folder, and on PostgreSQL (`base` given) a throwaway schema; `dispose` removes both.
 */
export async function benchDatabase(base: string | null, label: string): Promise<{ config: Config; db: Database; dispose: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `matrimonial-${label}-`));
  const pgTarget = base ? await temporarySchema(base, 'bench') : null;
  const config = loadConfig({
    NODE_ENV: 'production',
    QUICK_START: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: 'none',
    RATE_LIMITS: 'false',
    ...(pgTarget ? { DATABASE_URL: pgTarget.url } : {}),
  });
  const { db } = await prepareDatabase(config);
  return {
    config,
    db,
    dispose: async () => {
      await db.destroy();
      await pgTarget?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
