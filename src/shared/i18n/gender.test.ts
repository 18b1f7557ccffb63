import { describe, expect, it } from 'vitest';
import { FAMILY_INVITE_TEXT } from '../messages';
import { dashboardHi } from './dashboard/hi';
import { dashboardTa } from './dashboard/ta';

describe('texts agree with the gender of the person they are about', () => {
  it('picks the form of the gender code, and the other form for one not known', () => {
    const hi = dashboardHi.serverTexts.familyInvite;
    expect(hi.summary({ member: 'प्रिया', gender: 'female' })).toContain('करती हैं');
    expect(hi.summary({ member: 'रवि', gender: 'male' })).toContain('करते हैं');
    expect(hi.summary({ member: 'सैम', gender: 'other' })).toContain('ने आपको');
    expect(hi.summary({ member: 'सैम', gender: 'Female' })).toContain('ने आपको');
  });

  it('invites in Hindi with the verb of a woman, a man, and neither', () => {
    const hi = dashboardHi.serverTexts.familyInvite;
    expect(hi.summary({ member: 'प्रिया', gender: 'female' })).toBe('प्रिया आपको मदद के लिए आमंत्रित करती हैं');
    expect(hi.summary({ member: 'रवि', gender: 'male' })).toBe('रवि आपको मदद के लिए आमंत्रित करते हैं');
    expect(hi.summary({ member: 'प्रिया', gender: 'other' })).toBe('प्रिया ने आपको मदद के लिए आमंत्रित किया है');
    expect(hi.text({ member: 'प्रिया शर्मा', relation: 'माँ', days: 7, gender: 'female' })).toContain('आमंत्रित करती हैं');
    expect(hi.text({ member: 'प्रिया शर्मा', relation: 'माँ', days: 7, gender: 'female' })).not.toContain('करते');
    expect(hi.text({ member: 'रवि कुमार', relation: 'माँ', days: 7, gender: 'male' })).toContain('आमंत्रित करते हैं');
  });

  it('says his or her in English, and Tamil’s respectful form for everyone', () => {
    expect(FAMILY_INVITE_TEXT.text({ member: 'Priya Sharma', relation: 'mother', days: 7, gender: 'female' })).toContain(
      'as her mother, to help with her search',
    );
    expect(FAMILY_INVITE_TEXT.text({ member: 'Ravi Kumar', relation: 'mother', days: 7, gender: 'male' })).toContain('as his mother, to help with his search');
    expect(FAMILY_INVITE_TEXT.text({ member: 'Sam', relation: 'mother', days: 7, gender: 'other' })).toContain('as their mother, to help with their search');
    expect(dashboardTa.serverTexts.familyInvite.summary({ member: 'பிரியா', gender: 'female' })).toBe('பிரியா உதவ உங்களை அழைக்கிறார்');
  });
});
