import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_VALIDATION as V } from '../../src/shared/messages.ts';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { fullProfile, isoYearsAgo, referenceIds, type ReferenceIds } from '../factories/profile-sample.ts';

let t: TestApp;
let refs: ReferenceIds;
let member: { id: number; token: string };
let other: { id: number; token: string };
let adminToken: string;

const newMember = async (roleId: number = ROLE_IDS.user) => {
  const user = await createUser(t, { roleId });
  return { id: user.id, token: await tokenFor(t, user.email) };
};
const profileRow = (userId: number) => t.db.selectFrom('profile').selectAll().where('userId', '=', userId).executeTakeFirst();
const SAVE = '/user-matrimonial-detail/UpdateUserMatrimonial';

beforeAll(async () => {
  t = await createTestApp();
  refs = await referenceIds(t);
  member = await newMember();
  other = await newMember();
  adminToken = (await newMember(ROLE_IDS.admin)).token;
});
afterAll(() => t.close());

describe('saving a profile', () => {
  it.each([
    ['5\'8"', 172.7],
    ['5 ft 8 in', 172.7],
    ['5.8', 172.7],
    ['5.10', 177.8],
    ['6', 182.9],
    ['176.1', 176.1],
  ])('reads the height %s as %s cm', async (height, cm) => {
    const res = await call(t.app, 'PUT', SAVE, { token: member.token, body: { userId: member.id, personal: { height } } });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.response.personal.height).toBe(cm);
    expect(Number((await profileRow(member.id))!.height)).toBe(cm);
  });

  it.each(['5.13', '12', "9'2"])('refuses the height %s with the field message', async (height) => {
    const res = await call(t.app, 'PUT', SAVE, { token: member.token, body: { userId: member.id, personal: { height } } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['personal.height']).toMatch(/^Height \(cm\) must be/);
  });

  it.each(['41100', '4110011', '41100a'])('a PIN code must have exactly 6 digits: %s is refused', async (pinCode) => {
    const res = await call(t.app, 'PUT', SAVE, { token: member.token, body: { userId: member.id, contact: { pinCode } } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ 'contact.pinCode': V.pinCode });
  });

  it('saves a partial profile from the wizard and reports its progress', async () => {
    const res = await call(t.app, 'PUT', SAVE, { token: member.token, body: { userId: member.id, personal: { fullName: 'Ananya', genderId: '2' } } });
    expect(res.status).toBe(200);
    expect(res.body.response.personal).toMatchObject({ fullName: 'Ananya', genderId: 2, dob: null });
    expect(res.body.response.completeness).toBe(Math.round((2 / 55) * 100));
  });

  it('saves the complete profile through both readings of the save route and returns it nested', async () => {
    const body = { ...fullProfile(member.id, refs), final: true };
    const a = await call(t.app, 'PUT', SAVE, { token: member.token, body });
    expect(a.status).toBe(200);
    const b = await call(t.app, 'PUT', `${SAVE}/${member.id}`, { token: member.token, body: { ...body, userId: undefined } });
    expect(b.status).toBe(200);
    expect(b.body.response.partnerPreferences).toMatchObject({ ageMin: 26, ageMax: 34, religionId: refs.religionId });
    const row = await profileRow(member.id);
    expect(row).toMatchObject({ prefAgeMin: 26, pinCode: '411001', fullName: 'Ananya Sharma' });
    expect(row!.completeness).toBe(b.body.response.completeness);
    const read = await call(t.app, 'GET', `/user-detail/GetUserProfileAsync/${member.id}`, { token: member.token });
    expect(read.status).toBe(200);
    expect(read.body.response.contact.city).toBe('Pune');
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'PUT', SAVE, { body: fullProfile(member.id, refs) });
    expect(res.status).toBe(401);
  });
});

describe('bad input changes nothing', () => {
  const expectUnchanged = async (userId: number, before: unknown) => expect(await profileRow(userId)).toEqual(before);

  it('refuses a profile saved for another member (403)', async () => {
    const before = await profileRow(other.id);
    for (const [url, body] of [
      [SAVE, fullProfile(other.id, refs)],
      [`${SAVE}/${other.id}`, fullProfile(other.id, refs)],
    ] as const) {
      const res = await call(t.app, 'PUT', url, { token: member.token, body });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toMatch(/own account/);
    }
    expect((await call(t.app, 'GET', `/user-detail/GetUserProfileAsync/${other.id}`, { token: member.token })).status).toBe(403);
    await expectUnchanged(other.id, before);
  });

  it('lets an administrator save and read any profile', async () => {
    const res = await call(t.app, 'PUT', `${SAVE}/${other.id}`, { token: adminToken, body: fullProfile(other.id, refs) });
    expect(res.status).toBe(200);
    const list = await call(t.app, 'GET', '/user-matrimonial-detail?page=1&pageSize=10', { token: adminToken });
    expect(list.body.response.total).toBeGreaterThanOrEqual(2);
    expect((await call(t.app, 'GET', '/user-matrimonial-detail', { token: member.token })).status).toBe(403);
  });

  const cases: Array<[string, Record<string, Record<string, unknown>>, string, string]> = [
    ['a date of birth in the future', { personal: { dob: isoYearsAgo(-1) } }, 'personal.dob', V.dobFuture],
    ['a date of birth 17 years ago', { personal: { dob: isoYearsAgo(17) } }, 'personal.dob', V.dobUnderAge],
    ['a pin code of 7 characters', { contact: { pinCode: '4110011' } }, 'contact.pinCode', V.pinCode],
    ['children while never married', { personal: { maritalStatusId: 1, numberOfChildren: 2 } }, 'personal.numberOfChildren', V.childrenWhenNeverMarried],
    ['a minimum age above the maximum', { partnerPreferences: { ageMin: 40, ageMax: 30 } }, 'partnerPreferences.ageMin', V.ageRange],
    ['a preferred age under 18', { partnerPreferences: { ageMin: 16 } }, 'partnerPreferences.ageMin', V.atLeast({ label: 'Minimum age', min: 18 })],
  ];
  it.each(cases)('refuses %s (400)', async (_name, override, key, message) => {
    const before = await profileRow(member.id);
    const res = await call(t.app, 'PUT', SAVE, { token: member.token, body: fullProfile(member.id, refs, override) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[key]).toBe(message);
    await expectUnchanged(member.id, before);
  });

  it('refuses a caste of another religion, for the member and for the preference', async () => {
    const before = await profileRow(member.id);
    const res = await call(t.app, 'PUT', SAVE, {
      token: member.token,
      body: fullProfile(member.id, refs, { personal: { casteId: refs.otherCasteId }, partnerPreferences: { casteId: refs.otherCasteId } }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['personal.casteId']).toBe(V.casteReligion);
    expect(res.body.error.fields['partnerPreferences.casteId']).toBe(V.casteReligion);
    await expectUnchanged(member.id, before);
  });

  it('refuses an id that is not in its reference list', async () => {
    const res = await call(t.app, 'PUT', SAVE, { token: member.token, body: fullProfile(member.id, refs, { educational: { occupationId: 999_999 } }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['educational.occupationId']).toBe(V.unknownOption({ label: 'Occupation' }));
  });

  it('requires every required field on the final save', async () => {
    const before = await profileRow(member.id);
    const body = { ...fullProfile(member.id, refs, { lifestyle: { dietaryHabitsId: null } }), final: true };
    const res = await call(t.app, 'PUT', SAVE, { token: member.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['lifestyle.dietaryHabitsId']).toBe(V.required({ label: 'Dietary habits' }));
    await expectUnchanged(member.id, before);
  });

  it('refuses unknown fields and a body id that contradicts the address', async () => {
    const unknown = await call(t.app, 'PUT', SAVE, { token: member.token, body: { userId: member.id, personal: { salary: 1 } } });
    expect(unknown.status).toBe(400);
    const mismatch = await call(t.app, 'PUT', `${SAVE}/${member.id}`, { token: member.token, body: fullProfile(other.id, refs) });
    expect(mismatch.status).toBe(400);
  });
});

describe('standard routes', () => {
  it('creates once (201, then 409), reads and deletes by userId', async () => {
    const fresh = await newMember();
    const created = await call(t.app, 'POST', '/user-matrimonial-detail', { token: fresh.token, body: fullProfile(fresh.id, refs) });
    expect(created.status).toBe(201);
    expect((await call(t.app, 'POST', '/user-matrimonial-detail', { token: fresh.token, body: fullProfile(fresh.id, refs) })).status).toBe(409);
    const got = await call(t.app, 'GET', `/user-matrimonial-detail/${fresh.id}`, { token: fresh.token });
    expect(got.body.response.personal.fullName).toBe('Ananya Sharma');
    expect((await call(t.app, 'DELETE', `/user-matrimonial-detail/${fresh.id}`, { token: member.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/user-matrimonial-detail/${fresh.id}`, { token: fresh.token })).status).toBe(200);
    expect(await profileRow(fresh.id)).toBeUndefined();
  });
});
