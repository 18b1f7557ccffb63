import type { Kysely } from 'kysely';

/**
 * When a session was last used, so an idle session ends (docs/decisions/016-abuse-limits-and-idle-sessions.md).
 * Sessions from before this column count as last used when they were created.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
