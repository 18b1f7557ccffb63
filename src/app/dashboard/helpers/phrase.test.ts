import { describe, expect, it } from 'vitest';
import { dashboardEn } from '../../../shared/i18n/dashboard/en';
import { dashboardHi } from '../../../shared/i18n/dashboard/hi';
import { dashboardTa } from '../../../shared/i18n/dashboard/ta';
import { SCRIPT } from '../../../shared/i18n/catalogue-checks';
import { englishOf, PHRASES, type Phrase, type PhraseKey, type PhraseValues } from '../../../shared/phrases';
import { worded } from './phrase';

/** One phrase of every key, with the values the server would send. */
const SAMPLE = Object.fromEntries(
  (Object.keys(PHRASES) as PhraseKey[]).map((key): [PhraseKey, PhraseValues] => [
    key,
    { name: 'Meera Pillai', count: 3, reason: 'Use your own photos.', words: 'Closed.' },
  ]),
) as Record<PhraseKey, PhraseValues>;
SAMPLE['notification.planExpiring'] = { plan: 'Gold', endsAt: '2026-12-24T10:00:00.000Z' };
SAMPLE['match.relaxed'] = { relaxed: 'caste occupation education' };
SAMPLE['interest.note'] = { template: 2 };
SAMPLE['interest.reply'] = { template: 1 };
const phrases = (Object.keys(PHRASES) as PhraseKey[]).map((key): Phrase => ({ key, values: SAMPLE[key] }));

describe('a phrase the server sent, in the dashboard’s language', () => {
  it('reads in English exactly as the server’s English text', () => {
    for (const p of phrases) expect(worded(dashboardEn, p, 'fallback')).toBe(englishOf(p));
  });

  it('reads in Hindi and Tamil in their own scripts, keeping the names and numbers it carries', () => {
    for (const [words, script] of [
      [dashboardHi, SCRIPT.hi],
      [dashboardTa, SCRIPT.ta],
    ] as const) {
      for (const p of phrases) {
        const text = worded(words, p, 'fallback');
        expect(text, p.key).toMatch(script);
        for (const value of ['Meera Pillai', 'Use your own photos.', 'Gold'])
          if (englishOf(p).includes(value)) expect(text, `${p.key} keeps ${value}`).toContain(value);
      }
    }
    expect(worded(dashboardHi, { key: 'notification.message', values: { name: 'Meera Pillai', count: 3 } }, '')).toBe('Meera Pillai ने आपको 3 संदेश भेजे हैं।');
    expect(worded(dashboardTa, { key: 'match.relaxed', values: { relaxed: 'caste education' } }, '')).toContain('சாதி மற்றும் கல்வி');
  });

  it('shows the server’s text for no phrase, an unknown key, a template it does not have or no preference it knows', () => {
    expect(worded(dashboardHi, null, 'Written by hand')).toBe('Written by hand');
    expect(worded(dashboardHi, { key: 'notification.later' as PhraseKey }, 'A newer text')).toBe('A newer text');
    expect(worded(dashboardHi, { key: 'interest.note', values: { template: 99 } }, 'An old template')).toBe('An old template');
    expect(worded(dashboardTa, { key: 'match.relaxed', values: { relaxed: 'horoscope' } }, 'Shown because…')).toBe('Shown because…');
  });
});
