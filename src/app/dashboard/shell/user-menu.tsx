import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../parts/avatar';
import { PATHS } from '../config/paths';
import { isAdminRole, normaliseRole, roleLabel } from '../helpers/role';
import { signOut } from '../helpers/session';
import { useLocale, useWords } from '../helpers/i18n';
import { LanguageChoice } from './language-choice';

/** The user menu (docs/product/pages.md); closes on an outside click and on Escape (focus returns to the button). */
export function UserMenu({ userName, role }: { userName: string; role: string }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const words = useWords();
  const locale = useLocale();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const itemClass = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-stone-800 hover:bg-pink-50 dark:text-stone-100 dark:hover:bg-night';
  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={words.shell.userMenuFor({ name: userName || words.shell.guest })}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full p-1 pr-3 hover:bg-pink-50 dark:hover:bg-night"
      >
        <Avatar admin={isAdminRole(role)} />
        <span className="hidden max-w-[10rem] truncate text-sm font-semibold sm:inline" translate="no">
          {userName}
        </span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 mt-2 w-64 rounded-xl border border-pink-100 bg-white p-2 shadow-lg dark:border-stone-700 dark:bg-night-2"
      >
        <div className="border-b border-pink-100 px-3 pt-1 pb-2 dark:border-stone-700">
          <p className="truncate font-semibold" data-testid="user-menu-name">
            {userName || words.shell.guest}
          </p>
          <p className="text-sm text-stone-600 dark:text-stone-300" data-testid="user-menu-role">
            {words.shell.roles[normaliseRole(role)] ?? roleLabel(role)}
          </p>
        </div>
        <ul className="pt-1">
          <li>
            <a href={PATHS.myProfile} className={itemClass} onClick={() => setOpen(false)}>
              {words.shell.profile}
            </a>
          </li>
          <li>
            <a href={PATHS.account} className={itemClass} onClick={() => setOpen(false)}>
              {words.shell.yourData}
            </a>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={() => void signOut(locale)}>
              {words.shell.logout}
            </button>
          </li>
        </ul>
        <LanguageChoice />
      </div>
    </div>
  );
}
