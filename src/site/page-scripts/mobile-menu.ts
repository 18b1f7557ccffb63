import { MOBILE_MENU_CLOSE_MS } from '../../shared/page-timings';

/**
 * Mobile slide-in menu (3/4 of the width): Escape, the close button, the backdrop or a link close
 * it with a 300 ms slide; focus stays inside while open and returns to the toggle afterwards.
 */
const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const panel = document.getElementById('mobile-menu');
const backdrop = document.getElementById('mobile-menu-backdrop');
const FOCUSABLE = 'a[href],button:not([disabled]),[tabindex]:not([tabindex="-1"])';
let closeTimer: ReturnType<typeof setTimeout> | undefined;

const visibleFocusables = () => [...(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.offsetParent !== null);

function open(): void {
  if (!panel || !toggle || !backdrop) return;
  clearTimeout(closeTimer);
  panel.hidden = false;
  backdrop.hidden = false;
  void panel.offsetWidth; // commit the off-screen position so the slide-in animates
  panel.classList.add('is-open');
  backdrop.classList.add('is-open');
  panel.dataset.state = 'open';
  toggle.setAttribute('aria-expanded', 'true');
  document.body.classList.add('overflow-hidden');
  visibleFocusables()[0]?.focus();
}

function close(): void {
  if (!panel || !toggle || !backdrop || panel.dataset.state !== 'open') return;
  panel.classList.remove('is-open');
  backdrop.classList.remove('is-open');
  panel.dataset.state = 'closing';
  toggle.setAttribute('aria-expanded', 'false');
  document.body.classList.remove('overflow-hidden');
  toggle.focus();
  closeTimer = setTimeout(() => {
    panel.hidden = true;
    backdrop.hidden = true;
    panel.dataset.state = 'closed';
  }, MOBILE_MENU_CLOSE_MS);
}

function trapTab(event: KeyboardEvent): void {
  const items = visibleFocusables();
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel?.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel?.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

if (panel && backdrop) {
  for (const el of [panel, backdrop]) el.style.transitionDuration = `${MOBILE_MENU_CLOSE_MS}ms`;
  toggle?.addEventListener('click', () => (panel.dataset.state === 'open' ? close() : open()));
  backdrop.addEventListener('click', close);
  panel.querySelectorAll('[data-menu-close], a').forEach((el) => el.addEventListener('click', close));
  document.addEventListener('keydown', (event) => {
    if (panel.dataset.state !== 'open') return;
    if (event.key === 'Escape') close();
    else if (event.key === 'Tab') trapTab(event);
  });
  // Growing past the mobile breakpoint with the menu open would leave the page locked.
  matchMedia('(min-width: 768px)').addEventListener('change', (e) => e.matches && close());
}
