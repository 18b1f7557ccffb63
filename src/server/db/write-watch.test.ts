import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { writeWatchOf, type Write } from './write-watch.ts';

let db: Database;
const heard: Write[] = [];
const stages: string[] = [];
beforeAll(async () => {
  db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
  await migrateToLatest(db);
  writeWatchOf(db).listen((write, stage) => {
    heard.push(write);
    stages.push(stage);
  });
});
afterAll(() => db.destroy());

const at = '2026-01-01T00:00:00.000Z';
const addRole = (name: string) =>
  db.insertInto('userRole').values({ name, sortOrder: 9, createdAt: at, updatedAt: at }).returning('id').executeTakeFirstOrThrow();

describe('the writes of a database', () => {
  it('are told as sent and once run, with the table and the columns an update sets, in SQL names', async () => {
    heard.length = 0;
    stages.length = 0;
    const { id } = await addRole('Watched');
    await db.updateTable('userRole').set({ name: 'Renamed', sortOrder: 3 }).where('id', '=', id).execute();
    await db.deleteFrom('userRole as r').where('r.id', '=', id).execute();
    expect(heard).toEqual([
      { table: 'user_role', kind: 'insert', columns: 'all' },
      { table: 'user_role', kind: 'insert', columns: 'all' },
      { table: 'user_role', kind: 'update', columns: ['name', 'sort_order'] },
      { table: 'user_role', kind: 'update', columns: ['name', 'sort_order'] },
      { table: 'user_role', kind: 'delete', columns: 'all' },
      { table: 'user_role', kind: 'delete', columns: 'all' },
    ]);
    expect(stages).toEqual(['sent', 'run', 'sent', 'run', 'sent', 'run']);
  });

  it('include those inside a transaction; reads are not told', async () => {
    heard.length = 0;
    await db.selectFrom('userRole').selectAll().execute();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('userRole').values({ name: 'In a transaction', sortOrder: 1, createdAt: at, updatedAt: at }).execute();
      await trx.selectFrom('userRole').select('id').execute();
    });
    expect(heard.map((w) => `${w.kind} ${w.table}`)).toEqual(['insert user_role', 'insert user_role']);
  });

  it('made quietly are not told, and a failed write is told only as sent', async () => {
    heard.length = 0;
    stages.length = 0;
    const { id } = await writeWatchOf(db).quietly(() => addRole('Quiet'));
    await writeWatchOf(db).quietly(() => db.updateTable('userRole').set({ sortOrder: 4 }).where('id', '=', id).execute());
    expect(heard).toEqual([]);
    await expect(addRole('Quiet')).rejects.toThrow();
    expect(heard).toEqual([{ table: 'user_role', kind: 'insert', columns: 'all' }]);
    expect(stages).toEqual(['sent']);
  });
});
