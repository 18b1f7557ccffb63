import type { Kysely } from 'kysely';

/**
 * What a report has cost or counted (docs/decisions/076-reports-that-cost-a-liar.md).
 *
 * - `report.counted_at`: when the report counted toward an automatic hide; a reporter's reports
 *   counted in the last week cap how many hides they take part in.
 * - `report.restored`: 1 when the report was closed by an administrator's decision that lifted a
 *   hide (the member restored): its reporter never again counts toward hiding that member
 *   automatically. Earlier reports read 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('report').addColumn('counted_at', 'text').execute();
  await db.schema
    .alterTable('report')
    .addColumn('restored', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('report_reporter_idx').on('report').columns(['reporter_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('report_reporter_idx').execute();
  await db.schema.alterTable('report').dropColumn('restored').execute();
  await db.schema.alterTable('report').dropColumn('counted_at').execute();
}
