import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Locale } from '../../shared/locales';
import { PASSWORD_HINTS } from '../../shared/i18n/forms/password-hints';
import { CHECKED_LENGTH, SITE_WORDS, acceptableScore, type PasswordCheck, type PasswordScore } from '../../shared/password-strength';
import WORDS from './password-words.json';

/**
 * The password meter's check (docs/decisions/019-breached-passwords-and-second-factor.md):
 * zxcvbn-ts with the most used passwords, English words and names only
 * (src/app/ui/password-words.json, written by scripts/make-password-words.mjs), so typing a
 * password downloads under 30 KB instead of 830 KB. The same rule as the server's (a score of
 * MIN_PASSWORD_SCORE and the minimum length); the server also checks the full lists and stays the
 * authority. Its hints are in the reader's language.
 */
const factories = new Map<Locale, ZxcvbnFactory>();

function factoryFor(locale: Locale): ZxcvbnFactory {
  let factory = factories.get(locale);
  if (!factory) {
    factory = new ZxcvbnFactory({
      dictionary: { passwords: WORDS.passwords, commonWords: WORDS.words, firstnames: WORDS.names },
      graphs: WORDS.graphs,
      translations: PASSWORD_HINTS[locale],
    });
    factories.set(locale, factory);
  }
  return factory;
}

export function lightPasswordCheck(locale: Locale): PasswordCheck {
  const factory = factoryFor(locale);
  return (password, userInputs = []) => {
    const result = factory.check(password.slice(0, CHECKED_LENGTH), [...userInputs, ...SITE_WORDS]);
    const score = result.score as PasswordScore;
    return {
      score,
      acceptable: acceptableScore(password, score),
      warning: result.feedback.warning ?? '',
      suggestions: result.feedback.suggestions,
    };
  };
}
