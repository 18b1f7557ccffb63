import { SITE_NAME } from '../../../shared/site';
import { ThemeButton } from '../parts/theme-button';
import { Bell } from '../../features/notifications/bell';
import { useWords } from '../helpers/i18n';
import { normaliseRole } from '../helpers/role';
import { UserMenu } from './user-menu';

interface Props {
  menuOpen: boolean;
  onToggleMenu: () => void;
  userName: string;
  role: string;
}

/**
 * Top bar: the mobile sidebar toggle, the site name, the theme switch, the notifications bell and
 * the user menu. A relationship manager has no member notifications: their work is on the workbench.
 */
export function TopBar({ menuOpen, onToggleMenu, userName, role }: Props) {
  const words = useWords();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-pink-100 bg-white/95 px-4 backdrop-blur sm:px-6 dark:border-stone-700 dark:bg-night-2/95">
      <button
        type="button"
        onClick={onToggleMenu}
        aria-controls="dashboard-sidebar"
        aria-expanded={menuOpen}
        aria-label={menuOpen ? words.shell.closeMenu : words.shell.openMenu}
        className="rounded-lg p-2 text-stone-700 hover:bg-pink-50 lg:hidden dark:text-stone-200 dark:hover:bg-night"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <a href="/" target="_self" className="font-serif text-lg font-bold text-brand-deep dark:text-pink-200">
        {SITE_NAME}
      </a>
      <div className="ml-auto flex items-center gap-2">
        <ThemeButton />
        {normaliseRole(role) !== 'manager' && <Bell />}
        <UserMenu userName={userName} role={role} />
      </div>
    </header>
  );
}
