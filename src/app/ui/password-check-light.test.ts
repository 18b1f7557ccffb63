import { describe, expect, it } from 'vitest';
import { loadPasswordCheck } from '../../shared/password-strength';
import { PASSWORD_HINTS } from '../../shared/i18n/forms/password-hints';
import { lightPasswordCheck } from './password-check-light';

// The meter never shows as acceptable a password the small lists already judge weak, and never
// says more than the server's rule (docs/decisions/019-breached-passwords-and-second-factor.md).
describe('the password meter check', () => {
  const light = lightPasswordCheck('en');
  const SAMPLES = [
    'Password@123',
    'password',
    'qwerty123',
    'Welcome@2024',
    'India@123',
    'abc12345',
    'Kesari-Saree-42',
    'Mango-Tree-47',
    'correct horse battery',
  ];

  it('refuses Password@123 as the server does, with the score the server refuses', async () => {
    const server = await loadPasswordCheck();
    expect(light('Password@123').acceptable).toBe(false);
    expect(server('Password@123').acceptable).toBe(false);
    expect(light('Password@123').score).toBeLessThan(3);
  });

  it('rates none of the samples acceptable where the server refuses it', async () => {
    const server = await loadPasswordCheck();
    for (const password of SAMPLES) {
      if (!server(password).acceptable) expect(light(password).acceptable, password).toBe(false);
    }
  });

  it('gives its hints in Hindi and Tamil', () => {
    for (const locale of ['hi', 'ta'] as const) {
      const verdict = lightPasswordCheck(locale)('Password@123');
      const hint = verdict.warning || verdict.suggestions[0];
      expect(Object.values(PASSWORD_HINTS[locale].warnings).concat(Object.values(PASSWORD_HINTS[locale].suggestions))).toContain(hint);
    }
  });
});
