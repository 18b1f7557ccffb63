import { describe, expect, it } from 'vitest';
import { profileEn } from '../../../../shared/i18n/profile/en';
import { profileHi } from '../../../../shared/i18n/profile/hi';
import { profileTa } from '../../../../shared/i18n/profile/ta';
import { checkProfile } from '../../../../shared/schemas/profile';
import { checkWords, refusalWords } from './check-words';
import type { ApiFailure } from '../../../client/api';
import { textOf } from '../../../../shared/message-code';

const asIs = textOf;
/** The shared schema's messages for a profile with a few mistakes, keyed like the API's error.fields. */
function mistakes(): Record<string, string> {
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
  return checked.fields;
}

describe('profile checks in the form’s language', () => {
  it('words every message the shared schema wrote, in English exactly as written', () => {
    const fields = mistakes();
    expect(Object.keys(fields).length).toBeGreaterThan(4);
    for (const [key, text] of Object.entries(fields)) expect(checkWords(profileEn, asIs, key, text)).toBe(text);
  });

  it('names the field in Hindi and Tamil and keeps the limit', () => {
    const fields = mistakes();
    expect(fields['personal.height']).toBe('Height (cm) must be at least 90');
    expect(checkWords(profileHi, asIs, 'personal.height', fields['personal.height'])).toBe(`${profileHi.labels.personal.height} के लिए कम से कम 90 लिखिए`);
    expect(checkWords(profileTa, asIs, 'personal.height', fields['personal.height'])).toBe(`${profileTa.labels.personal.height} குறைந்தது 90 ஆக இருக்க வேண்டும்`);
    for (const [key, text] of Object.entries(fields)) {
      expect(checkWords(profileHi, asIs, key, text), key).toMatch(/[\u0900-\u097F]/);
      expect(checkWords(profileTa, asIs, key, text), key).toMatch(/[\u0B80-\u0BFF]/);
      expect(checkWords(profileHi, asIs, key, text), key).not.toContain(text);
    }
  });

  it('words the server’s own checks and a missing section, and passes anything else to say', () => {
    expect(checkWords(profileHi, asIs, 'personal.casteId', 'This caste does not belong to the chosen religion')).toBe(profileHi.checks.casteReligion);
    expect(checkWords(profileTa, asIs, 'personal.religionId', 'Religion: the chosen option does not exist')).toBe(
      `${profileTa.labels.personal.religionId}: தேர்ந்தெடுத்தது பட்டியலில் இல்லை`,
    );
    expect(checkWords(profileHi, asIs, 'contact', 'The Contact section is missing. Please fill it in and save again.')).toBe(
      `${profileHi.tabs.contact} भाग नहीं भरा गया है। कृपया इसे भरकर फिर से सहेजिए।`,
    );
    expect(checkWords(profileHi, (text) => `said: ${text}`, 'personal.height', 'A message from a newer server')).toBe('said: A message from a newer server');
    // A label written into a message for another field is not that field's message.
    expect(checkWords(profileHi, asIs, 'personal.weight', 'Height (cm) must be at least 90')).toBe('Height (cm) must be at least 90');
  });

  it('toasts a refused save with the fields’ messages in Hindi, the server’s message in English', () => {
    const failure: ApiFailure = {
      ok: false,
      code: 500,
      status: 400,
      message: 'x',
      error: { text: 'x' },
      fields: { 'personal.height': 'Height (cm) must be at least 90' },
    };
    expect(refusalWords(profileEn, asIs, 'Height (cm) must be at least 90', failure, true)).toBe('Height (cm) must be at least 90');
    expect(refusalWords(profileHi, asIs, 'Height (cm) must be at least 90', failure, false)).toBe(`${profileHi.labels.personal.height} के लिए कम से कम 90 लिखिए`);
  });
});
