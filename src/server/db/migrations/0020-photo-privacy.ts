import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Photo privacy and trust (docs/product/documents-and-photos.md): a photo carries its display sizes made at upload (card
 * thumbnail, gallery, blurred preview) and its approval state; a member chooses who sees their
 * photos and may pause their profile; a member asks another for their photos and the owner grants
 * it. Photos stored before this migration stay visible as they were: they count as approved, and
 * the serving route falls back to the stored file for sizes they do not have.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('document')
    .addColumn('approval', 'varchar(20)', (c) => c.notNull().defaultTo('approved'))
    .execute();
  await db.schema.alterTable('document').addColumn('reviewed_at', 'text').execute();
  await db.schema.alterTable('document').addColumn('reviewed_by', 'integer').execute();
  await db.schema.alterTable('document').addColumn('reject_reason', 'varchar(300)').execute();
  await db.schema.alterTable('document').addColumn('thumb_key', 'varchar(40)').execute();
  await db.schema.alterTable('document').addColumn('gallery_key', 'varchar(40)').execute();
  await db.schema.alterTable('document').addColumn('preview_key', 'varchar(40)').execute();
  await db.schema.createIndex('document_approval_idx').on('document').columns(['approval', 'created_at']).execute();

  await db.schema
    .alterTable('users')
    .addColumn('photo_visibility', 'varchar(20)', (c) => c.notNull().defaultTo('all'))
    .execute();
  await db.schema.alterTable('users').addColumn('paused_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('paused_reason', 'varchar(300)').execute();

  await withId(db, 'photo_request')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requester_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addUniqueConstraint('photo_request_unique', ['owner_id', 'requester_id'])
    .execute();
  await db.schema.createIndex('photo_request_requester_idx').on('photo_request').columns(['requester_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('photo_request').execute();
  await db.schema.alterTable('users').dropColumn('paused_reason').execute();
  await db.schema.alterTable('users').dropColumn('paused_at').execute();
  await db.schema.alterTable('users').dropColumn('photo_visibility').execute();
  await db.schema.dropIndex('document_approval_idx').execute();
  for (const column of ['preview_key', 'gallery_key', 'thumb_key', 'reject_reason', 'reviewed_by', 'reviewed_at', 'approval']) {
    await db.schema.alterTable('document').dropColumn(column).execute();
  }
}
