import { randomBytes } from 'node:crypto';
import { runOn } from './database-template.ts';

/**
 * A fresh PostgreSQL schema in the database at `base`, and the URL that works in it (its
 * search_path), so runs share one database without seeing each other's tables. `drop` removes
 * it and everything in it.
 */
export async function temporarySchema(base: string, prefix: string): Promise<{ schema: string; url: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  await runOn(base, `create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { schema, url: url.toString(), drop: () => runOn(base, `drop schema if exists ${schema} cascade`) };
}
