import { $auth, logout } from '../../app/stores/auth';
import { flashToast } from '../../app/client/flash-toast';

/**
 * Signed-in header: keeps the `signed-in` class (set before paint by the head script) in step with
 * the `authData` store, fills in the member's name, runs the profile dropdown and logout.
 */
const root = document.documentElement;
$auth.subscribe((auth) => {
  root.classList.toggle('signed-in', Boolean(auth?.accessToken));
  document.querySelectorAll<HTMLElement>('[data-user-name]').forEach((el) => {
    // The page's own words for 'My account' (in its language) are kept for a signed-out state.
    el.dataset.blank ??= el.textContent ?? '';
    el.textContent = auth?.userName || el.dataset.blank;
  });
});

const trigger = document.querySelector<HTMLButtonElement>('[data-account-trigger]');
const menu = document.getElementById('account-menu');

function setOpen(open: boolean, restoreFocus = false): void {
  if (!trigger || !menu) return;
  trigger.setAttribute('aria-expanded', String(open));
  menu.hidden = !open;
  if (open) menu.querySelector<HTMLElement>('a,button')?.focus();
  else if (restoreFocus) trigger.focus();
}

trigger?.addEventListener('click', () => setOpen(trigger.getAttribute('aria-expanded') !== 'true'));
document.addEventListener('click', (event) => {
  const target = event.target as Node;
  if (menu && !menu.hidden && !menu.contains(target) && !trigger?.contains(target)) setOpen(false);
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && menu && !menu.hidden) setOpen(false, true);
});

/** Logout (docs/product/states.md): tell the server, clear auth data, toast, go to /login. */
async function signOut(event: Event): Promise<void> {
  // The texts come from the markup (rendered from MSG) so the messages module stays out of this bundle.
  const texts = (event.currentTarget as HTMLElement).dataset;
  let toast: [string, 'success' | 'error'] = [texts.logout ?? '', 'success'];
  if ($auth.get()?.accessToken) {
    // Loaded on demand so the API client never weighs on the first paint.
    const [{ apiGet, serverMessageOr }, { textOf }] = await Promise.all([import('../../app/client/api'), import('../../shared/message-code')]);
    const result = await apiGet('/auth/logout');
    // As the dashboard does (docs/product/messages.md): the server's message or 'Logout failed!', 'Something went
    // wrong!' without a reply; a server that already forgot the token (401) is a success.
    if (!result.ok && result.status !== 401) toast = [textOf(serverMessageOr(result, texts.logoutFailed ?? '', texts.logoutError ?? '')), 'error'];
  }
  logout(); // the local session ends either way
  flashToast(...toast);
  // The sign-in page in the language of the page the member was on: /hi/… → /hi/login.
  location.assign(`${/^\/(hi|ta)(?=\/|$)/.exec(location.pathname)?.[0] ?? ''}/login`);
}

document.querySelectorAll('[data-logout]').forEach((button) => button.addEventListener('click', signOut));
