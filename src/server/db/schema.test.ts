import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.ts';
import { SchemaScopedPostgresDialect } from './postgres-dialect.ts';
import { GENERATED_FILE, generateSchemaTypes } from './schema-codegen.ts';

/** Every table's columns with their nullability, as the migrated database reports them. */
async function columnsOf(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((t) => !t.name.startsWith('kysely_') && (schema === undefined || t.schema === schema))
    .flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}${c.isNullable && c.name !== 'id' ? ' null' : ''}`))
    .sort();
}

describe('database types', () => {
  it('schema.generated.ts matches the migrations (run npm run db:types after changing them)', async () => {
    const generated = await generateSchemaTypes();
    const committed = fs.readFileSync(GENERATED_FILE, 'utf8');
    expect(committed, 'schema.generated.ts is out of date: run npm run db:types').toBe(generated);
  });

  // The types are generated from SQLite; PostgreSQL must build the same tables, columns and nullability.
  it.skipIf(!process.env.TEST_DATABASE_URL)('the migrations build the same columns on PostgreSQL as on SQLite', async () => {
    const sqlite = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const schema = `types_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const postgres = new Kysely<unknown>({ dialect: new SchemaScopedPostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 1 }) }) });
    try {
      await migrateToLatest(sqlite);
      await migrateToLatest(postgres);
      expect(await columnsOf(postgres, schema)).toEqual(await columnsOf(sqlite));
    } finally {
      await sqlite.destroy();
      await postgres.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});
