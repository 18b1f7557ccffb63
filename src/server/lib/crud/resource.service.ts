import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { GENERIC_RESOURCES, resourceByPath, type ResourceDef } from '../../../shared/resources.ts';
import { writeStruct } from '../../../shared/validation/field-struct.ts';
import { badRequest, conflict, notFound } from '../http-error.ts';
import { parse } from '../validate.ts';
import type { AuthContext } from '../request-auth.ts';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors.ts';
import { hooksFor, type ResourceHooksTable } from './hooks.ts';
import { countWhere, deleteRow, existingIds, findRow, insertRow, updateRow } from './resource.repository.ts';
import type { TableColumns } from './table-columns.ts';
import { appendAudit } from '../audit/audit-chain.ts';
import { transact } from '../../db/transact.ts';

/** The rules of the generic resources: validation, foreign ids, timestamps, hooks, constraint messages. */
export interface CrudContext {
  db: Database;
  columns: TableColumns;
  auth: AuthContext | null;
  hooks: ResourceHooksTable;
  /** The client address, for the audit log of administrator writes. */
  ip?: string | null;
}

async function checkReferences(db: Kysely<any>, resource: ResourceDef, values: Record<string, unknown>) {
  const fields: Record<string, string> = {};
  for (const field of resource.fields) {
    const value = values[field.name];
    if (field.kind !== 'ref' || typeof value !== 'number' || !field.ref) continue;
    const target = resourceByPath(field.ref);
    const found = await existingIds(db, target.table, [value]);
    if (!found.has(value)) fields[field.name] = `${field.label} ${value} does not exist`;
  }
  if (Object.keys(fields).length) throw badRequest(Object.values(fields).join('; '), fields);
}

function toColumns(resource: ResourceDef, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (field.readOnly) continue;
    const value = body[field.name];
    if (value === null && field.default !== undefined) values[field.name] = field.default;
    else if (value !== undefined) values[field.name] = value;
  }
  return values;
}

async function write<T>(resource: ResourceDef, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A ${resource.label.toLowerCase()} with these details already exists.`);
    if (isForeignKeyViolation(error)) throw conflict(`This ${resource.label.toLowerCase()} refers to, or is used by, other records.`);
    throw error;
  }
}

async function createRow(ctx: CrudContext, resource: ResourceDef, body: unknown) {
  const parsed = parse(body, writeStruct(resource, 'create'));
  let values = toColumns(resource, parsed);
  await checkReferences(ctx.db, resource, values);
  const hooks = hooksFor(ctx.hooks, resource);
  if (hooks.beforeWrite) values = await hooks.beforeWrite({ db: ctx.db, resource, auth: ctx.auth }, values, 'create');
  const now = new Date().toISOString();
  const columns = ctx.columns.get(resource.table);
  if (columns?.has('createdAt')) values.createdAt = now;
  if (columns?.has('updatedAt')) values.updatedAt = now;
  const row = await write(resource, () => insertRow(ctx.db, resource, values));
  if (row && hooks.afterCreate) await hooks.afterCreate({ db: ctx.db, resource, auth: ctx.auth, id: Number(row.id) }, row);
  return row;
}

async function updateOne(ctx: CrudContext, resource: ResourceDef, id: number, body: unknown) {
  const stored = await findRow(ctx.db, resource, id);
  const parsed = parse(body, writeStruct(resource, 'update', stored));
  if (parsed.id !== undefined && parsed.id !== null && Number(parsed.id) !== id)
    throw badRequest('The id in the body does not match the id in the address.', { id: 'Does not match the address' });
  if (!stored) throw notFound(`${resource.label} ${id} was not found.`);
  let values = toColumns(resource, parsed);
  await checkReferences(ctx.db, resource, values);
  const hooks = hooksFor(ctx.hooks, resource);
  if (hooks.beforeWrite) values = await hooks.beforeWrite({ db: ctx.db, resource, auth: ctx.auth, id }, values, 'update');
  if (ctx.columns.get(resource.table)?.has('updatedAt')) values.updatedAt = new Date().toISOString();
  const row = await write(resource, () => updateRow(ctx.db, resource, id, values));
  if (row && hooks.afterUpdate) await hooks.afterUpdate({ db: ctx.db, resource, auth: ctx.auth, id }, row);
  return row;
}

async function deleteOne(ctx: CrudContext, resource: ResourceDef, id: number) {
  if (!(await findRow(ctx.db, resource, id))) throw notFound(`${resource.label} ${id} was not found.`);
  for (const other of GENERIC_RESOURCES) {
    for (const field of other.fields) {
      if (field.ref !== resource.path || (other.kind === 'private' && other.access.delete === 'none')) continue;
      const uses = await countWhere(ctx.db, other.table, field.name, id);
      if (uses > 0)
        throw conflict(
          `This ${resource.label.toLowerCase()} cannot be deleted: ${uses} ${other.label.toLowerCase()} ${uses === 1 ? 'record still uses' : 'records still use'} it.`,
        );
    }
  }
  await hooksFor(ctx.hooks, resource).beforeDelete?.({ db: ctx.db, resource, auth: ctx.auth, id });
  await write(resource, () => deleteRow(ctx.db, resource.table, id));
}

/**
 * The kind of an administrator's write in the audit log (docs/product/trust.md): reference lists
 * and site content are masters; an account's switch on or off is its own act.
 */
function auditKind(
  resource: ResourceDef,
  op: 'create' | 'update' | 'delete',
  before?: Record<string, unknown> | null,
  after?: Record<string, unknown> | null,
): string {
  if (resource.path === 'user-master') {
    if (op === 'update' && before && after && Number(before.isActive) !== Number(after.isActive))
      return Number(after.isActive) ? 'user.activate' : 'user.deactivate';
    if (op === 'update' && before && after && before.roleId !== after.roleId) return 'user.role';
    return `user.${op}`;
  }
  if (resource.kind === 'reference' || resource.kind === 'content') return `master.${op}`;
  if (resource.path === 'mail-settings') return `settings.${op}`;
  return `${resource.path}.${op}`;
}

const ownerOf = (resource: ResourceDef, row: Record<string, unknown> | null | undefined): number | null => {
  if (!row) return null;
  if (resource.path === 'user-master') return Number(row.id);
  return typeof row.userId === 'number' ? row.userId : null;
};

/**
 * An administrator's write runs in one transaction with its audit row, so both are kept or
 * neither; others' writes (the public contact form) run as before.
 */
async function audited<T>(
  ctx: CrudContext,
  resource: ResourceDef,
  op: 'create' | 'update' | 'delete',
  id: number | null,
  work: (ctx: CrudContext) => Promise<T>,
): Promise<T> {
  const auth = ctx.auth;
  // The public contact form is not an administrator's act, whoever sends it.
  if (!auth?.isAdmin || resource.access[op] === 'anyone') return work(ctx);
  return transact(ctx.db, async (trx) => {
    const inner = { ...ctx, db: trx };
    const before = id === null ? null : ((await findRow(trx, resource, id)) as Record<string, unknown> | undefined);
    const result = await work(inner);
    const after = op === 'delete' ? null : (result as Record<string, unknown> | undefined);
    await appendAudit(trx, {
      actorId: auth.userId,
      ip: ctx.ip ?? null,
      kind: auditKind(resource, op, before, after),
      recordTable: resource.table,
      recordId: id ?? (after?.id !== undefined ? Number(after.id) : null),
      subjectId: ownerOf(resource, after ?? before),
      before: before ?? null,
      after: after ?? null,
    });
    return result;
  });
}

export const createRecord = (ctx: CrudContext, resource: ResourceDef, body: unknown) =>
  audited(ctx, resource, 'create', null, (c) => createRow(c, resource, body));
export const updateRecord = (ctx: CrudContext, resource: ResourceDef, id: number, body: unknown) =>
  audited(ctx, resource, 'update', id, (c) => updateOne(c, resource, id, body));
export const deleteRecord = (ctx: CrudContext, resource: ResourceDef, id: number) => audited(ctx, resource, 'delete', id, (c) => deleteOne(c, resource, id));
