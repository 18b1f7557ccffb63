import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * The audit log becomes a record no one rewrites through the database
 * (docs/decisions/056-audit-log.md, docs/decisions/081-audit-log-keyed-and-anchored.md):
 * - the database refuses UPDATE and DELETE of its rows (and TRUNCATE on PostgreSQL), by trigger;
 * - the chain is keyed from here on: `audit_log_head.keyed_from` is the first id hashed with
 *   AUDIT_KEY (the rows before it keep their plain SHA-256), and no statement may change it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_log_head')
    .addColumn('keyed_from', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update audit_log_head set keyed_from = last_id + 1`.execute(db);
  if (isPostgres(db)) {
    await sql`
      create function audit_log_refuse() returns trigger language plpgsql as $$
      begin
        raise exception 'The audit log is append-only: % of its rows is refused.', tg_op using errcode = 'insufficient_privilege';
      end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log for each row execute function audit_log_refuse()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_refuse()`.execute(db);
    await sql`
      create function audit_log_keyed_from_kept() returns trigger language plpgsql as $$
      begin
        if new.keyed_from is distinct from old.keyed_from then
          raise exception 'The audit log''s keyed_from never changes.' using errcode = 'insufficient_privilege';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger audit_log_head_keyed_from before update on audit_log_head for each row execute function audit_log_keyed_from_kept()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'The audit log is append-only: UPDATE of its rows is refused.'); end`.execute(
      db,
    );
    await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'The audit log is append-only: DELETE of its rows is refused.'); end`.execute(
      db,
    );
    await sql`
      create trigger audit_log_head_keyed_from before update of keyed_from on audit_log_head
      when new.keyed_from is not old.keyed_from
      begin select raise(abort, 'The audit log''s keyed_from never changes.'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger audit_log_head_keyed_from on audit_log_head`.execute(db);
    await sql`drop function audit_log_keyed_from_kept()`.execute(db);
    await sql`drop trigger audit_log_no_truncate on audit_log`.execute(db);
    await sql`drop trigger audit_log_append_only on audit_log`.execute(db);
    await sql`drop function audit_log_refuse()`.execute(db);
  } else {
    await sql`drop trigger audit_log_head_keyed_from`.execute(db);
    await sql`drop trigger audit_log_no_delete`.execute(db);
    await sql`drop trigger audit_log_no_update`.execute(db);
  }
  await db.schema.alterTable('audit_log_head').dropColumn('keyed_from').execute();
}
