import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { fullProfile, referenceIds, type ReferenceIds } from '../factories/profile-sample.ts';

/**
 * A profile save refused (docs/decisions/092-message-codes.md): each field's check carries its
 * code and the limit it names, so a form words it in the member's language by code.
 */
let t: TestApp;
let refs: ReferenceIds;
let member: { id: number; token: string };
const SAVE = '/user-matrimonial-detail/UpdateUserMatrimonial';

beforeAll(async () => {
  t = await createTestApp();
  refs = await referenceIds(t);
  const user = await createUser(t, {});
  member = { id: user.id, token: await tokenFor(t, user.email) };
});
afterAll(() => t.close());

describe('a refused profile save', () => {
  it('answers the schema’s checks with their codes and limits', async () => {
    const res = await call(t.app, 'PUT', SAVE, { token: member.token, body: { userId: member.id, personal: { height: '12', fullName: 'x'.repeat(101) } } });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldCodes).toEqual({
      'personal.height': { code: 'PROFILE_VALIDATION.atLeast', values: { min: 90 } },
      'personal.fullName': { code: 'PROFILE_VALIDATION.tooLong', values: { max: 100 } },
    });
  });

  it('answers the server’s own checks, a missing section and a cross-field rule with codes', async () => {
    const unknown = await call(t.app, 'PUT', SAVE, { token: member.token, body: fullProfile(member.id, refs, { educational: { occupationId: 999_999 } }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fieldCodes?.['educational.occupationId']).toEqual({ code: 'PROFILE_VALIDATION.unknownOption', values: {} });

    const section = await call(t.app, 'PUT', SAVE, { token: member.token, body: { userId: member.id, contact: 'x' } });
    expect(section.status).toBe(400);
    expect(section.body.error.fieldCodes?.contact).toEqual({ code: 'PROFILE_VALIDATION.sectionMissing', values: { section: 'contact' } });

    const range = await call(t.app, 'PUT', SAVE, { token: member.token, body: { userId: member.id, partnerPreferences: { ageMin: 40, ageMax: 30 } } });
    expect(range.status).toBe(400);
    expect(range.body.error.fieldCodes?.['partnerPreferences.ageMin']).toEqual({ code: 'PROFILE_VALIDATION.ageRange', values: {} });
  });
});
