import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { changesNames, referenceNames } from './reference-names.ts';

describe('reference names kept for cards', () => {
  it('are forgotten when a list row is changed or removed, not when one is added', () => {
    expect(changesNames({ table: 'occupation', kind: 'update', columns: ['name', 'updated_at'] })).toBe(true);
    expect(changesNames({ table: 'caste', kind: 'delete', columns: 'all' })).toBe(true);
    expect(changesNames({ table: 'occupation', kind: 'insert', columns: 'all' })).toBe(false);
    expect(changesNames({ table: 'profile', kind: 'update', columns: ['occupation_id'] })).toBe(false);
  });

  it('are read once, and a change through the application shows at once', async () => {
    const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
    try {
      await migrateToLatest(db);
      const at = new Date().toISOString();
      const add = async (name: string) =>
        Number((await db.insertInto('occupation').values({ name, createdAt: at, updatedAt: at }).returning('id').executeTakeFirstOrThrow()).id);
      const [teacher, pilot] = [await add('Teacher of names'), await add('Pilot of names')];
      const first = await referenceNames(db, { occupation: [teacher, pilot, null] });
      expect([first('occupation', teacher), first('occupation', pilot), first('occupation', null), first('religion', teacher)]).toEqual([
        'Teacher of names',
        'Pilot of names',
        null,
        null,
      ]);

      // A change the application does not make (a raw statement) is not seen while the name is kept…
      await sql`update occupation set name = 'Renamed behind its back' where id = ${pilot}`.execute(db);
      expect((await referenceNames(db, { occupation: [pilot] }))('occupation', pilot)).toBe('Pilot of names');
      // …one it makes is seen on the next read, with every other name read again.
      await db.updateTable('occupation').set({ name: 'Head teacher', updatedAt: at }).where('id', '=', teacher).execute();
      const after = await referenceNames(db, { occupation: [teacher, pilot] });
      expect([after('occupation', teacher), after('occupation', pilot)]).toEqual(['Head teacher', 'Renamed behind its back']);
      // An id added since is read when a card first asks for it.
      const nurse = await add('Nurse of names');
      expect((await referenceNames(db, { occupation: [nurse, teacher] }))('occupation', nurse)).toBe('Nurse of names');
    } finally {
      await db.destroy();
    }
  });
});
