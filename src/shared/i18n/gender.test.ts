import { describe, expect, it } from 'vitest';
import { FAMILY_INVITE_TEXT } from '../messages';
import { dashboardHi } from './dashboard/hi';
import { dashboardTa } from './dashboard/ta';
import { byGender } from './gender';

describe('texts agree with the gender of the person they are about', () => {
  it('picks the form of the gender code, and the other form for one not known', () => {
    const forms = { male: 'करते हैं', female: 'करती हैं', other: 'ने किया है' };
    expect(byGender('female', forms)).toBe('करती हैं');
    expect(byGender('male', forms)).toBe('करते हैं');
    expect(byGender('other', forms)).toBe('ने किया है');
    expect(byGender(null, forms)).toBe('ने किया है');
    expect(byGender('Female', forms)).toBe('ने किया है');
  });

  it('invites in Hindi with the verb of a woman, a man, and neither', () => {
    const hi = dashboardHi.serverTexts.familyInvite;
    expect(hi.summary('प्रिया', 'female')).toBe('प्रिया आपको मदद के लिए आमंत्रित करती हैं');
    expect(hi.summary('रवि', 'male')).toBe('रवि आपको मदद के लिए आमंत्रित करते हैं');
    expect(hi.summary('प्रिया', null)).toBe('प्रिया ने आपको मदद के लिए आमंत्रित किया है');
    expect(hi.text('प्रिया शर्मा', 'माँ', 7, 'female')).toContain('आमंत्रित करती हैं');
    expect(hi.text('प्रिया शर्मा', 'माँ', 7, 'female')).not.toContain('करते');
    expect(hi.text('रवि कुमार', 'माँ', 7, 'male')).toContain('आमंत्रित करते हैं');
  });

  it('says his or her in English, and Tamil’s respectful form for everyone', () => {
    expect(FAMILY_INVITE_TEXT.text('Priya Sharma', 'mother', 7, 'female')).toContain('as her mother, to help with her search');
    expect(FAMILY_INVITE_TEXT.text('Ravi Kumar', 'mother', 7, 'male')).toContain('as his mother, to help with his search');
    expect(FAMILY_INVITE_TEXT.text('Sam', 'mother', 7, null)).toContain('as their mother, to help with their search');
    expect(dashboardTa.serverTexts.familyInvite.summary('பிரியா', 'female')).toBe('பிரியா உதவ உங்களை அழைக்கிறார்');
  });
});
