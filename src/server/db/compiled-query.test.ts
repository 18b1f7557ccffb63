import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledQuery, isAnyOf } from './compiled-query.ts';
import { createDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

let db: Database;
beforeAll(async () => {
  db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
  await migrateToLatest(db);
  const at = '2026-01-01T00:00:00.000Z';
  await db
    .insertInto('userRole')
    .values(['Admin', 'Member', 'Support'].map((name, i) => ({ name, sortOrder: i, createdAt: at, updatedAt: at })))
    .execute();
});
afterAll(() => db.destroy());

const roles = (db: Database, name: string, activeSince: string) =>
  db
    .selectFrom('userRole')
    .select(['id', 'name', 'sortOrder'])
    .where('name', '=', name)
    .where('createdAt', '<=', activeSince)
    .where('isActive', '=', 1)
    .orderBy('id');

describe('a query compiled once', () => {
  it('answers each run with its own values, as the query built anew does, its columns in camel case', async () => {
    const names = (await db.selectFrom('userRole').select('name').execute()).map((r) => r.name);
    expect(names).toHaveLength(3);
    const compiled = compiledQuery(roles);
    const now = new Date().toISOString();
    for (const name of [...names, 'No such role']) expect(await compiled(db, name, now)).toEqual(await roles(db, name, now).execute());
    expect(await compiled(db, names[0], '2000-01-01T00:00:00.000Z')).toEqual([]);
    expect(Object.keys((await compiled(db, names[0], now))[0])).toEqual(['id', 'name', 'sortOrder']);
  });

  it('runs inside a transaction, and sees its writes', async () => {
    const compiled = compiledQuery(roles);
    const now = new Date().toISOString();
    const seen = await db.transaction().execute(async (trx) => {
      await trx.insertInto('userRole').values({ name: 'Moderator in a transaction', createdAt: now, updatedAt: now }).execute();
      return compiled(trx, 'Moderator in a transaction', now);
    });
    expect(seen.map((r) => r.name)).toEqual(['Moderator in a transaction']);
  });

  it('refuses a value that does not reach the query as a parameter', async () => {
    const ignoring = compiledQuery((db, name: string) =>
      db
        .selectFrom('userRole')
        .select('id')
        .where('name', 'is not', name.length > 100 ? name : null),
    );
    await expect(ignoring(db, 'Admin')).rejects.toThrow(/value 0 must reach the query as a parameter/);
  });

  it('takes a list whole, as one value: any length, the same statement', async () => {
    const all = await db.selectFrom('userRole').select(['id', 'name']).orderBy('id').execute();
    const byIds = compiledQuery((db, ids: number[]) =>
      db
        .selectFrom('userRole')
        .select('name')
        .where(isAnyOf(db, 'userRole.id', ids))
        .orderBy('id'),
    );
    for (const ids of [[all[0].id], all.map((r) => r.id), [all[1].id, 999_999], []]) {
      expect((await byIds(db, ids)).map((r) => r.name)).toEqual(all.filter((r) => ids.includes(r.id)).map((r) => r.name));
    }
    // Built anew as well, the list is one parameter.
    const built = db
      .selectFrom('userRole')
      .select('name')
      .where(isAnyOf(db, 'name', ['Admin', 'Support']))
      .orderBy('id')
      .compile();
    expect(built.parameters).toHaveLength(1);
    expect((await db.executeQuery(built)).rows).toEqual([{ name: 'Admin' }, { name: 'Support' }]);
  });
});
