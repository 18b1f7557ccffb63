import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptySections, PROFILE_SECTIONS } from '../../src/shared/schemas/profile.ts';
import { PROFILE_VALIDATION } from '../../src/shared/messages.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { fullProfile, referenceIds, type ReferenceIds } from '../factories/profile-sample.ts';

let t: TestApp;
let member: { id: number; token: string };
let refs: ReferenceIds;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  const user = await createUser(t);
  member = { id: user.id, token: await tokenFor(t, user.email) };
  refs = await referenceIds(t);
});
afterAll(() => t.close());

/** What a person could not act on: validator jargon or a field path such as personal.dob. */
const RAW = /wrong type|Expected|\b[a-z]+[A-Z]?\w*\.[a-z]\w*\b|\bundefined\b|\bnull\b/;
const SAVE = '/user-matrimonial-detail/UpdateUserMatrimonial';

function failureCases(): Array<[string, unknown]> {
  const cases: Array<[string, unknown]> = [];
  const full = fullProfile(member.id, refs);
  for (const section of PROFILE_SECTIONS) {
    const { [section]: _gone, ...rest } = full as Record<string, unknown>;
    cases.push([`final save without ${section}`, { ...rest, final: true }]);
    cases.push([`${section} as text`, { userId: member.id, [section]: 'oops' }]);
    cases.push([`${section} with a field it does not have`, { userId: member.id, [section]: { notAField: 1 } }]);
    for (const name of Object.keys(emptySections()[section] as object)) {
      cases.push([`${section}.${name} as an object`, { userId: member.id, [section]: { [name]: { nested: true } } }]);
    }
  }
  cases.push(['no userId', { personal: { fullName: 'Asha' } }]);
  cases.push(['a negative userId', { userId: -3, personal: { fullName: 'Asha' } }]);
  cases.push(['userId as text', { userId: 'me', personal: { fullName: 'Asha' } }]);
  cases.push(['an array', [1, 2]]);
  return cases;
}

describe('every message a profile save can give reads as a sentence', () => {
  it('walks the failure cases of the profile schema', async () => {
    const seen: string[] = [];
    for (const [what, body] of failureCases()) {
      const res = await call(t.app, 'PUT', SAVE, { token: member.token, body });
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
      const messages = [res.body.error.message, ...Object.values(res.body.error.fields ?? {})] as string[];
      for (const message of messages) {
        expect(message, `${what}: ${message}`).not.toMatch(RAW);
        expect(message.trim(), what).not.toBe('');
        seen.push(message);
      }
    }
    expect(seen).toContain(PROFILE_VALIDATION.sectionMissing({ section: 'Contact' }));
    expect(seen).toContain(PROFILE_VALIDATION.userIdMissing);
  });
});
