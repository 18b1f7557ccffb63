import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { CODED, codedMessage } from '../../coded-messages';
import { AUTH_TEXT, VALIDATION } from '../../messages';
import { uncoded } from '../../message-code';
import { formatMessage } from '../message-format';
import { ISLAND_TEXT, loadMessages, messagesLoaded, say } from './messages';
import { hiMessages } from './messages-hi';
import { taMessages } from './messages-ta';

const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const;
const CATALOGUES = { hi: hiMessages, ta: taMessages } as const;
const {
  MSG,
  AUTH_TEXT: A,
  TWO_STEP_TEXT,
  PASSWORD_METER_TEXT,
  OFFLINE_TEXT,
  PROFILE_TEXT,
  ACCOUNT_TEXT,
  CALL_MSG,
  PUSH_MSG,
  HOROSCOPE_MSG,
  SEARCH_MSG,
  JOIN_TEXT,
  PHOTO_MSG,
} = CODED;

/** Sample values for every worded function: a number, a name, a photo's state. */
const SAMPLE = { left: 2, seconds: 120, digits: 6, max: 10, name: 'Ananya', state: 'approved' };

describe('the islands’ message catalogues', () => {
  beforeAll(async () => {
    expect(messagesLoaded('hi')).toBe(false);
    await Promise.all([loadMessages('hi'), loadMessages('ta')]);
  });

  for (const locale of ['hi', 'ta'] as const) {
    const catalogue = CATALOGUES[locale];
    it(`${locale} has the same codes as the other language, each a code of the catalogues, written in its own script`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(CATALOGUES[locale === 'hi' ? 'ta' : 'hi']).sort());
      for (const [code, words] of Object.entries(catalogue)) {
        const [group, key] = code.split('.') as [keyof typeof CODED, string];
        expect(CODED[group] && key in CODED[group], code).toBe(true);
        const shown = typeof words === 'string' ? words : (words as (values: typeof SAMPLE) => string)(SAMPLE);
        expect(shown, code).toMatch(SCRIPT[locale]);
      }
    });

    it(`${locale}: the product’s messages, the server’s answers and the numbered ones are found by their code`, () => {
      for (const message of [
        CODED.VALIDATION.emailInvalid,
        MSG.otpFailed,
        A.emailTaken,
        TWO_STEP_TEXT.codeWrong,
        ISLAND_TEXT.strong,
        ISLAND_TEXT.codeValid,
        // The dashboard's messages: the same catalogue serves it.
        MSG.passwordUpdateFailed,
        OFFLINE_TEXT.changeRefused,
        PROFILE_TEXT.notAvailable,
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
        // The password meter.
        PASSWORD_METER_TEXT.label,
        // The server's answers about the birth chart, the places of birth and manglik search.
        ...Object.values(HOROSCOPE_MSG),
        SEARCH_MSG.manglikUnknown,
      ]) {
        expect(catalogue[message.code as keyof typeof catalogue], message.code).toBeDefined();
        expect(say(locale, message), message.code).toMatch(SCRIPT[locale]);
      }
      for (const message of [
        A.otpWrong({ left: 1 }),
        A.otpWrong({ left: 2 }),
        A.tooManyRequests({ seconds: 30 }),
        A.resendCooldown({ seconds: 42 }),
        TWO_STEP_TEXT.tooManyWrongCodes({ minutes: 10 }),
        TWO_STEP_TEXT.recoveryLeft({ left: 1 }),
        TWO_STEP_TEXT.recoveryLeft({ left: 8 }),
        JOIN_TEXT.enterCode({ digits: 6 }),
        JOIN_TEXT.sendNewCodeIn({ seconds: 9 }),
        ISLAND_TEXT.attemptsLeft({ left: 2 }),
        CALL_MSG.tooMany({ max: 10 }),
        CALL_MSG.dailyLimit({ max: 60 }),
      ]) {
        const shown = say(locale, message);
        expect(shown, message.code).toMatch(SCRIPT[locale]);
        expect(shown, message.code).toMatch(/\d/);
      }
      // The number is the one the message carries, worded by the language.
      expect(say(locale, A.otpWrong({ left: 2 }))).toContain('2');
      expect(say(locale, TWO_STEP_TEXT.tooManyWrongCodes({ minutes: 10 }))).toContain('10');
      expect(say(locale, A.otpWrong({ left: 1 }))).not.toBe(say(locale, A.otpWrong({ left: 2 })).replace('2', '1'));
      // A member's name stays as written, inside the sentence of the language.
      for (const message of [
        CALL_MSG.notConnected({ name: 'Arjun Mehta' }),
        CALL_MSG.theirsOff({ name: 'Arjun Mehta' }),
        CALL_MSG.theyAreBusy({ name: 'Arjun Mehta' }),
      ]) {
        const shown = say(locale, message);
        expect(shown, message.code).toMatch(SCRIPT[locale]);
        expect(shown, message.code).toContain('Arjun Mehta');
      }
      // A photo decision already taken: the two states read differently, in the language.
      const approved = say(locale, PHOTO_MSG.photoAlreadyReviewed({ state: 'approved' }));
      const rejected = say(locale, PHOTO_MSG.photoAlreadyReviewed({ state: 'rejected' }));
      expect([approved, rejected].every((shown) => SCRIPT[locale].test(shown))).toBe(true);
      expect(approved).not.toBe(rejected);
      // Two field messages the server joined: said as the fields' messages, each in the language.
      expect(say(locale, { text: `${AUTH_TEXT.emailTaken}; ${AUTH_TEXT.mobileTaken}`, parts: [A.emailTaken, A.mobileTaken] })).toBe(
        `${catalogue['AUTH_TEXT.emailTaken']}; ${catalogue['AUTH_TEXT.mobileTaken']}`,
      );
    });

    it(`${locale}: a code and values as the envelope carries them, with no English, give the same words`, () => {
      const fromServer = { text: 'whatever the server wrote', code: 'AUTH_TEXT.otpWrong', values: { left: 2 } };
      expect(say(locale, fromServer)).toBe(say(locale, A.otpWrong({ left: 2 })));
      expect(say(locale, codedMessage('AUTH_TEXT.otpWrong', { left: 2 }))).toBe(say(locale, A.otpWrong({ left: 2 })));
    });
  }

  it('loads nothing for English, and leaves English and messages no catalogue knows as they are', () => {
    expect(messagesLoaded('en')).toBe(true);
    expect(say('en', CODED.VALIDATION.emailInvalid)).toBe(VALIDATION.emailInvalid);
    expect(say('en', A.otpWrong({ left: 2 }))).toBe(AUTH_TEXT.otpWrong({ left: 2 }));
    // No code, or a code this client does not know: the text as it came, never looked up by its words.
    expect(say('hi', { text: 'Something only the server knows' })).toBe('Something only the server knows');
    expect(say('hi', { text: 'A newer server’s words', code: 'NEW_TEXT.unknown', values: {} })).toBe('A newer server’s words');
    expect(say('hi', uncoded(VALIDATION.emailInvalid))).toBe(VALIDATION.emailInvalid);
  });
});

describe('say takes a message, never a plain string', () => {
  beforeAll(() => Promise.all([loadMessages('hi'), loadMessages('ta')]));

  for (const locale of ['hi', 'ta'] as const) {
    it(`${locale}: a coded message is said in the language, with its values; an uncoded one as it came`, () => {
      const coded = say(locale, codedMessage('AUTH_TEXT.tooManyRequests', { seconds: 45 }));
      expect(coded).toBe(formatMessage(locale, CATALOGUES[locale]['AUTH_TEXT.tooManyRequests'] ?? '', { seconds: 45 }));
      expect(coded).toContain('45');
      expect(SCRIPT[locale].test(coded)).toBe(true);
      expect(say(locale, CODED.AUTH_TEXT.smsNotSent)).toBe(CATALOGUES[locale]['AUTH_TEXT.smsNotSent']);
      // An old server's English sentence with no code, even one the catalogue has words for, is shown as it came.
      expect(say(locale, uncoded(AUTH_TEXT.smsNotSent))).toBe(AUTH_TEXT.smsNotSent);
      expect(say(locale, uncoded('The reset link could not be sent.'))).toBe('The reset link could not be sent.');
    });
  }

  it('refuses a plain string at compile time', () => {
    // A plain string is a screen's words (shown without `say`) or `uncoded(text)`, never a message for `say`.
    expectTypeOf<string>().not.toExtend<Parameters<typeof say>[1]>();
    expectTypeOf(uncoded('Shown as it is')).toExtend<Parameters<typeof say>[1]>();
  });
});
