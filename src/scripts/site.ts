// Every public page's behaviour in one module (one request on a slow link): theme toggle,
// signed-in header, mobile menu, touch feedback and the toast carried over from another page.
import './theme-toggle';
import './account-menu';
import './mobile-menu';
import './touch-highlight';
import { showFlashToast } from './toast';

showFlashToast();
