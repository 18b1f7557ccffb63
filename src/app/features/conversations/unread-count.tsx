import { useBellChanged, useLive } from '../../dashboard/helpers/live';
import { useLoad } from '../../client/use-load';
import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { formatNumber } from '../../../shared/i18n/format';
import { fetchUnreadMessages } from './api';

/** Live types that change how many messages are unread: a new one, or one read in another tab. */
const MESSAGE_EVENTS = ['message.sent', 'message.read'] as const;

/**
 * The Messages menu item's count of unread messages, kept up to date by the same live stream and
 * same-tab signal as the bell (docs/product/member-loop.md). Nothing while there are none.
 */
export function UnreadMessagesCount() {
  const words = useWords();
  const locale = useLocale();
  const [state, , , refresh] = useLoad('messages-unread', fetchUnreadMessages, words.messages.failed);
  useLive(() => refresh(), MESSAGE_EVENTS);
  useBellChanged(refresh);
  const unread = state.status === 'succeeded' ? state.data.unread : 0;
  if (unread === 0) return null;
  return (
    <span
      data-testid="messages-count"
      className="ml-auto min-w-5 rounded-full bg-brand-deep px-1.5 text-center text-xs leading-5 font-bold text-white dark:bg-pink-300 dark:text-night"
    >
      <span aria-hidden="true">{unread > 99 ? `${formatNumber(locale, 99)}+` : formatNumber(locale, unread)}</span>
      <span className="sr-only">{words.messages.unread({ count: formatNumber(locale, unread) })}</span>
    </span>
  );
}
