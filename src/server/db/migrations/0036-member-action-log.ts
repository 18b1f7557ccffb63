import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Limits that count actions, not rows (docs/decisions/057-reports-and-action-limits.md).
 *
 * - `member_action`: one row per counted act of a member (an interest sent, a report filed, a
 *   photo requested, a first message of a conversation that day), never updated, so sending an
 *   interest again after withdrawing it takes one more place of the day instead of reusing the
 *   row the interest itself updates.
 * - `report.weight`: what the report counted when it was filed: 0 from a reporter not in good
 *   standing, 1 from one in good standing, 2 when the reporter had also been connected with or
 *   written to the member. Earlier reports read 0: they were filed before the rule.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'member_action')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_action_count_idx').on('member_action').columns(['user_id', 'action', 'created_at']).execute();
  await db.schema
    .alterTable('report')
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('report').dropColumn('weight').execute();
  await db.schema.dropTable('member_action').execute();
}
