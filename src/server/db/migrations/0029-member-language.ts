import { sql, type Kysely } from 'kysely';

/**
 * The member's language (docs/decisions/042-member-language.md): the dashboard, mail and SMS speak
 * it. Every existing account reads as English, the language it has been served in so far.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`locale in ('en', 'hi', 'ta')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
