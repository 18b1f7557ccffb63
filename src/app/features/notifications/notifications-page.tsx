import { useState } from 'react';
import { notify } from '../../client/toast';
import { NOTIFICATION_TYPES, type NotificationItem } from '../../../shared/schemas/conversations';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { navigate } from '../../dashboard/shell/router';
import { whenShort } from '../../dashboard/helpers/dates';
import { bellChanged, useLive } from '../../dashboard/helpers/live';
import { useLoad } from '../../client/use-load';
import { fetchNotifications, markAllRead, markNotificationRead } from './api';
import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { useWorded } from '../../dashboard/helpers/phrase';
import { formatNumber } from '../../../shared/i18n/format';

const PAGE_SIZE = 20;

/** Notifications: what happened, newest first, each linking to what it is about; mark one or all read (docs/product/member-loop.md). */
export default function NotificationsPage() {
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const t = useWords().notifications;
  const locale = useLocale();
  const worded = useWorded();
  const [state, reload, , refresh] = useLoad(`notifications-${page}`, () => fetchNotifications(page, PAGE_SIZE), t.failed);
  useLive(() => refresh(), NOTIFICATION_TYPES);

  async function open(item: NotificationItem) {
    if (!item.read) {
      await markNotificationRead(item.id);
      bellChanged();
    }
    navigate(item.link);
  }
  async function readAll() {
    setBusy(true);
    const result = await markAllRead();
    setBusy(false);
    if (!result.ok) notify.error(result.message);
    bellChanged();
    reload();
  }
  const unread = state.status === 'succeeded' ? state.data.unread : 0;

  return (
    <>
      <PageHeader
        title={t.title}
        intro={state.status !== 'succeeded' ? undefined : unread ? t.unread({ count: formatNumber(locale, unread) }) : t.caughtUp}
        actions={
          <button type="button" className="btn btn-outline" disabled={busy || unread === 0} onClick={() => void readAll()}>
            {t.markAllRead}
          </button>
        }
      />
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' &&
        (state.data.items.length === 0 ? (
          <p className="card">{t.empty}</p>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-2" aria-label={t.title}>
              {state.data.items.map((item) => (
                <li key={item.id}>
                  <a
                    href={item.link}
                    onClick={(event) => {
                      event.preventDefault();
                      void open(item);
                    }}
                    className={`card flex items-start gap-3 !p-4 hover:border-pink-300 dark:hover:border-pink-400 ${item.read ? '' : 'border-l-4 !border-l-brand-deep dark:!border-l-pink-300'}`}
                  >
                    <span className="min-w-0 flex-1">
                      <span className={item.read ? 'text-stone-700 dark:text-stone-300' : 'font-semibold'}>
                        {!item.read && <span className="sr-only">{t.unreadPrefix}</span>}
                        {worded(item.phrase, item.text)}
                      </span>
                      <span className="mt-0.5 block text-xs text-stone-600 dark:text-stone-300">{whenShort(item.createdAt)}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={PAGE_SIZE} total={state.data.total} onPage={setPage} />
          </>
        ))}
    </>
  );
}
