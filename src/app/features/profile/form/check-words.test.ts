import { describe, expect, it } from 'vitest';
import { profileEn } from '../../../../shared/i18n/profile/en';
import { profileHi } from '../../../../shared/i18n/profile/hi';
import { profileTa } from '../../../../shared/i18n/profile/ta';
import { checkProfile } from '../../../../shared/schemas/profile';
import { checkWords, refusalWords } from './check-words';
import type { ApiFailure } from '../../../client/api';
import { textOf, uncoded, type MessageOrText } from '../../../../shared/message-code';
import { profileCheck } from '../../../../shared/schemas/profile-checks';

const asIs = textOf;
/** The shared schema's messages for a profile with a few mistakes, keyed like the API's error.fields, with their codes. */
function mistakes(): Record<string, MessageOrText> {
  const checked = checkProfile(
    {
      userId: 1,
      personal: { fullName: 'x'.repeat(101), height: '40', birthTime: '25:00', dob: '2999-01-01' },
      contact: { pinCode: '12' },
      partnerPreferences: { ageMin: '40', ageMax: '30', religionIds: 'a,b' },
      lifestyle: { aboutMe: 'Kind' },
    },
    true,
  );
  if (checked.ok) throw new Error('the profile should be refused');
  return { ...checked.fields, ...checked.fieldCodes };
}

describe('profile checks in the form’s language', () => {
  it('gives every check the shared schema refused a code, and the limit as a value, never the label', () => {
    const fields = mistakes();
    expect(Object.keys(fields).length).toBeGreaterThan(4);
    for (const [key, message] of Object.entries(fields)) expect(message, key).toMatchObject({ code: expect.stringMatching(/^PROFILE_VALIDATION\./) });
    expect(fields['personal.height']).toEqual({ code: 'PROFILE_VALIDATION.atLeast', values: { min: 90 }, text: 'Height (cm) must be at least 90' });
    expect(fields['personal.fullName']).toMatchObject({ code: 'PROFILE_VALIDATION.tooLong', values: { max: 100 } });
  });

  it('words every message the shared schema wrote, in English exactly as written', () => {
    const fields = mistakes();
    for (const [key, message] of Object.entries(fields)) expect(checkWords(profileEn, asIs, key, message)).toBe(textOf(message));
  });

  it('names the field in Hindi and Tamil and keeps the limit', () => {
    const fields = mistakes();
    expect(textOf(fields['personal.height'])).toBe('Height (cm) must be at least 90');
    expect(checkWords(profileHi, asIs, 'personal.height', fields['personal.height'])).toBe(`${profileHi.labels.personal.height} के लिए कम से कम 90 लिखिए`);
    expect(checkWords(profileTa, asIs, 'personal.height', fields['personal.height'])).toBe(`${profileTa.labels.personal.height} குறைந்தது 90 ஆக இருக்க வேண்டும்`);
    for (const [key, message] of Object.entries(fields)) {
      expect(checkWords(profileHi, asIs, key, message), key).toMatch(/[\u0900-\u097F]/);
      expect(checkWords(profileTa, asIs, key, message), key).toMatch(/[\u0B80-\u0BFF]/);
      expect(checkWords(profileHi, asIs, key, message), key).not.toContain(textOf(message));
    }
  });

  it('words the server’s own checks and a missing section by code, and passes anything else to say', () => {
    expect(checkWords(profileHi, asIs, 'personal.casteId', profileCheck('casteReligion'))).toBe(profileHi.checks.casteReligion);
    expect(checkWords(profileTa, asIs, 'personal.religionId', profileCheck('unknownOption', 'Religion'))).toBe(
      `${profileTa.labels.personal.religionId}: தேர்ந்தெடுத்தது பட்டியலில் இல்லை`,
    );
    expect(checkWords(profileHi, asIs, 'contact', profileCheck('sectionMissing', 'Contact', { section: 'contact' }))).toBe(
      `${profileHi.tabs.contact} भाग नहीं भरा गया है। कृपया इसे भरकर फिर से सहेजिए।`,
    );
    expect(checkWords(profileHi, (text) => `said: ${textOf(text)}`, 'personal.height', uncoded('A message from a newer server'))).toBe(
      'said: A message from a newer server',
    );
    // The English sentence alone, without its code, is never looked up.
    expect(checkWords(profileHi, asIs, 'personal.height', uncoded('Height (cm) must be at least 90'))).toBe('Height (cm) must be at least 90');
  });

  it('toasts a refused save with the fields’ messages in Hindi, the server’s message in English', () => {
    const failure: ApiFailure = {
      ok: false,
      code: 500,
      status: 400,
      message: 'x',
      error: { text: 'x' },
      fields: { 'personal.height': 'Height (cm) must be at least 90' },
      fieldMessages: { 'personal.height': profileCheck('atLeast', 'Height (cm)', { min: 90 }) },
    };
    expect(refusalWords(profileEn, asIs, 'Height (cm) must be at least 90', failure, true)).toBe('Height (cm) must be at least 90');
    expect(refusalWords(profileHi, asIs, 'Height (cm) must be at least 90', failure, false)).toBe(`${profileHi.labels.personal.height} के लिए कम से कम 90 लिखिए`);
  });
});
