import type { Database } from '../../db/database.ts';
import type { ResourceDef } from '../../../shared/resources.ts';
import type { AuthContext } from '../request-auth.ts';

export interface HookContext {
  db: Database;
  resource: ResourceDef;
  auth: AuthContext | null;
  id?: number;
}

/** Where a resource needs more than the generic rules: extra columns, invariants, side effects. */
export interface ResourceHooks {
  beforeWrite?(ctx: HookContext, values: Record<string, unknown>, mode: 'create' | 'update'): Promise<Record<string, unknown>>;
  beforeDelete?(ctx: HookContext): Promise<void>;
  /** After the insert, with the stored row (e-mails and other side effects). */
  afterCreate?(ctx: HookContext, row: Record<string, unknown>): Promise<void>;
  /** After the update, with the stored row (state derived from the record elsewhere). */
  afterUpdate?(ctx: HookContext, row: Record<string, unknown>): Promise<void>;
}

/** Hooks by resource path, given by the composition of the API (routes.ts): this layer imports no module. */
export type ResourceHooksTable = Readonly<Record<string, ResourceHooks>>;

export const hooksFor = (table: ResourceHooksTable, resource: ResourceDef): ResourceHooks => table[resource.path] ?? {};
