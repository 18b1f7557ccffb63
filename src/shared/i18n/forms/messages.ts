import {
  AUTH_TEXT,
  BIODATA_MSG,
  CALL_MSG,
  CODE_FIELD_TEXT,
  CONTACT_VALIDATION,
  HOROSCOPE_MSG,
  JOIN_TEXT,
  MEMBER_LOOP_MSG,
  MSG,
  OFFLINE_TEXT,
  PASSWORD_METER_TEXT,
  PHOTO_MSG,
  PROFILE_NOT_AVAILABLE,
  PUSH_MSG,
  SEARCH_MSG,
  TWO_STEP_TEXT,
  VALIDATION,
} from '../../messages';
import { ACCOUNT_TEXT } from '../../account-text';
import { CONTACT_TERMS_MSG } from '../../contact-terms-text';
import type { Locale } from '../locales';

/**
 * The product's messages (docs/product/messages.md) and the server's, in Hindi and Tamil, for the public pages' islands
 * and the dashboard alike (the one way a known English message is translated). The API and the
 * shared schemas answer in English, verbatim; `say` finds the message's stable key
 * ('VALIDATION.emailInvalid') from its English text and gives the catalogue's words for it. A
 * message with no translation is shown as it came. Each language's catalogue is its own chunk,
 * loaded by `loadMessages` (the islands' `useSay`, the dashboard's language) only where that
 * language is shown: English pages load none.
 */
const pick = <T extends Record<string, unknown>, K extends keyof T>(from: T, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, from[name]])) as Pick<T, K>;

/** The messages the islands and the dashboard can show: their toasts, form checks and the server's answers to them. */
const SOURCES = {
  MSG: pick(MSG, [
    'fetchFailed',
    'unknownError',
    'apiError',
    'serviceUnavailable',
    'registrationFailed',
    'somethingWentWrong',
    'logoutSuccess',
    'logoutFailed',
    'sessionExpired',
    'serverError',
    'loginFailedDefault',
    'networkError',
    'resetEmailInvalid',
    'resetSuccess',
    'resetFailed',
    'unexpectedError',
    'otpSuccess',
    'otpSuccessLogin',
    'otpFailedWarning',
    'otpFailed',
    'otpFailed3',
    'otpFailed3Login',
    'profileSubmitted',
    'passwordUpdateFailed',
    'profileSaveFailed',
    'profileCreateFailed',
    'profileSubmitFailed',
    'profileSubmitUnexpected',
    'userIdMissing',
    'uploadFailed',
  ]),
  VALIDATION,
  AUTH_TEXT: pick(AUTH_TEXT, [
    'smsNotSent',
    'nameRequired',
    'nameMax',
    'emailMax',
    'passwordMax',
    'passwordCommon',
    'emailOtpRequired',
    'mobileOtpRequired',
    'otpFormat',
    'otpExpired',
    'userIdRequired',
    'verificationTokenRequired',
    'verificationTokenInvalid',
    'emailTaken',
    'mobileTaken',
    'alreadyRegistered',
    'alreadyVerified',
    'invalidCredentials',
    'accountDeactivated',
    'resetLinkInvalid',
    'resetTokenRequired',
  ]),
  CONTACT_VALIDATION,
  JOIN_TEXT: pick(JOIN_TEXT, ['sendNewCode', 'newCodeSent']),
  TWO_STEP_TEXT: pick(TWO_STEP_TEXT, [
    'title',
    'intro',
    'enabled',
    'disabled',
    'turnOn',
    'turnOff',
    'renewTitle',
    'renewHelp',
    'renewAction',
    'turnOffHelp',
    'turnedOff',
    'requiredForAdmins',
    'setupTitle',
    'setupRequired',
    'setupScan',
    'setupKey',
    'setupConfirm',
    'qrAlt',
    'recoveryTitle',
    'recoveryIntro',
    'recoverySaved',
    'stepTitle',
    'stepHelp',
    'useRecovery',
    'useApp',
    'recoveryHelp',
    'recoveryStepTitle',
    'codeRequired',
    'codeFormat',
    'codeWrong',
    'codeReplayed',
    'challengeInvalid',
    'challengeRequired',
  ]),
  PASSWORD_METER_TEXT,
  OFFLINE_TEXT: pick(OFFLINE_TEXT, ['changeRefused']),
  PROFILE_TEXT: { notAvailable: PROFILE_NOT_AVAILABLE },
  ACCOUNT_TEXT: pick(ACCOUNT_TEXT, ['passwordWrong', 'passwordRequired', 'lastAdmin']),
  // The server's answers about calls and push notifications (docs/product/calls-and-push.md).
  CALL_MSG: pick(CALL_MSG, ['self', 'staff', 'yoursOff', 'youAreBusy', 'notFound', 'onlyCallee', 'over', 'notAnswered', 'ringingFull']),
  PUSH_MSG,
  // The server's answers to administrators' moderation and photo decisions.
  MEMBER_LOOP_MSG: pick(MEMBER_LOOP_MSG, ['moderationWarnNeedsNote', 'moderationNotMember', 'noMatchesYet']),
  PHOTO_MSG: pick(PHOTO_MSG, ['photoNotFound', 'photoNotDecided']),
  // The server's answers about the birth chart and places of birth (docs/product/horoscope.md).
  HOROSCOPE_MSG,
  SEARCH_MSG: pick(SEARCH_MSG, ['manglikUnknown']),
  // The server's answers about biodata share links (docs/product/biodata.md).
  BIODATA_MSG,
  // The server's answers about a member's terms for contact (docs/product/trust.md): a sender reads them in their language.
  CONTACT_TERMS_MSG,
  ISLAND_TEXT: {
    codeLabel: CODE_FIELD_TEXT.label,
    codeValid: CODE_FIELD_TEXT.valid,
    backToSignIn: 'Back to sign in',
    signInAgain: 'Sign in again',
    recoveryCode: 'Recovery code',
    appCode: 'Code from the app',
    appOrRecoveryCode: 'Code from the app, or a recovery code',
    yourPassword: 'Your password',
    preparingKey: 'Preparing your key…',
    turnOn: 'Turn on',
    copyCodes: 'Copy the codes',
    copied: 'Copied',
    checking: 'Checking…',
    verifyAndSignIn: 'Verify and sign in',
    veryWeak: 'Very weak',
    weak: 'Weak',
    fair: 'Still weak',
    good: 'Good',
    strong: 'Strong',
  },
} as const;

/** Words of the shared components (code field, password meter, two-step sign-in) that are not in docs/product/messages.md. */
export const ISLAND_TEXT = SOURCES.ISLAND_TEXT;

/** Messages with a number in them: the key, and how to find the number in the English text. */
const NUMBERED = {
  'AUTH_TEXT.otpWrong': /^The code is not correct\. (\d+) attempts? left\.$/,
  'AUTH_TEXT.resendCooldown': /^Please wait (\d+) seconds before asking for a new code\.$/,
  'AUTH_TEXT.tooManyRequests': /^Too many requests\. Please try again in (\d+) seconds\.$/,
  'TWO_STEP_TEXT.recoveryLeft': /^(\d+) recovery codes? left\.$/,
  'TWO_STEP_TEXT.tooManyWrongCodes': /^Too many wrong codes for this account\. Please try again in (\d+) minutes\.$/,
  attemptsLeft: /^(\d+) attempts? left$/,
  'JOIN_TEXT.enterCode': /^Enter the (\d+)-digit code\.$/,
  'JOIN_TEXT.sendNewCodeIn': /^Send a new code in (\d+) s$/,
  'CALL_MSG.tooMany': /^You have started (\d+) calls in ten minutes\. Wait a little before calling again\.$/,
  'CALL_MSG.dailyLimit': /^You have started (\d+) calls today, the daily limit\. You can call again tomorrow\.$/,
} as const;

/** Messages with a member's name (or another word) in them: the key, and how to find it in the English text. */
const NAMED = {
  'PHOTO_MSG.photoAlreadyReviewed': /^This photo was already (approved|rejected); it is no longer waiting for review\.$/,
  'CALL_MSG.notConnected': /^You can call (.+) once one of you accepts the other's interest\.$/,
  'CALL_MSG.theirsOff': /^(.+) does not take calls\.$/,
  'CALL_MSG.theyAreBusy': /^(.+) is in another call\. Try again later\.$/,
} as const;

type Plain = {
  [G in keyof typeof SOURCES]: {
    [K in keyof (typeof SOURCES)[G]]: (typeof SOURCES)[G][K] extends string ? `${G}.${K & string}` : never;
  }[keyof (typeof SOURCES)[G]];
}[keyof typeof SOURCES];
export type MessageKey = Plain;
export type NumberedKey = keyof typeof NUMBERED;
export type NamedKey = keyof typeof NAMED;

/** One language's messages: every key with a plain text, and the numbered and named ones as functions. */
export interface MessageCatalogue {
  texts: Record<MessageKey, string>;
  numbered: Record<NumberedKey, (n: number) => string>;
  named: Record<NamedKey, (name: string) => string>;
}

const CATALOGUES: Partial<Record<Locale, MessageCatalogue>> = {};
const LOADERS: Partial<Record<Locale, () => Promise<MessageCatalogue>>> = {
  hi: () => import('./messages-hi').then((m) => m.hiMessages),
  ta: () => import('./messages-ta').then((m) => m.taMessages),
};

/** Loads a language's messages once; English needs none. */
export async function loadMessages(locale: Locale): Promise<void> {
  const load = LOADERS[locale];
  if (load && !CATALOGUES[locale]) CATALOGUES[locale] = await load();
}

export const messagesLoaded = (locale: Locale): boolean => !LOADERS[locale] || Boolean(CATALOGUES[locale]);

let keys: Map<string, MessageKey> | null = null;
/** The stable key of an English message text, or undefined for a text no catalogue knows. */
export function messageKey(text: string): MessageKey | undefined {
  if (!keys) {
    keys = new Map();
    for (const [group, entries] of Object.entries(SOURCES))
      for (const [key, value] of Object.entries(entries)) if (typeof value === 'string' && !keys.has(value)) keys.set(value, `${group}.${key}` as MessageKey);
  }
  return keys.get(text);
}

/** A message in the page's language; English and unknown texts are returned as they are. */
export function say(locale: Locale, text: string): string {
  const catalogue = CATALOGUES[locale];
  if (!catalogue || !text) return text;
  const key = messageKey(text);
  if (key) return catalogue.texts[key];
  for (const [name, pattern] of Object.entries(NUMBERED) as Array<[NumberedKey, RegExp]>) {
    const found = pattern.exec(text);
    if (found) return catalogue.numbered[name](Number(found[1]));
  }
  for (const [key, pattern] of Object.entries(NAMED) as Array<[NamedKey, RegExp]>) {
    const found = pattern.exec(text);
    if (found) return catalogue.named[key](found[1]);
  }
  // The server joins two field messages with '; ' (e-mail and mobile both taken).
  if (text.includes('; '))
    return text
      .split('; ')
      .map((part) => say(locale, part))
      .join('; ');
  return text;
}
