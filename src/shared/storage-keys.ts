// The browser storage keys the public pages read before anything else, in a module of their own:
// a page that needs a key loads these few bytes, not every constant of the site.

/** localStorage: the signed-in member's session (the auth store). */
export const AUTH_STORAGE_KEY = 'authData';
/** sessionStorage: the language of the site a person signed in on, for the dashboard's language offer. */
export const SIGNED_IN_FROM_KEY = 'signedInFrom';
/** localStorage: 'dark' or 'light', the theme the person chose. */
export const THEME_STORAGE_KEY = 'theme';
/** sessionStorage key for a toast that must survive a page change (logout shows it on /login). */
export const FLASH_TOAST_KEY = 'flashToast';
