// Every public page's behaviour in one module (one request on a slow link): theme toggle,
// signed-in header, mobile menu, touch feedback, the toast carried over from another page and the
// service worker that keeps the site readable offline.
import './theme-toggle';
import './account-menu';
import './mobile-menu';
import './touch-highlight';
import { showFlashToast } from './toast';
import { SERVICE_WORKER_URL } from '../shared/offline-reads';

showFlashToast();
// After load, so the worker's precaching never competes with the page itself on a slow link. A new
// version is offered with "Reload to update" in the dashboard (docs/decisions/040); here it takes
// over once every tab of the site has closed, as browsers do by default.
if (import.meta.env.PROD) {
  addEventListener('load', () => navigator.serviceWorker?.register(SERVICE_WORKER_URL).catch(() => undefined), { once: true });
}
