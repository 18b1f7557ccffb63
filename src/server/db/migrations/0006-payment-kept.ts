import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * A payment is an accounting record kept for years (GST, Companies Act), so deleting its
 * subscription must no longer erase it: the payment → subscription key changes from
 * `on delete cascade` to `no action` (the database refuses the delete). `no action` rather than
 * `restrict` because it is checked at the end of the statement: deleting a whole account, which
 * removes the member's subscriptions and payments in one statement, keeps working on both dialects.
 *
 * PostgreSQL alters the constraint in place; SQLite cannot alter a foreign key, so the table is
 * rebuilt (create, copy, swap, keep the id sequence), inside one transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await rekey(db, 'no action');
}

export async function down(db: Kysely<any>): Promise<void> {
  await rekey(db, 'cascade');
}

async function rekey(db: Kysely<any>, onDelete: 'no action' | 'cascade'): Promise<void> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string }>`
      select conname as name from pg_constraint
      where conrelid = 'payment'::regclass and confrelid = 'user_subscription'::regclass and contype = 'f'`.execute(db);
    for (const { name } of rows) await sql`alter table payment drop constraint ${sql.id(name)}`.execute(db);
    await db.schema
      .alterTable('payment')
      .addForeignKeyConstraint('payment_subscription_id_fkey', ['subscription_id'], 'user_subscription', ['id'], (c) => c.onDelete(onDelete))
      .execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('payment_rebuilt')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('subscription_id', 'integer', (c) => c.notNull().references('user_subscription.id').onDelete(onDelete))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'varchar(20)', (c) => c.notNull())
      .addColumn('provider_order_id', 'varchar(100)')
      .addColumn('provider_payment_id', 'varchar(100)', (c) => c.unique())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('INR'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('verified_at', 'text')
      .execute();
    const columns = sql.raw(
      'id, subscription_id, user_id, provider, provider_order_id, provider_payment_id, amount_paise, currency, status, created_at, verified_at',
    );
    await sql`insert into payment_rebuilt (${columns}) select ${columns} from payment`.execute(trx);
    // Ids are never reused, even those of rows deleted before the rebuild.
    await sql`delete from sqlite_sequence where name = 'payment_rebuilt'`.execute(trx);
    await sql`insert into sqlite_sequence (name, seq) select 'payment_rebuilt', seq from sqlite_sequence where name = 'payment'`.execute(trx);
    // Nothing references payment, so dropping it cascades nowhere.
    await trx.schema.dropTable('payment').execute();
    await trx.schema.alterTable('payment_rebuilt').renameTo('payment').execute();
    const broken = await sql`pragma foreign_key_check(payment)`.execute(trx);
    if (broken.rows.length > 0) throw new Error(`payment rebuild: ${broken.rows.length} rows break a foreign key`);
  });
}
