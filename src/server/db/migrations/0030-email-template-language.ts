import { sql, type Kysely } from 'kysely';
import { EMAIL_TEMPLATES_0030 } from './data/0030-email-translations.ts';

/**
 * Each e-mail template is written in one language (docs/decisions/042-member-language.md); the
 * existing ones are English. A database seeded before this gets the Hindi and Tamil templates of
 * the types it has, as shipped with this release (a frozen copy, data/0030-email-translations.ts);
 * a fresh one gets them from the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_template')
    .addColumn('locale', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`locale in ('en', 'hi', 'ta')`),
    )
    .execute();
  const types = await db.selectFrom('email_type').select(['id', 'code']).execute();
  const idOf = new Map(types.map((t) => [String(t.code), Number(t.id)]));
  const now = new Date().toISOString();
  for (const t of EMAIL_TEMPLATES_0030) {
    const typeId = idOf.get(t.typeCode);
    if (typeId === undefined) continue;
    const taken = await db.selectFrom('email_template').select('id').where('name', '=', t.name).executeTakeFirst();
    if (taken) continue;
    await db
      .insertInto('email_template')
      .values({ email_type_id: typeId, locale: t.locale, name: t.name, subject: t.subject, body: t.body, is_active: 1, created_at: now, updated_at: now })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('email_template').where('locale', '<>', 'en').execute();
  await db.schema.alterTable('email_template').dropColumn('locale').execute();
}
