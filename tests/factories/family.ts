import type { TestApp } from '../helpers/test-app.ts';
import { latestMail } from '../helpers/outbox.ts';
import { createUser } from './sessions.ts';

export interface HelperPermissions {
  shortlist?: boolean;
  interests?: boolean;
  photoRequests?: boolean;
  editProfile?: boolean;
}

/** The family role's id, as the seed made it. */
export async function familyRoleId(t: TestApp): Promise<number> {
  const row = await t.db.selectFrom('userRole').select('id').where('name', '=', 'family').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * A family helper's own account, already linked to the member (an accepted invitation), with the
 * member's choices given (by default: shortlist, interests and photo requests, not the profile).
 */
export async function linkedHelper(t: TestApp, memberId: number, perms: HelperPermissions = {}, opts: { password?: string; name?: string } = {}) {
  const user = await createUser(t, { roleId: await familyRoleId(t), password: opts.password, name: opts.name });
  const now = new Date().toISOString();
  const row = await t.db
    .insertInto('familyHelper')
    .values({
      memberUserId: memberId,
      helperUserId: user.id,
      name: opts.name ?? 'Asha Devi',
      relation: 'mother',
      contactEmail: user.email,
      contactMobile: null,
      status: 'active',
      canShortlist: perms.shortlist === false ? 0 : 1,
      canInterests: perms.interests === false ? 0 : 1,
      canPhotoRequests: perms.photoRequests === false ? 0 : 1,
      canEditProfile: perms.editProfile ? 1 : 0,
      inviteTokenHash: null,
      inviteExpiresAt: null,
      acceptedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, email: user.email, helperId: Number(row.id) };
}

/** The invitation link's token, read from the invitation mail as the helper would read it. */
export function inviteTokenFor(t: TestApp, email: string): string {
  const mail = latestMail(t.config.dataDir, email);
  const token = mail ? /family-join\?token=([\w-]+)/.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

/** A unique e-mail address and mobile number for someone invited or joining. */
export const anEmail = (who = 'amma') => `${who}-${Math.random().toString(36).slice(2, 8)}@test.example.in`;
export const aMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
