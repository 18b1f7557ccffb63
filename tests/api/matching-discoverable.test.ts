import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { latestCode } from '../helpers/outbox.ts';
import { registerMember } from '../factories/accounts.ts';
import { createMemberWithProfile, insertProfile } from '../factories/profiles.ts';
import { fullProfile, referenceIds } from '../factories/profile-sample.ts';
import { createUser, memberToken, tokenFor } from '../factories/sessions.ts';

/**
 * The match window reads who is discoverable (verified, active, a member) from the profile row,
 * so every write that changes one of those inputs must keep it right: each path below is taken
 * through the API and checked in what the seeker sees.
 */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  adminToken = await memberToken(t, { roleId: ROLE_IDS.admin });
});
afterAll(() => t.close());

/** A seeker (a man of 32) of the given religion, who accepts women of 22 to 35 of that religion. */
const seekerOf = (religionId: number) =>
  createMemberWithProfile(t, { genderId: 1, age: 32, religionId, casteId: null, prefAgeMin: 22, prefAgeMax: 35, prefReligionId: religionId });

async function matchIds(token: string): Promise<number[]> {
  const res = await call(t.app, 'GET', '/user-matrimonial-detail/match?page=1&pageSize=50', { token });
  expect(res.status).toBe(200);
  return res.body.response.items.map((i: { userId: number }) => i.userId);
}

async function memberTokenWithId(roleId: number = ROLE_IDS.user) {
  const user = await createUser(t, { roleId });
  return { id: user.id, token: await tokenFor(t, user.email) };
}

/** Changes an account through the Users master, as an administrator does. */
async function editUser(userId: number, changes: Record<string, unknown>) {
  const current = await call(t.app, 'GET', `/user-master/${userId}`, { token: adminToken });
  expect(current.status).toBe(200);
  const res = await call(t.app, 'PUT', `/user-master/${userId}`, { token: adminToken, body: { ...current.body.response, ...changes } });
  expect(res.status).toBe(200);
}

describe('who the match window may show, through every write path', () => {
  it('the Users master: deactivated, reactivated, made an editor, made a member again, unverified', async () => {
    const religionId = 8;
    const seeker = await seekerOf(religionId);
    const her = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: null });
    expect(await matchIds(seeker.token)).toContain(her.userId);

    await editUser(her.userId, { isActive: 0 });
    expect(await matchIds(seeker.token)).not.toContain(her.userId);
    await editUser(her.userId, { isActive: 1 });
    expect(await matchIds(seeker.token)).toContain(her.userId);

    await editUser(her.userId, { userRoleId: ROLE_IDS.editor });
    expect(await matchIds(seeker.token)).not.toContain(her.userId);
    await editUser(her.userId, { userRoleId: ROLE_IDS.admin });
    expect(await matchIds(seeker.token)).not.toContain(her.userId);
    await editUser(her.userId, { userRoleId: ROLE_IDS.user });
    expect(await matchIds(seeker.token)).toContain(her.userId);

    await editUser(her.userId, { isVerified: 0 });
    expect(await matchIds(seeker.token)).not.toContain(her.userId);
    await editUser(her.userId, { isVerified: 1 });
    expect(await matchIds(seeker.token)).toContain(her.userId);
  });

  it('account verification: a profile of an unverified registrant appears once the codes are confirmed', async () => {
    const religionId = 9;
    const seeker = await seekerOf(religionId);
    const pending = await registerMember(t);
    await insertProfile(t, pending.userId, { genderId: 2, age: 27, religionId, casteId: null });
    expect(await matchIds(seeker.token)).not.toContain(pending.userId);

    const code = latestCode(t.dataDir, pending.body.email);
    const verified = await call(t.app, 'POST', '/auth/verify-otp', {
      body: {
        userId: pending.userId,
        verificationToken: pending.verificationToken,
        email: pending.body.email,
        mobile: pending.body.mobile,
        emailOtpCode: code,
        mobileOtpCode: code,
      },
    });
    expect(verified.status).toBe(200);
    expect(await matchIds(seeker.token)).toContain(pending.userId);
  });

  it('profile creation: a verified member who saves a profile is listed; a staff account that saves one is not', async () => {
    const refs = await referenceIds(t);
    // fullProfile is a woman born 1996-04-12 of refs.religionId.
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 33,
      religionId: refs.religionId,
      casteId: null,
      prefAgeMin: 22,
      prefAgeMax: 38,
      prefReligionId: refs.religionId,
    });
    const member = await memberTokenWithId();
    const saved = await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', { token: member.token, body: fullProfile(member.id, refs) });
    expect(saved.status).toBe(200);
    expect(await matchIds(seeker.token)).toContain(member.id);

    const editor = await memberTokenWithId(ROLE_IDS.editor);
    const staffSave = await call(t.app, 'PUT', `/user-matrimonial-detail/UpdateUserMatrimonial/${editor.id}`, {
      token: adminToken,
      body: fullProfile(editor.id, refs),
    });
    expect(staffSave.status).toBe(200);
    expect(await matchIds(seeker.token)).not.toContain(editor.id);
  });

  it('account deletion: the member leaves the matches with the account', async () => {
    const religionId = 10;
    const seeker = await seekerOf(religionId);
    const her = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: null });
    expect(await matchIds(seeker.token)).toContain(her.userId);
    const deleted = await call(t.app, 'DELETE', '/account', { token: her.token, body: { password: 'Secret-Pass-1' } });
    expect(deleted.status).toBe(200);
    expect(await matchIds(seeker.token)).not.toContain(her.userId);
  });
});
