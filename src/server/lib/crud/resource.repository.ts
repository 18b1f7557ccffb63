import { sql, type Kysely } from 'kysely';
import type { ResourceDef } from '../../../shared/resources.ts';
import { visibleFields } from '../../../shared/resources.ts';
import type { ListQuery } from './list-query.ts';

/** The SQL of the generic resources: one code path for SQLite and PostgreSQL. */
export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

const columnsOf = (resource: ResourceDef) => ['id', ...visibleFields(resource).map((f) => f.name)];

function escapeLike(term: string) {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listRows(db: Kysely<any>, resource: ResourceDef, query: ListQuery, ownerId: number | null): Promise<Paged<Record<string, unknown>>> {
  let base = db.selectFrom(resource.table);
  if (ownerId !== null) base = base.where('userId', '=', ownerId);
  for (const field of resource.fields) {
    const value = query[field.name];
    if ((field.kind === 'ref' || field.kind === 'flag') && typeof value === 'number') base = base.where(field.name, '=', value);
  }
  const term = query.search?.trim();
  const searchable = resource.fields.filter((f) => f.searchable);
  if (term && searchable.length) {
    const pattern = escapeLike(term);
    base = base.where((eb) => eb.or(searchable.map((f) => sql<boolean>`lower(${sql.ref(f.name)}) like ${pattern} escape ${sql.raw("'\\'")}`)));
  }
  // The total rides along each row (a window count), so a page is one query; only a page past
  // the end, which has no row to carry it, asks for the count separately.
  let rows = base.select(columnsOf(resource)).select((eb) => eb.fn.countAll<number>().over().as('matchingRows'));
  const sortKeys: string[] = query.sort ? query.sort.split(',').map((s: string) => s.trim()) : resource.sort;
  for (const key of [...sortKeys, 'id']) {
    rows = key.startsWith('-') ? rows.orderBy(key.slice(1), 'desc') : rows.orderBy(key, 'asc');
  }
  const found = await rows
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const total = found.length
    ? Number(found[0].matchingRows)
    : query.page === 1
      ? 0
      : Number((await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst())?.total ?? 0);
  const items = found.map(({ matchingRows: _total, ...item }) => item);
  return { items, page: query.page, pageSize: query.pageSize, total };
}

export async function findRow(db: Kysely<any>, resource: ResourceDef, id: number, extraColumns: string[] = []) {
  return db
    .selectFrom(resource.table)
    .select([...columnsOf(resource), ...extraColumns])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The new row as a read would give it, from the insert itself (one statement, not a second read). */
export async function insertRow(db: Kysely<any>, resource: ResourceDef, values: Record<string, unknown>) {
  return db.insertInto(resource.table).values(values).returning(columnsOf(resource)).executeTakeFirstOrThrow();
}

/** The row as a read would give it after the update, from the update itself; undefined when there is no such row. */
export async function updateRow(db: Kysely<any>, resource: ResourceDef, id: number, values: Record<string, unknown>) {
  return db.updateTable(resource.table).set(values).where('id', '=', id).returning(columnsOf(resource)).executeTakeFirst();
}

export async function deleteRow(db: Kysely<any>, table: string, id: number) {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function existingIds(db: Kysely<any>, table: string, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => Number(r.id)));
}

export async function countWhere(db: Kysely<any>, table: string, column: string, value: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
