import { PASSWORD_MIN } from './constants';

/**
 * How guessable a new password is, judged by zxcvbn-ts with its common dictionaries (the
 * passwords of published breach lists, English words, names and keyboard patterns). The server
 * refuses a new password below `MIN_PASSWORD_SCORE` (the authority). The dictionaries are large
 * (830 KB gzipped), so only the server loads them, through `loadPasswordCheck()`; the forms' meter
 * runs the same rule over a small part of them (`src/app/ui/password-check-light.ts`).
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** zxcvbn's own advice: 3 means at least 10^8 guesses (docs/decisions/019-breached-passwords-and-second-factor.md). */
export const MIN_PASSWORD_SCORE: PasswordScore = 3;

export interface PasswordVerdict {
  score: PasswordScore;
  acceptable: boolean;
  /** zxcvbn's warning ("This is similar to a commonly used password."), or ''. */
  warning: string;
  suggestions: string[];
}

export type PasswordCheck = (password: string, userInputs?: readonly string[]) => PasswordVerdict;

/** What the meter says for each score: a word, never a colour alone. */
export const STRENGTH_LABELS: Record<PasswordScore, string> = {
  0: 'Very weak',
  1: 'Weak',
  // Refused like 0 and 1: its word must not sound acceptable.
  2: 'Still weak',
  3: 'Good',
  4: 'Strong',
};

/** The member's own name and e-mail make a password easier to guess: split them into words zxcvbn can match. */
export function personalWords(...values: (string | undefined | null)[]): string[] {
  return values.flatMap((value) => (value ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
}

/** zxcvbn's cost grows steeply with length: the first 32 characters decide. */
export const CHECKED_LENGTH = 32;

/** The one rule the server and the meter share: the minimum length and MIN_PASSWORD_SCORE. */
export const acceptableScore = (password: string, score: PasswordScore): boolean => password.length >= PASSWORD_MIN && score >= MIN_PASSWORD_SCORE;

/** Words of this site's own trade: guessable on this site whatever the dictionaries say. */
export const SITE_WORDS = ['india', 'bharat', 'matrimonial', 'matrimony', 'shaadi', 'shadi', 'vivah', 'rishta', 'marriage', 'bride', 'groom'];

let loading: Promise<PasswordCheck> | null = null;

export function loadPasswordCheck(): Promise<PasswordCheck> {
  loading ??= (async () => {
    const [core, common, en] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]);
    // CommonJS under Node, ES modules in the browser bundle: take the named export from either.
    const pick = <T extends object>(m: T): T => ('default' in m && m.default && typeof m.default === 'object' ? (m.default as T) : m);
    const { ZxcvbnFactory } = pick(core);
    const commonModule = pick(common);
    const enModule = pick(en);
    const factory = new ZxcvbnFactory({
      dictionary: { ...commonModule.dictionary, ...enModule.dictionary },
      graphs: commonModule.adjacencyGraphs,
      translations: enModule.translations,
    });
    return (password, userInputs = []) => {
      // zxcvbn's cost grows steeply with length (a 32-digit run takes ~0.4 s): the first 32 characters
      // decide, and more characters after a strong start only make it stronger.
      const result = factory.check(password.slice(0, CHECKED_LENGTH), [...userInputs, ...SITE_WORDS]);
      const score = result.score as PasswordScore;
      return {
        score,
        acceptable: acceptableScore(password, score),
        warning: result.feedback.warning ?? '',
        suggestions: result.feedback.suggestions,
      };
    };
  })();
  return loading;
}
