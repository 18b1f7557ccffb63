// Every public page's behaviour in one module (one request on a slow link): theme toggle,
// signed-in header, mobile menu, touch feedback, the toast carried over from another page and the
// service worker that keeps the site readable offline.
import './theme-toggle';
import './account-menu';
import './mobile-menu';
import './touch-highlight';
import { showFlashToast } from './toast';
import { startPublicOffline } from '../../app/pwa/offline-shell';

showFlashToast();
// After load, so the worker never competes with the page itself on a slow link. A first visit
// keeps only this page; the offline shell waits for a sign-in or a second visit (docs/decisions/066).
// A new version is offered with "Reload to update" in the dashboard (docs/decisions/040); here it
// takes over once every tab of the site has closed, as browsers do by default.
if (import.meta.env.PROD) addEventListener('load', startPublicOffline, { once: true });
