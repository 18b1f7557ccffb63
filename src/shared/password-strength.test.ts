import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, STRENGTH_LABELS, loadPasswordCheck, personalWords } from './password-strength';

describe('password strength', () => {
  it('refuses passwords of the breach lists and their usual decorations', async () => {
    const check = await loadPasswordCheck();
    for (const password of ['Password@123', 'Welcome@123', 'India@123', 'letmein1', 'qwerty123', 'iloveyou', 'Admin@123']) {
      const verdict = check(password);
      expect(verdict.acceptable, password).toBe(false);
      expect(verdict.score).toBeLessThan(MIN_PASSWORD_SCORE);
    }
  });

  it('accepts an uncommon phrase and says why a weak one is weak', async () => {
    const check = await loadPasswordCheck();
    expect(check('Mango-Tree-47')).toMatchObject({ acceptable: true, score: 4 });
    expect(check('Password@123').warning).not.toBe('');
    expect(STRENGTH_LABELS[check('Mango-Tree-47').score]).toBe('Strong');
  });

  it('counts the member’s own name and e-mail as guessable', async () => {
    const check = await loadPasswordCheck();
    expect(personalWords('Asha Rao', 'asha.rao@example.in')).toEqual(['asha', 'rao', 'asha', 'rao', 'example']);
    expect(check('Ashamango1').score).toBeGreaterThan(check('Ashamango1', personalWords('Asha Mango')).score);
  });

  it('counts the site’s own words as guessable', async () => {
    const check = await loadPasswordCheck();
    expect(check('Matrimonial@2025').acceptable).toBe(false);
    expect(check('Shaadi@2024').acceptable).toBe(false);
  });

  it('never refuses on length alone past the minimum, and looks at no more than the first 32 characters', async () => {
    const check = await loadPasswordCheck();
    expect(check('Kesari-Saree-42' + '1234567890'.repeat(9)).acceptable).toBe(true);
    expect(check('a1').acceptable).toBe(false);
  });
});
