import { describe, expect, it } from 'vitest';
import { PROFILE_PROGRESS_DENOMINATOR } from './constants';
import { profileProgress } from './profile-progress';
import { checkProfile, emptySections } from './schemas/profile';

describe('profile progress (docs/product/states.md)', () => {
  it('counts non-empty fields of the six sections over 55', () => {
    expect(PROFILE_PROGRESS_DENOMINATOR).toBe(55);
    expect(profileProgress(emptySections())).toBe(0);
    const values = {
      ...emptySections(),
      personal: { ...emptySections().personal, fullName: 'Asha', genderId: 2 },
      lifestyle: { ...emptySections().lifestyle, hobbies: '  ' },
    };
    expect(profileProgress(values)).toBe(Math.round((2 / 55) * 100));
  });

  it('ignores the documents and income sections', () => {
    expect(profileProgress({ ...emptySections(), documents: { a: 'x' }, income: { b: 1 } } as never)).toBe(0);
  });
});

describe('profile schema', () => {
  it('accepts a partial draft but requires every marked field on the final save', () => {
    expect(checkProfile({ userId: 3, personal: { fullName: 'Asha' } }, false).ok).toBe(true);
    const final = checkProfile({ userId: 3, ...emptySections() }, true);
    expect(final.ok).toBe(false);
    if (!final.ok)
      expect(Object.keys(final.fields)).toEqual(
        expect.arrayContaining(['personal.fullName', 'contact.countryId', 'lifestyle.drinkingHabitsId', 'partnerPreferences.casteId']),
      );
  });

  it('coerces form strings to numbers and blanks to null', () => {
    const result = checkProfile({ userId: '3', personal: { genderId: '2', height: '162.5', fatherName: ' ' } }, false);
    expect(result.ok && result.value.personal).toMatchObject({ genderId: 2, height: 162.5, fatherName: null });
  });
});
