import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * The accounting copy of a payment whose member erased their account (decision 013): money
 * received must stay on the books for eight years (GST, Companies Act) while the member's personal
 * data goes (DPDP Act 2023). So it holds no link to a person: no user id, name, e-mail or mobile;
 * the ids it keeps point at rows that no longer exist.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'erased_payment')
    .addColumn('payment_id', 'integer', (c) => c.notNull().unique())
    .addColumn('subscription_id', 'integer', (c) => c.notNull())
    .addColumn('plan_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_order_id', 'varchar(100)')
    .addColumn('provider_payment_id', 'varchar(100)')
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('erased_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('erased_payment').execute();
}
