import { sql, type Kysely } from 'kysely';

/**
 * E-mail notifications and scheduled work (docs/product/member-loop.md, docs/decisions/030 and 031):
 * - `notification_preference`: a member's choice per mail topic (instant, daily, off); a topic
 *   without a row takes its default.
 * - `notification_mail_state`: one row per member, the day and time of the last daily digest, so
 *   a digest is claimed once per member per day by a conditional update.
 * - `job_lease`: one row per scheduled job; an instance runs a job only while it holds the lease,
 *   and `done_key` names the period (day, hour) already done.
 * - `email_log.headers`: extra mail headers (List-Unsubscribe) kept with the mail so a retry sends them.
 * - `user_subscription.expiry_notified_at`: the plan-expiring notice goes out once per subscription.
 * - The two e-mail types and templates of notification mails, for a database seeded before them
 *   (a fresh database gets them from the seed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_preference')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'varchar(40)', (c) => c.notNull())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preference_pk', ['user_id', 'topic'])
    .execute();

  await db.schema
    .createTable('notification_mail_state')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
    .addColumn('digest_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('digest_at', 'text')
    .execute();

  await db.schema
    .createTable('job_lease')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey().notNull())
    .addColumn('holder', 'varchar(80)', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('run_key', 'varchar(40)')
    .addColumn('done_key', 'varchar(40)')
    .addColumn('done_at', 'text')
    .execute();

  await db.schema.alterTable('email_log').addColumn('headers', 'text').execute();
  await db.schema.alterTable('user_subscription').addColumn('expiry_notified_at', 'text').execute();
  await db.schema.createIndex('domain_event_time_idx').on('domain_event').column('created_at').execute();
  await db.schema.createIndex('notification_type_time_idx').on('notification').columns(['type', 'created_at']).execute();

  const seeded = await db.selectFrom('email_type').select('id').limit(1).executeTakeFirst();
  if (!seeded) return;
  const now = new Date().toISOString();
  for (const [i, t] of TEMPLATES.entries()) {
    const order = await db
      .selectFrom('email_type')
      .select(sql<number>`coalesce(max(sort_order), 0)`.as('n'))
      .executeTakeFirst();
    const exists = await db.selectFrom('email_type').select('id').where('code', '=', t.code).executeTakeFirst();
    if (exists) continue;
    const type = await db
      .insertInto('email_type')
      .values({ code: t.code, name: t.typeName, sort_order: Number(order?.n ?? 0) + i + 1, is_active: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('email_template')
      .values({ email_type_id: type.id, name: t.name, subject: t.subject, body: t.body, is_active: 1, created_at: now, updated_at: now })
      .execute();
  }
}

/** The texts as they were when this migration was written (the seed data may change later; this does not). */
const TEMPLATES = [
  {
    code: 'notification',
    typeName: 'Notification (instant)',
    name: 'Notification',
    subject: '{{summary}} - {{siteName}}',
    body: `Dear {{name}},

{{text}}

See it on your dashboard:
{{link}}

You receive this e-mail because "{{topic}}" is set to instant e-mails in your settings. To stop e-mails about this, open:
{{unsubscribeLink}}

Choose which e-mails you receive: {{settingsLink}}

Warm regards,
Team {{siteName}}`,
  },
  {
    code: 'notification-digest',
    typeName: 'Daily digest',
    name: 'Daily digest',
    subject: 'Your day on {{siteName}}: {{summary}}',
    body: `Dear {{name}},

Here is what happened on {{siteName}} since your last summary.

{{items}}{{matches}}
Open your dashboard:
{{link}}

You receive this summary because some e-mails are set to a daily summary in your settings. To stop daily summaries, open:
{{unsubscribeLink}}

Choose which e-mails you receive: {{settingsLink}}

Warm regards,
Team {{siteName}}`,
  },
];

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notification_type_time_idx').execute();
  await db.schema.dropIndex('domain_event_time_idx').execute();
  await db.schema.alterTable('user_subscription').dropColumn('expiry_notified_at').execute();
  await db.schema.alterTable('email_log').dropColumn('headers').execute();
  await db.schema.dropTable('job_lease').execute();
  await db.schema.dropTable('notification_mail_state').execute();
  await db.schema.dropTable('notification_preference').execute();
}
