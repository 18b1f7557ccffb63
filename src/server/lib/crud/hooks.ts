import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../../shared/resources.ts';
import type { AuthContext } from '../../modules/auth/session.service.ts';
import { userMasterHooks } from '../../modules/users/user-master.hooks.ts';

export interface HookContext {
  db: Kysely<any>;
  resource: ResourceDef;
  auth: AuthContext | null;
  id?: number;
}

/** Where a resource needs more than the generic rules: extra columns, invariants, side effects. */
export interface ResourceHooks {
  beforeWrite?(ctx: HookContext, values: Record<string, unknown>, mode: 'create' | 'update'): Promise<Record<string, unknown>>;
  beforeDelete?(ctx: HookContext): Promise<void>;
}

const HOOKS: Record<string, ResourceHooks> = {
  'user-master': userMasterHooks,
};

export const hooksFor = (resource: ResourceDef): ResourceHooks => HOOKS[resource.path] ?? {};
