/** Business constants and timings of docs/product/limits.md. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const SUCCESS_CODE_MIN = 200;
export const SUCCESS_CODE_MAX = 204;
export const PROFILE_PROGRESS_DENOMINATOR = 55;
export const OTP_ATTEMPTS_ALLOWED = 3;
export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 10;
/** Seconds between two code sends to one account (the server refuses earlier; the dialogs count down). */
export const OTP_RESEND_SECONDS = 60;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const MOBILE_DIGITS = 10;
/** An Indian mobile number: 10 digits, the first 6 to 9 (registration and the Users master). */
export const MOBILE_PATTERN = new RegExp(`^[6-9]\\d{${MOBILE_DIGITS - 1}}$`);
export const PIN_CODE_MAX = 6;
export const CONTACT_NAME_MAX = 50;
export const CONTACT_EMAIL_MAX = 100;
export const CONTACT_MESSAGE_MAX = 1000;
export const CONTACT_NO_PATTERN = /^\+?\d{10,15}$/;
export const MIN_MEMBER_AGE = 18;
export const MIN_MARRIAGE_AGE_MALE = 21;
export const MIN_MARRIAGE_AGE_FEMALE = 18;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const DOCUMENT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const TITLE_IDS = { 1: 'Mr.', 2: 'Ms.', 3: 'Dr.' } as const;
export const GENDER_IDS = { 1: 'Male', 2: 'Female', 3: 'Other' } as const;
export const MARITAL_STATUS_NEVER_MARRIED = 1;
export const ROLE_IDS = { admin: 1, user: 2, editor: 3 } as const;
/** The largest id (and whole number) the database's integer columns hold: PostgreSQL refuses more with an error. */
export const MAX_DB_INTEGER = 2_147_483_647;
export const REGISTRANT_ROLE_ID = 2;
// Tests name the storage keys beside the other constants; the pages import them from storage-keys.ts.
export { AUTH_STORAGE_KEY, THEME_STORAGE_KEY } from './storage-keys';
export {
  TOAST_SUCCESS_MS,
  TOAST_ERROR_MS,
  TOAST_DEFAULT_MS,
  TOAST_LIMIT,
  HERO_AUTOPLAY_MS,
  TESTIMONIAL_AUTOPLAY_MS,
  ASSISTED_IMAGE_ROTATION_MS,
  MOBILE_MENU_CLOSE_MS,
  TOUCH_HIGHLIGHT_MS,
} from './page-timings';
