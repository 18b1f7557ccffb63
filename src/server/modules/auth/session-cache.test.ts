import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { changesSessions, sessionCacheOf } from './session-cache.ts';

describe('kept sessions', () => {
  it('are forgotten for writes that can change what a session says, not for others', () => {
    const yes = [
      { table: 'sessions', kind: 'update', columns: ['revoked_at'] },
      { table: 'sessions', kind: 'update', columns: ['last_seen_at'] },
      { table: 'sessions', kind: 'delete', columns: 'all' },
      { table: 'users', kind: 'update', columns: ['locale', 'updated_at'] },
      { table: 'users', kind: 'update', columns: ['is_active'] },
      { table: 'users', kind: 'update', columns: ['user_role_id'] },
      { table: 'users', kind: 'delete', columns: 'all' },
      { table: 'user_role', kind: 'update', columns: ['name'] },
    ] as const;
    const no = [
      { table: 'sessions', kind: 'insert', columns: 'all' },
      { table: 'users', kind: 'insert', columns: 'all' },
      { table: 'users', kind: 'update', columns: ['last_login_at'] },
      { table: 'users', kind: 'update', columns: ['photo_visibility', 'profile_code'] },
      { table: 'profile', kind: 'update', columns: ['full_name'] },
      { table: 'message', kind: 'delete', columns: 'all' },
    ] as const;
    for (const write of yes) expect(changesSessions(write), JSON.stringify(write)).toBe(true);
    for (const write of no) expect(changesSessions(write), JSON.stringify(write)).toBe(false);
  });

  it('of a database are forgotten by its writes, and told to the other instances once a write has run', async () => {
    const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
    try {
      await migrateToLatest(db);
      const cache = sessionCacheOf<string>(db);
      let told = 0;
      cache.onChange(() => told++);
      cache.keep('a', 'row a', cache.generation);
      await db.updateTable('userRole').set({ name: 'Renamed' }).where('id', '=', 999).execute();
      expect(cache.find('a')).toBeUndefined();
      expect(told).toBe(1);
      cache.keep('b', 'row b', cache.generation);
      await db.updateTable('profile').set({ fullName: 'Someone' }).where('userId', '=', 999).execute();
      expect(cache.find('b')).toBe('row b');
      expect(told).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});
