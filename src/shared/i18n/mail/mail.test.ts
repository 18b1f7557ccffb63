import { describe, expect, it } from 'vitest';
import { formatMessage } from '../message-format';
import { mailWords } from './index';

/** The mail catalogue written out: plurals by each language's rules, Hindi verbs by the gender of the person a sentence is about. */
describe('the mail catalogue', () => {
  it('invites in Hindi with the verb of a woman, a man, and neither', () => {
    const hi = mailWords('hi').familyInvite;
    const text = (gender: string) => formatMessage('hi', hi.text, { member: 'प्रिया शर्मा', relation: 'माँ', days: 7, gender, account: 'no' });
    expect(formatMessage('hi', hi.summary, { member: 'प्रिया', gender: 'female' })).toBe('प्रिया आपको मदद के लिए आमंत्रित करती हैं');
    expect(formatMessage('hi', hi.summary, { member: 'रवि', gender: 'male' })).toBe('रवि आपको मदद के लिए आमंत्रित करते हैं');
    expect(formatMessage('hi', hi.summary, { member: 'प्रिया', gender: 'other' })).toBe('प्रिया ने आपको मदद के लिए आमंत्रित किया है');
    expect(text('female')).toContain('आमंत्रित करती हैं।');
    expect(text('female')).not.toContain('करते');
    expect(text('male')).toContain('आमंत्रित करते हैं।');
    const sms = (gender: string) => formatMessage('hi', mailWords('hi').sms['family-invite'], { member: 'प्रिया', gender, siteName: 'Matrimonial', link: 'L' });
    expect(sms('female')).toBe('प्रिया आपको Matrimonial पर अपनी खोज में मदद के लिए आमंत्रित करती हैं। यहाँ जुड़िए: L');
  });

  it('tells a helper with an account to sign in, and one without that they choose a password', () => {
    const en = mailWords('en').familyInvite.text;
    const values = { member: 'Priya Sharma', relation: 'mother', days: 1, gender: 'female' };
    expect(formatMessage('en', en, { ...values, account: 'yes' })).toBe(
      'Priya Sharma invites you, as her mother, to help with her search for a match. Open the link and sign in as you always do. The link works for 1 day.',
    );
    expect(formatMessage('en', en, { ...values, account: 'no' })).toContain('you will choose a password of your own.');
  });

  it('counts minutes by each language’s plural', () => {
    const sms = (locale: 'en' | 'ta', minutes: number) =>
      formatMessage(locale, mailWords(locale).sms.otp, { code: '123456', minutes, siteName: 'Matrimonial' });
    expect(sms('en', 1)).toContain('Valid for 1 minute.');
    expect(sms('en', 10)).toContain('Valid for 10 minutes.');
    expect(sms('ta', 1)).toContain('1 நிமிடம் செல்லுபடியாகும்');
    expect(sms('ta', 10)).toContain('10 நிமிடங்கள் செல்லுபடியாகும்');
  });
});
