import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../src/server/config/config.ts';
import type { Database } from '../src/server/db/database.ts';
import { LATEST_MIGRATION } from '../src/server/db/migrate.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { runOn } from '../tests/helpers/database-template.ts';
import { temporarySchema } from '../tests/helpers/pg-schema.ts';

export interface BenchDatabase {
  config: Config;
  db: Database;
  /** True when a kept database was found already seeded: the bench skips its seeding. */
  seeded: boolean;
  /** Marks a kept database as seeded, for the next run (a no-op for a throwaway one). */
  markSeeded: () => Promise<void>;
  dispose: () => Promise<void>;
}

const SEEDED = 'seeded';

function configFor(dataDir: string, url: string | null) {
  return loadConfig({
    NODE_ENV: 'production',
    QUICK_START: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: 'none',
    RATE_LIMITS: 'false',
    ...(url ? { DATABASE_URL: url } : {}),
  });
}

async function schemaComment(base: string, schema: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rows } = await client.query<{ c: string | null }>(`select obj_description(oid, 'pg_namespace') as c from pg_namespace where nspname = $1`, [
      schema,
    ]);
    return rows[0]?.c ?? null;
  } finally {
    await client.end();
  }
}

/**
 * A migrated, seeded-with-reference-data database for an in-process bench: a throwaway data
 * folder, and on PostgreSQL (`base` given) a throwaway schema; `dispose` removes both.
 *
 * With `keep` (a key such as the number of members seeded), the database is kept instead, named
 * by the label, the key and the newest migration, so the next run with the same key and schema
 * reuses it seeded: `<tmp>/matrimonial-<label>-<key>-<migration>/` on SQLite, the schema
 * `<label>_<key>_<migration>` on PostgreSQL. Delete those to seed afresh.
 */
export async function benchDatabase(base: string | null, label: string, keep?: string): Promise<BenchDatabase> {
  if (keep) return keptDatabase(base, label, keep);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `matrimonial-${label}-`));
  const pgTarget = base ? await temporarySchema(base, 'bench') : null;
  const config = configFor(dataDir, pgTarget?.url ?? null);
  const { db } = await prepareDatabase(config);
  return {
    config,
    db,
    seeded: false,
    markSeeded: async () => {},
    dispose: async () => {
      await db.destroy();
      await pgTarget?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function keptDatabase(base: string | null, label: string, keep: string): Promise<BenchDatabase> {
  const name = `${label}-${keep}-${LATEST_MIGRATION}`.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  const dataDir = path.join(os.tmpdir(), `matrimonial-${name}`);
  fs.mkdirSync(dataDir, { recursive: true });
  let url: string | null = null;
  let seeded: boolean;
  if (base) {
    await runOn(base, `create schema if not exists ${name}`);
    const u = new URL(base);
    u.searchParams.set('options', `-c search_path=${name}`);
    url = u.toString();
    seeded = (await schemaComment(base, name)) === SEEDED;
  } else {
    seeded = fs.existsSync(path.join(dataDir, SEEDED));
  }
  if (!seeded) {
    // A run stopped while seeding leaves half a database: start again from nothing.
    if (base) await runOn(base, `drop schema ${name} cascade; create schema ${name}`);
    else for (const f of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, f), { recursive: true, force: true });
  }
  const config = configFor(dataDir, url);
  const { db } = await prepareDatabase(config);
  return {
    config,
    db,
    seeded,
    markSeeded: async () => {
      if (base) await runOn(base, `comment on schema ${name} is '${SEEDED}'`);
      else fs.writeFileSync(path.join(dataDir, SEEDED), new Date().toISOString());
    },
    dispose: () => db.destroy(),
  };
}
