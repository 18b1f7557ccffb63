import { useEffect, useState } from 'react';
import { THEME_STORAGE_KEY } from '../../../shared/storage-keys';
import { useWords } from '../helpers/i18n';

/** The public site's theme switch for the shell: same `dark` class on <html>, same stored key. */
export function ThemeButton() {
  const root = document.documentElement;
  const [dark, setDark] = useState(root.classList.contains('dark'));
  const words = useWords();
  useEffect(() => {
    const onStorage = (e: StorageEvent) => e.key === THEME_STORAGE_KEY && e.newValue && apply(e.newValue === 'dark');
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  });
  function apply(next: boolean) {
    root.classList.toggle('dark', next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next ? 'dark' : 'light');
    } catch {
      // private mode: the choice lasts for this page only
    }
    setDark(next);
  }
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={words.shell.darkTheme}
      onClick={() => apply(!dark)}
      className="rounded-full p-2 text-stone-700 hover:bg-pink-50 dark:text-stone-200 dark:hover:bg-night"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        {dark ? (
          <path d="M12 3v2m0 14v2m9-9h-2M5 12H3m15.4-6.4-1.4 1.4M7 17l-1.4 1.4m12.8 0L17 17M7 7 5.6 5.6M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0z" />
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </svg>
    </button>
  );
}
