import { NOTIFICATION_TYPES } from '../../../shared/schemas/live-events';
import { useBellChanged, useLive } from '../../dashboard/helpers/live';
import { useLoad } from '../../client/use-load';
import { PATHS } from '../../dashboard/config/paths';
import { fetchUnread } from './api';
import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { formatNumber } from '../../../shared/i18n/format';

/** The top bar's bell: the unread count, kept up to date by the live stream; opens the Notifications page. */
export function Bell() {
  const words = useWords();
  const locale = useLocale();
  const [state, , , refresh] = useLoad('notifications-unread', fetchUnread, words.notifications.failed);
  useLive(() => refresh(), NOTIFICATION_TYPES);
  useBellChanged(refresh);
  const unread = state.status === 'succeeded' ? state.data.unread : 0;
  const label = unread ? words.shell.notificationsUnread({ count: formatNumber(locale, unread) }) : words.shell.notifications;
  return (
    <a
      href={PATHS.notifications}
      aria-label={label}
      title={label}
      className="relative rounded-lg p-2 text-stone-700 hover:bg-pink-50 dark:text-stone-200 dark:hover:bg-night"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {unread > 0 && (
        <span
          data-testid="bell-count"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-deep px-1.5 text-center text-xs leading-5 font-bold text-white dark:bg-pink-300 dark:text-night"
        >
          {unread > 99 ? `${formatNumber(locale, 99)}+` : formatNumber(locale, unread)}
        </span>
      )}
    </a>
  );
}
