import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Biodata share links (docs/product/biodata.md, docs/decisions/090-biodata-and-share-links.md):
 * one row per link a member made. Only the SHA-256 digest of the link's secret is kept
 * (`token_digest`), with its last characters (`hint`) so she can tell her links apart; whether
 * the biodata shows her mobile and e-mail (`include_contact`); when it stops opening
 * (`expires_at`) or was revoked (`revoked_at`); how often its page and its PDF were opened.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'biodata_link')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_digest', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('hint', 'varchar(8)', (c) => c.notNull())
    .addColumn('include_contact', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('page_opens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pdf_opens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_opened_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('biodata_link_user_idx').on('biodata_link').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('biodata_link').execute();
}
