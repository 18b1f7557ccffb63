import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers.ts';

/** Frozen: the schema as first released. Change the schema only in a new migration. */

const NAMED_LISTS = [
  'user_role',
  'religion',
  'gender',
  'title',
  'complexion',
  'marital_status',
  'qualification',
  'occupation',
  'employment_type',
  'family_type',
  'dietary_habit',
  'smoking_habit',
  'drinking_habit',
  'gotra',
  'mool',
  'language',
  'document_type',
  'menu_type',
  'action',
  'email_type',
];

const ref = (table: string) => (c: ColumnDefinitionBuilder) => c.references(`${table}.id`);
const refCascade = (table: string) => (c: ColumnDefinitionBuilder) => c.references(`${table}.id`).onDelete('cascade');

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of NAMED_LISTS) {
    await withTimestamps(
      withId(db, table)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('code', 'varchar(100)')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
    )
      .addUniqueConstraint(`${table}_name_unique`, ['name'])
      .execute();
  }

  const namedChild = async (
    table: string,
    parentColumn: string,
    parentTable: string,
    extra?: (b: CreateTableBuilder<string, string>) => CreateTableBuilder<string, string>,
  ) => {
    let builder = withId(db, table)
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn(parentColumn, 'integer', (c) => c.notNull().references(`${parentTable}.id`))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0));
    if (extra) builder = extra(builder);
    await withTimestamps(builder).addUniqueConstraint(`${table}_name_unique`, [parentColumn, 'name']).execute();
    await db.schema.createIndex(`${table}_${parentColumn}_idx`).on(table).column(parentColumn).execute();
  };

  await namedChild('caste', 'religion_id', 'religion');
  await withTimestamps(
    withId(db, 'country')
      .addColumn('name', 'varchar(200)', (c) => c.notNull().unique())
      .addColumn('iso_code', 'varchar(2)', (c) => c.notNull().unique())
      .addColumn('phone_code', 'varchar(8)', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await namedChild('state', 'country_id', 'country');
  await namedChild('location', 'state_id', 'state');

  // Site content
  await withTimestamps(
    withId(db, 'about_us')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await withTimestamps(
    withId(db, 'header')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('tagline', 'varchar(300)'),
  ).execute();
  await withTimestamps(
    withId(db, 'footer')
      .addColumn('address', 'varchar(500)', (c) => c.notNull())
      .addColumn('email', 'varchar(200)')
      .addColumn('phone', 'varchar(50)')
      .addColumn('copyright', 'varchar(300)'),
  ).execute();
  await withTimestamps(
    withId(db, 'privacy_policy')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('last_updated', 'text', (c) => c.notNull()),
  ).execute();
  await withTimestamps(
    withId(db, 'menu_item')
      .addColumn('label', 'varchar(200)', (c) => c.notNull())
      .addColumn('url', 'varchar(500)', (c) => c.notNull())
      .addColumn('menu_type_id', 'integer', (c) => c.notNull().references('menu_type.id'))
      .addColumn('parent_id', 'integer', ref('menu_item'))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await withTimestamps(
    withId(db, 'menu_item_translation')
      .addColumn('menu_item_id', 'integer', (c) => c.notNull().references('menu_item.id'))
      .addColumn('language_id', 'integer', (c) => c.notNull().references('language.id'))
      .addColumn('label', 'varchar(200)', (c) => c.notNull()),
  )
    .addUniqueConstraint('menu_item_translation_unique', ['menu_item_id', 'language_id'])
    .execute();

  // Mail
  await withTimestamps(
    withId(db, 'email_template')
      .addColumn('email_type_id', 'integer', (c) => c.notNull().references('email_type.id'))
      .addColumn('name', 'varchar(200)', (c) => c.notNull().unique())
      .addColumn('subject', 'varchar(300)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await withTimestamps(
    withId(db, 'email_recipient')
      .addColumn('email_type_id', 'integer', (c) => c.notNull().references('email_type.id'))
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('email', 'varchar(200)', (c) => c.notNull()),
  )
    .addUniqueConstraint('email_recipient_unique', ['email_type_id', 'email'])
    .execute();
  await withTimestamps(
    withId(db, 'mail_settings')
      .addColumn('from_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('from_address', 'varchar(200)', (c) => c.notNull())
      .addColumn('reply_to', 'varchar(200)')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  // Accounts
  await withTimestamps(
    withId(db, 'users')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('mobile', 'varchar(15)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('user_role_id', 'integer', (c) => c.notNull().references('user_role.id'))
      .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('consent_at', 'text')
      .addColumn('last_login_at', 'text'),
  ).execute();
  await db.schema.createIndex('users_role_idx').on('users').column('user_role_id').execute();
  await withTimestamps(
    withId(db, 'user_detail')
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('alternate_mobile', 'varchar(15)')
      .addColumn('preferred_language_id', 'integer', ref('language'))
      .addColumn('admin_notes', 'text'),
  ).execute();
  await withId(db, 'sessions')
    .addColumn('user_id', 'integer', refCascade('users'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await withId(db, 'login_history')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'varchar(254)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(100)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_history_user_idx').on('login_history').columns(['user_id', 'created_at']).execute();
  await withId(db, 'one_time_codes')
    .addColumn('user_id', 'integer', refCascade('users'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('one_time_codes_user_idx').on('one_time_codes').columns(['user_id', 'purpose']).execute();

  // Profiles: one row per member with the seven sections flattened into columns.
  await withTimestamps(
    withId(db, 'profile')
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('title_id', 'integer', ref('title'))
      .addColumn('full_name', 'varchar(100)')
      .addColumn('dob', 'text')
      .addColumn('gender_id', 'integer', ref('gender'))
      .addColumn('religion_id', 'integer', ref('religion'))
      .addColumn('caste_id', 'integer', ref('caste'))
      .addColumn('sub_caste', 'varchar(100)')
      .addColumn('height', 'double precision')
      .addColumn('complexion_id', 'integer', ref('complexion'))
      .addColumn('marital_status_id', 'integer', ref('marital_status'))
      .addColumn('number_of_children', 'integer')
      .addColumn('father_name', 'varchar(100)')
      .addColumn('mother_name', 'varchar(100)')
      .addColumn('country_id', 'integer', ref('country'))
      .addColumn('state_id', 'integer', ref('state'))
      .addColumn('city', 'varchar(100)')
      .addColumn('address', 'varchar(300)')
      .addColumn('pin_code', 'varchar(6)')
      .addColumn('highest_qualification_id', 'integer', ref('qualification'))
      .addColumn('college_name', 'varchar(200)')
      .addColumn('occupation_id', 'integer', ref('occupation'))
      .addColumn('employment_type_id', 'integer', ref('employment_type'))
      .addColumn('annual_income', 'double precision')
      .addColumn('family_type_id', 'integer', ref('family_type'))
      .addColumn('number_of_siblings', 'integer')
      .addColumn('gotra_master_id', 'integer', ref('gotra'))
      .addColumn('mool_master_id', 'integer', ref('mool'))
      .addColumn('pref_age_min', 'integer')
      .addColumn('pref_age_max', 'integer')
      .addColumn('pref_religion_id', 'integer', ref('religion'))
      .addColumn('pref_caste_id', 'integer', ref('caste'))
      .addColumn('pref_education_id', 'integer', ref('qualification'))
      .addColumn('pref_occupation_id', 'integer', ref('occupation'))
      .addColumn('dietary_habits_id', 'integer', ref('dietary_habit'))
      .addColumn('smoking_habits_id', 'integer', ref('smoking_habit'))
      .addColumn('drinking_habits_id', 'integer', ref('drinking_habit'))
      .addColumn('hobbies', 'varchar(500)')
      .addColumn('about_me', 'varchar(2000)')
      .addColumn('completeness', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('verified_at', 'text'),
  ).execute();
  await db.schema.createIndex('profile_match_idx').on('profile').columns(['gender_id', 'religion_id', 'dob']).execute();
  await db.schema.createIndex('profile_caste_idx').on('profile').column('caste_id').execute();

  await withId(db, 'document')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_type_id', 'integer', (c) => c.notNull().references('document_type.id'))
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)')
    .addColumn('sha256', 'varchar(64)')
    .addColumn('encrypted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'text')
    .addColumn('verified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('purged_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_user_idx').on('document').columns(['user_id', 'document_type_id']).execute();
  await withId(db, 'document_access_log')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('reader_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, 'profile_view')
    .addColumn('viewer_id', 'integer', refCascade('users'))
    .addColumn('viewed_id', 'integer', refCascade('users'))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_viewed_at', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('profile_view_unique', ['viewer_id', 'viewed_id'])
    .execute();
  await db.schema.createIndex('profile_view_viewed_idx').on('profile_view').columns(['viewed_id', 'viewed_at']).execute();
  await withId(db, 'interest')
    .addColumn('user_id', 'integer', refCascade('users'))
    .addColumn('target_user_id', 'integer', refCascade('users'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('interest_unique', ['user_id', 'target_user_id'])
    .execute();
  await db.schema.createIndex('interest_target_idx').on('interest').column('target_user_id').execute();
  await withId(db, 'block')
    .addColumn('user_id', 'integer', refCascade('users'))
    .addColumn('blocked_user_id', 'integer', refCascade('users'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('block_unique', ['user_id', 'blocked_user_id'])
    .execute();

  // Plans, subscriptions, payments (amounts in paise)
  await withTimestamps(
    withId(db, 'subscription_plan')
      .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('price_paise', 'integer', (c) => c.notNull())
      .addColumn('duration_days', 'integer', (c) => c.notNull())
      .addColumn('contact_views', 'integer', (c) => c.notNull())
      .addColumn('description', 'varchar(1000)')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await withTimestamps(
    withId(db, 'user_subscription')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('plan_id', 'integer', (c) => c.notNull().references('subscription_plan.id'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('contact_views_total', 'integer', (c) => c.notNull())
      .addColumn('contact_views_used', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('starts_at', 'text')
      .addColumn('ends_at', 'text')
      .addColumn('activated_at', 'text')
      .addColumn('activated_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('user_subscription_user_idx').on('user_subscription').columns(['user_id', 'status']).execute();
  await withId(db, 'payment')
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('user_subscription.id').onDelete('cascade'))
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
  await withId(db, 'contact_reveal')
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('user_subscription.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', refCascade('users'))
    .addColumn('target_user_id', 'integer', refCascade('users'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('contact_reveal_unique', ['subscription_id', 'target_user_id'])
    .execute();

  // Contact enquiries and the mail log
  await withId(db, 'contact_message')
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('contact_no', 'varchar(16)', (c) => c.notNull())
    .addColumn('message', 'varchar(1000)', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_message_created_idx').on('contact_message').column('created_at').execute();
  await withId(db, 'email_log')
    .addColumn('email_type_id', 'integer', ref('email_type'))
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'varchar(500)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('email_log_status_idx').on('email_log').columns(['status', 'created_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('The initial migration is not reversible; restore from a backup instead.');
}
