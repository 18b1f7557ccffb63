import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * GST tax invoices (docs/product/plans-and-payments.md, docs/decisions/064-gst-tax-invoices.md).
 *
 * `invoice_counter` holds the last number of each series (one a financial year): the payment's
 * transaction raises it by one and writes the invoice, so a number is used exactly once and a
 * rolled-back payment takes its number back (no gaps). `tax_invoice` is what was issued, as it was
 * issued: the seller's and the buyer's particulars and the amounts are copied, so a later change
 * of configuration or profile never rewrites an invoice. It outlives the subscription and the
 * account (erasure clears the buyer's name and e-mail), as the books must.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_counter')
    .addColumn('series', 'varchar(20)', (c) => c.primaryKey().notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await withId(db, 'tax_invoice')
    .addColumn('number', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('series', 'varchar(20)', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull().unique())
    .addColumn('subscription_id', 'integer', (c) => c.references('user_subscription.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('seller_name', 'text', (c) => c.notNull())
    .addColumn('seller_address', 'text', (c) => c.notNull())
    .addColumn('seller_gstin', 'varchar(15)', (c) => c.notNull())
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer_email', 'text', (c) => c.notNull())
    .addColumn('place_of_supply', 'varchar(2)', (c) => c.notNull())
    .addColumn('sac', 'varchar(8)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('taxable_paise', 'integer', (c) => c.notNull())
    .addColumn('cgst_paise', 'integer', (c) => c.notNull())
    .addColumn('sgst_paise', 'integer', (c) => c.notNull())
    .addColumn('igst_paise', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_payment_id', 'varchar(100)')
    .addUniqueConstraint('tax_invoice_series_sequence', ['series', 'sequence'])
    .execute();
  await db.schema.createIndex('tax_invoice_subscription_idx').on('tax_invoice').column('subscription_id').execute();
  await db.schema.createIndex('tax_invoice_user_idx').on('tax_invoice').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tax_invoice').execute();
  await db.schema.dropTable('invoice_counter').execute();
}
