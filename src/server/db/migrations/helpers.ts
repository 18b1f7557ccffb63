import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Column helpers shared by migrations so each dialect gets its own auto-increment key.
 * Timestamps are ISO-8601 UTC text in both dialects (they sort and compare as text),
 * and booleans are 0/1 integers, so one query code path serves SQLite and PostgreSQL.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function withId(db: Kysely<any>, table: string): CreateTableBuilder<string, 'id'> {
  return db.schema
    .createTable(table)
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()));
}

export function withTimestamps<T extends string>(builder: CreateTableBuilder<string, T>) {
  return builder.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
}
