import { english, icu } from './i18n/compile';
/** Texts of the installed site without a connection (docs/decisions/040); re-exported by messages.ts. */
export const OFFLINE_TEXT = english({
  /** The dashboard's note when it shows replies kept from an earlier visit; `time` as 10:42 am. */
  showingCopy: icu<'time'>('You are offline — showing what was loaded at {time}.'),
  noConnection: 'You are offline. What you see may be out of date, and changes cannot be saved until you reconnect.',
  changeRefused: 'You are offline, so this change was not saved. Please try again when you are back online.',
  /** A dashboard screen whose data was never loaded on this device, shown once instead of its failures. */
  notLoadedBefore: 'Not available offline — this page was not loaded before',
});

/** The prompt that offers a new version of the site (docs/decisions/040). */
export const UPDATE_TEXT = english({
  updateReady: 'A new version of this site is ready.',
  reloadToUpdate: 'Reload to update',
  later: 'Later',
});

/** The page the service worker answers with for a page never opened on this device (docs/decisions/066). */
export const OFFLINE_PAGE_TEXT = english({
  title: 'You are offline',
  body: 'This page has not been opened on this device yet, so it cannot be shown without a connection. The pages you have opened here still open offline.',
  retry: 'Try again',
  home: 'Home page',
});
