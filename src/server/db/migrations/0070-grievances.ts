import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Grievances under the IT Rules 2021 (docs/product/trust.md, docs/decisions/085-grievances-and-their-clocks.md).
 *
 * - `grievance`: one complaint, from a member (`user_id`) or a visitor (`user_id` null), with its
 *   ticket number, what it is about (`kind`, the profile it names), who to answer (name, e-mail,
 *   language), its clocks (`acknowledge_due_at`, `decide_due_at`, and `take_down_due_at` for
 *   impersonation and intimate images) and what was done: acknowledged, taken down, decided with
 *   an outcome and the reason, escalated when a clock ran out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'grievance')
    .addColumn('ticket', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('profile_code', 'varchar(12)')
    .addColumn('subject_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('acknowledge_due_at', 'text', (c) => c.notNull())
    .addColumn('decide_due_at', 'text', (c) => c.notNull())
    .addColumn('take_down_due_at', 'text')
    .addColumn('acknowledged_at', 'text')
    .addColumn('taken_down_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('outcome', 'varchar(20)')
    .addColumn('decision', 'text')
    .addColumn('escalated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('grievance_status_idx').on('grievance').columns(['status', 'decide_due_at']).execute();
  await db.schema.createIndex('grievance_created_idx').on('grievance').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('grievance').execute();
}
