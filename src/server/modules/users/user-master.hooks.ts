import { conflict } from '../../lib/http-error.ts';
import { refuseGuessablePassword, hashPassword, revokeUserSessions, assignProfileCode } from '../auth/index.ts';
import type { Database } from '../../db/database.ts';
import { ROLE_IDS } from '../../../shared/constants.ts';
import type { ResourceHooks } from '../../lib/crud/hooks.ts';
import { syncDiscoverable } from '../discovery/index.ts';
import type { Config } from '../../config/config.ts';
import type { MailService } from '../mail/index.ts';
import { mailMemberNotice, type MemberNotice } from '../notifications/index.ts';

/**
 * Accounts kept through the Users master: passwords hashed (and the member's sessions ended), never the last active administrator
 * removed, and the profile's discoverable flag following the role, verified and active flags.
 */
export const userMasterHooks: ResourceHooks = {
  async beforeWrite(ctx, values, mode) {
    const { password, ...rest } = values;
    const out: Record<string, unknown> = { ...rest };
    if (typeof password === 'string' && password) {
      // A password an administrator sets is judged like any new one (docs/decisions/019-breached-passwords-and-second-factor.md).
      await refuseGuessablePassword(password, 'password', [String(rest.name ?? ''), String(rest.email ?? '')]);
      out.passwordHash = await hashPassword(password);
    }
    if (mode === 'update' && ctx.id !== undefined) {
      const losesAdmin = out.userRoleId !== ROLE_IDS.admin || out.isActive === 0;
      if (losesAdmin && (await isLastActiveAdmin(ctx.db, ctx.id)))
        throw conflict('The last active administrator cannot lose the admin role or be deactivated.');
      // A password set by an administrator or a deactivation ends every session: revoked, so a
      // later reactivation does not bring an old token back.
      if (out.passwordHash !== undefined || out.isActive === 0) await revokeUserSessions(ctx.db as Database, ctx.id);
    }
    return out;
  },
  async afterCreate(ctx, row) {
    await assignProfileCode(ctx.db, Number(row.id));
  },
  async afterUpdate(ctx) {
    if (ctx.id !== undefined) await syncDiscoverable(ctx.db, [ctx.id]);
  },
  async beforeDelete(ctx) {
    if (ctx.id !== undefined && (await isLastActiveAdmin(ctx.db, ctx.id))) throw conflict('The last active administrator cannot be deleted.');
  },
};

async function isLastActiveAdmin(db: Database, userId: number): Promise<boolean> {
  const admins = await db.selectFrom('users').select('id').where('userRoleId', '=', ROLE_IDS.admin).where('isActive', '=', 1).execute();
  return admins.length === 1 && Number(admins[0].id) === userId;
}

/**
 * The same, telling the member (docs/product/trust.md): a deactivation is mailed with its reason,
 * a changed role is mailed with the new role's name. What the row was is read before the write;
 * the mails go after it.
 */
export function userMasterHooksTelling(deps: { mail: MailService; config: Pick<Config, 'siteUrl'> }): ResourceHooks {
  const pending = new Map<number, MemberNotice[]>();
  return {
    ...userMasterHooks,
    async beforeWrite(ctx, values, mode) {
      const out = await userMasterHooks.beforeWrite!(ctx, values, mode);
      if (mode !== 'update' || ctx.id === undefined) return out;
      // A notice kept by an earlier write that then failed must not ride on this one.
      pending.delete(ctx.id);
      const before = await ctx.db.selectFrom('users').select(['isActive', 'userRoleId']).where('id', '=', ctx.id).executeTakeFirst();
      if (!before) return out;
      const notices: MemberNotice[] = [];
      if (out.isActive === 0 && Number(before.isActive) === 1)
        notices.push({ kind: 'accountDeactivated', reason: String(out.deactivationReason ?? '').trim() });
      if (out.isActive === 1) out.deactivationReason = null;
      if (out.userRoleId !== undefined && Number(out.userRoleId) !== Number(before.userRoleId)) {
        const role = await ctx.db.selectFrom('userRole').select('name').where('id', '=', Number(out.userRoleId)).executeTakeFirst();
        notices.push({ kind: 'roleChanged', role: String(role?.name ?? out.userRoleId) });
      }
      if (notices.length) pending.set(ctx.id, notices);
      return out;
    },
    async afterUpdate(ctx, row) {
      await userMasterHooks.afterUpdate!(ctx, row);
      if (ctx.id === undefined) return;
      const notices = pending.get(ctx.id) ?? [];
      pending.delete(ctx.id);
      for (const notice of notices) await mailMemberNotice({ db: ctx.db as Database, mail: deps.mail, config: deps.config }, ctx.id, notice);
    },
  };
}
