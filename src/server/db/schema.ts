import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from './schema.generated.ts';

/**
 * The whole database's types, generated from the migrations into schema.generated.ts by
 * `npm run db:types` (schema.test.ts fails when the two differ). Column names are camelCase as
 * the CamelCasePlugin maps them; booleans are 0 | 1 and timestamps ISO-8601 text in both dialects.
 */
export type { DB };
export type TableName = keyof DB;
/** A row as read. */
export type Row<T extends TableName> = Selectable<DB[T]>;
/** A row as inserted: generated ids and columns with defaults may be left out. */
export type NewRow<T extends TableName> = Insertable<DB[T]>;
/** The columns of a row as updated. */
export type RowUpdate<T extends TableName> = Updateable<DB[T]>;
