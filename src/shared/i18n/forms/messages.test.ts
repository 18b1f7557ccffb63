import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_TEXT,
  CALL_MSG,
  CODE_FIELD_TEXT,
  HOROSCOPE_MSG,
  JOIN_TEXT,
  MSG,
  OFFLINE_TEXT,
  PHOTO_MSG,
  PROFILE_NOT_AVAILABLE,
  PUSH_MSG,
  SEARCH_MSG,
  TWO_STEP_TEXT,
  VALIDATION,
} from '../../messages';
import { ACCOUNT_TEXT } from '../../schemas/account';
import { STRENGTH_LABELS } from '../../password-strength';
import { ISLAND_TEXT, loadMessages, messageKey, messagesLoaded, say } from './messages';
import { hiMessages } from './messages-hi';
import { taMessages } from './messages-ta';

const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const;
const CATALOGUES = { hi: hiMessages, ta: taMessages } as const;

describe('the islands’ message catalogues', () => {
  beforeAll(async () => {
    expect(messagesLoaded('hi')).toBe(false);
    await Promise.all([loadMessages('hi'), loadMessages('ta')]);
  });

  for (const locale of ['hi', 'ta'] as const) {
    const catalogue = CATALOGUES[locale];
    it(`${locale} has the same keys as the other language, each written in its own script`, () => {
      expect(Object.keys(catalogue.texts).sort()).toEqual(Object.keys(CATALOGUES[locale === 'hi' ? 'ta' : 'hi'].texts).sort());
      const english = Object.entries(catalogue.texts).filter(([, text]) => !SCRIPT[locale].test(text));
      expect(english).toEqual([]);
      for (const [key, write] of Object.entries(catalogue.numbered)) expect(write(2), key).toMatch(SCRIPT[locale]);
      for (const [key, write] of Object.entries(catalogue.named)) expect(write('Ananya'), key).toMatch(SCRIPT[locale]);
    });

    it(`${locale}: the product’s messages, the server’s answers and the numbered ones are found by their English text`, () => {
      for (const text of [
        VALIDATION.emailInvalid,
        MSG.otpFailed,
        AUTH_TEXT.emailTaken,
        TWO_STEP_TEXT.codeWrong,
        STRENGTH_LABELS[4],
        CODE_FIELD_TEXT.valid,
        // The dashboard's messages: the same catalogue serves it.
        MSG.passwordUpdateFailed,
        OFFLINE_TEXT.changeRefused,
        PROFILE_NOT_AVAILABLE,
        ACCOUNT_TEXT.passwordWrong,
        ACCOUNT_TEXT.lastAdmin,
        // Settings' two-step section shares the sign-in form's two-step words.
        TWO_STEP_TEXT.title,
        TWO_STEP_TEXT.enabled,
        TWO_STEP_TEXT.turnOffHelp,
        ISLAND_TEXT.yourPassword,
        // The set-up panel, shared by the sign-in form and Settings.
        TWO_STEP_TEXT.setupScan,
        TWO_STEP_TEXT.recoverySaved,
        ISLAND_TEXT.copyCodes,
        // The server's answers about calls and push notifications.
        CALL_MSG.youAreBusy,
        CALL_MSG.yoursOff,
        CALL_MSG.over,
        PUSH_MSG.bothOrNeither,
        PUSH_MSG.off,
        // The server's answers about the birth chart, the places of birth and manglik search.
        ...Object.values(HOROSCOPE_MSG),
        SEARCH_MSG.manglikUnknown,
      ]) {
        expect(messageKey(text), text).toBeDefined();
        expect(say(locale, text)).toMatch(SCRIPT[locale]);
      }
      for (const text of [
        AUTH_TEXT.otpWrong(1),
        AUTH_TEXT.otpWrong(2),
        AUTH_TEXT.tooManyRequests(30),
        AUTH_TEXT.resendCooldown(42),
        TWO_STEP_TEXT.tooManyWrongCodes(600),
        TWO_STEP_TEXT.recoveryLeft(1),
        TWO_STEP_TEXT.recoveryLeft(8),
        JOIN_TEXT.enterCode(6),
        JOIN_TEXT.sendNewCodeIn(9),
        '2 attempts left',
        CALL_MSG.tooMany(10),
        CALL_MSG.dailyLimit(60),
      ]) {
        const shown = say(locale, text);
        expect(shown, text).toMatch(SCRIPT[locale]);
        expect(shown, text).toMatch(/\d/);
      }
      // A member's name stays as written, inside the sentence of the language.
      for (const text of [CALL_MSG.notConnected('Arjun Mehta'), CALL_MSG.theirsOff('Arjun Mehta'), CALL_MSG.theyAreBusy('Arjun Mehta')]) {
        const shown = say(locale, text);
        expect(shown, text).toMatch(SCRIPT[locale]);
        expect(shown, text).toContain('Arjun Mehta');
      }
      // A photo decision already taken: the two states read differently, in the language.
      const approved = say(locale, PHOTO_MSG.photoAlreadyReviewed('approved'));
      const rejected = say(locale, PHOTO_MSG.photoAlreadyReviewed('rejected'));
      expect([approved, rejected].every((shown) => SCRIPT[locale].test(shown))).toBe(true);
      expect(approved).not.toBe(rejected);
      // Two field messages joined by the server.
      expect(say(locale, `${AUTH_TEXT.emailTaken}; ${AUTH_TEXT.mobileTaken}`)).toBe(
        `${catalogue.texts['AUTH_TEXT.emailTaken']}; ${catalogue.texts['AUTH_TEXT.mobileTaken']}`,
      );
    });
  }

  it('loads nothing for English, and leaves English and texts no catalogue knows as they are', () => {
    expect(messagesLoaded('en')).toBe(true);
    expect(say('en', VALIDATION.emailInvalid)).toBe(VALIDATION.emailInvalid);
    expect(say('hi', 'Something only the server knows')).toBe('Something only the server knows');
  });
});
