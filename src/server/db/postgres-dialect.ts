import { PostgresDialect, sql, type DatabaseIntrospector, type DatabaseMetadata, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

interface ColumnRow {
  tableName: string;
  isView: boolean;
  columnName: string;
  dataType: string;
  dataTypeSchema: string;
  isNullable: boolean;
  hasDefault: boolean;
  isAutoIncrementing: boolean;
  comment: string | null;
}

/**
 * Kysely's PostgreSQL introspector reads every schema of the database and looks each one up by
 * name (`has_schema_privilege(nspname, …)`). A database holding several schemas, one per
 * deployment or test run, then answers with other schemas' tables, and a schema dropped while
 * the query runs fails it with "schema … does not exist". The migrator and the start-up read
 * of the table columns only ever mean the schema the connection works in (the first on its
 * search_path): this introspector reads that one, by oid, and nothing else.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<any>;

  constructor(db: Kysely<any>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.#db);
    return rows.filter((row) => row.name !== null);
  }

  async getTables(options: { withInternalKyselyTables?: boolean } = {}): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      -- Aliases are quoted camelCase, so the rows read the same with or without CamelCasePlugin.
      select c.relname as "tableName", c.relkind = 'v' as "isView", a.attname as "columnName",
             t.typname as "dataType", tn.nspname as "dataTypeSchema", not a.attnotnull as "isNullable",
             a.atthasdef as "hasDefault",
             (a.attidentity <> '' or pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null) as "isAutoIncrementing",
             col_description(a.attrelid, a.attnum) as "comment"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    const schema = (await this.getSchemas())[0]?.name;
    for (const row of rows) {
      if (!options.withInternalKyselyTables && row.tableName.startsWith('kysely_migration')) continue;
      let table = tables.get(row.tableName);
      if (!table) tables.set(row.tableName, (table = { name: row.tableName, isView: row.isView, schema, columns: [] }));
      table.columns.push({
        name: row.columnName,
        dataType: row.dataType,
        dataTypeSchema: row.dataTypeSchema,
        isNullable: row.isNullable,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.isAutoIncrementing,
        comment: row.comment ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: { withInternalKyselyTables?: boolean }): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Kysely's PostgreSQL dialect, introspecting only the connection's own schema. */
export class SchemaScopedPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
