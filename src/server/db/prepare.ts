import type { Config } from '../config/config.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { openDatabase } from './open.ts';
import { seedDatabase } from './seeds/seed.ts';

/** Opens the configured database, brings its schema up to date and seeds what is missing. */
export async function prepareDatabase(config: Config): Promise<{ db: Database; admin: Awaited<ReturnType<typeof seedDatabase>> }> {
  const db = openDatabase(config);
  await migrateToLatest(db);
  const admin = await seedDatabase(db, config);
  return { db, admin };
}
