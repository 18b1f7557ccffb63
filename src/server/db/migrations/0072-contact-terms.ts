import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Contact on the member's terms (docs/product/trust.md, docs/decisions/089-contact-on-the-members-terms.md).
 *
 * - `contact_terms`: one row per member who chose terms: the badge a sender must hold to write,
 *   call, send an interest or ask for photos (`verified_level`: mobile, photo or id; null for
 *   anyone), whether only she starts a conversation after a connection (`first_message`), and
 *   how many interests she takes in a day (`interest_daily_cap`, null for no cap).
 * - `hidden_contact`: the e-mail addresses and mobile numbers she hides from, kept only as a
 *   keyed hash (`digest`, HMAC-SHA-256 of the normalised value) and a masked hint she can read
 *   back; an account whose e-mail or mobile hashes alike never finds her.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_terms')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('verified_level', 'varchar(10)')
    .addColumn('first_message', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interest_daily_cap', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, 'hidden_contact')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('digest', 'varchar(64)', (c) => c.notNull())
    .addColumn('hint', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('hidden_contact_user_digest_unique', ['user_id', 'digest'])
    .execute();
  await db.schema.createIndex('hidden_contact_digest_idx').on('hidden_contact').columns(['digest', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hidden_contact').execute();
  await db.schema.dropTable('contact_terms').execute();
}
