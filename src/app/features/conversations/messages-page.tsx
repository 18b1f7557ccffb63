import { useState } from 'react';
import type { ConversationItem } from '../../../shared/schemas/conversations';
import { MemberPhoto } from '../../dashboard/parts/member-photo';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { PATHS, threadPath } from '../../dashboard/config/paths';
import { whenShort } from '../../dashboard/helpers/dates';
import { useLive } from '../../dashboard/helpers/live';
import { useLoad } from '../../client/use-load';
import { fetchConversations } from './api';
import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { formatNumber } from '../../../shared/i18n/format';
import type { DashboardWords } from '../../../shared/i18n/dashboard/en';

const PAGE_SIZE = 20;

function preview(item: ConversationItem, t: DashboardWords['messages']): string {
  if (!item.lastMessage) return t.sayHello;
  return `${item.lastMessage.mine ? t.youPrefix : ''}${item.lastMessage.body}`;
}

/** Messages: one conversation per connection, latest first, with the last message and unread count (docs/product/member-loop.md). */
export default function MessagesPage() {
  const [page, setPage] = useState(1);
  const words = useWords();
  const t = words.messages;
  const locale = useLocale();
  const [state, reload, , refresh] = useLoad(`conversations-${page}`, () => fetchConversations(page, PAGE_SIZE), t.failed);
  useLive(() => refresh(), ['message.sent', 'message.read', 'interest.accepted']);

  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' &&
        (state.data.items.length === 0 ? (
          <div className="card">
            <p>{t.empty}</p>
            <a href={PATHS.interests} className="btn btn-outline mt-3 inline-flex">
              {t.goToInterests}
            </a>
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-3" aria-label={t.conversations}>
              {state.data.items.map((item) => {
                const name = item.member.fullName ?? words.common.member;
                return (
                  <li key={item.member.userId}>
                    <a
                      href={threadPath(item.member.userId)}
                      className="card flex items-center gap-3 !p-4 hover:border-pink-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-deep dark:hover:border-pink-400"
                    >
                      <MemberPhoto url={item.member.photoUrl} name={name} className="h-14 w-14 shrink-0 rounded-full" />
                      <span className="min-w-0 flex-1">
                        <span className="flex items-baseline justify-between gap-2">
                          <span className="truncate font-serif text-lg font-bold text-brand-deep dark:text-pink-200">{name}</span>
                          <span className="shrink-0 text-xs text-stone-600 dark:text-stone-300">{whenShort(item.updatedAt)}</span>
                        </span>
                        <span className="flex items-center justify-between gap-2">
                          <span
                            className={`truncate text-sm ${item.unread ? 'font-semibold text-ink dark:text-stone-100' : 'text-stone-700 dark:text-stone-300'}`}
                          >
                            {preview(item, t)}
                          </span>
                          {item.unread > 0 && (
                            <span className="shrink-0 rounded-full bg-brand-deep px-2 text-xs leading-5 font-bold text-white dark:bg-pink-300 dark:text-night">
                              {t.unread({ count: formatNumber(locale, item.unread) })}
                            </span>
                          )}
                        </span>
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
            <Pager page={page} pageSize={PAGE_SIZE} total={state.data.total} onPage={setPage} />
          </>
        ))}
    </>
  );
}
