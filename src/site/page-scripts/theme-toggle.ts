import { THEME_STORAGE_KEY } from '../../shared/storage-keys';

/** Flips the `dark` class on <html>, remembers the choice and keeps every toggle's state in step. */
const root = document.documentElement;
const toggles = () => document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]');

function sync(): void {
  const dark = root.classList.contains('dark');
  toggles().forEach((button) => button.setAttribute('aria-pressed', String(dark)));
}

function apply(dark: boolean): void {
  root.classList.toggle('dark', dark);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, dark ? 'dark' : 'light');
  } catch {
    // private mode: the choice lasts for this page only
  }
  sync();
}

toggles().forEach((button) => button.addEventListener('click', () => apply(!root.classList.contains('dark'))));
// Another tab changed the theme.
addEventListener('storage', (event) => {
  if (event.key === THEME_STORAGE_KEY && event.newValue) apply(event.newValue === 'dark');
});
sync();
