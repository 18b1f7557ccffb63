import { useState } from 'react';
import { notify } from '../../client/toast';
import type { MarkedPage } from '../../../shared/schemas/interests';
import { shortDate } from '../helpers/dates';
import { dashboardApi } from '../helpers/session';
import { useLoad } from '../../client/use-load';
import { MemberRow } from './member-row';
import { useWords } from '../helpers/i18n';
import { useCan } from '../helpers/family-can';
import { Pager } from './pager';
import { ErrorPanel, LoadingPanel } from './status-panel';

/** The member's own lists (docs/product/member-loop.md), shown under Shortlist and, for blocked and hidden members, in Settings. */
type MarkList = '/shortlist' | '/not-interested' | '/blocks';
const fetchMarked = (list: MarkList, page: number, pageSize: number) => dashboardApi.get<MarkedPage>(list, { page, pageSize });
const unmark = (list: MarkList, userId: number) => dashboardApi.del<{ userId: number }>(`${list}/${userId}`);

const PAGE_SIZE = 20;
export type ListKey = 'shortlist' | 'hidden' | 'blocked';
const PATHS: Record<ListKey, MarkList> = { shortlist: '/shortlist', hidden: '/not-interested', blocked: '/blocks' };
export const MARKED_LISTS = Object.keys(PATHS) as ListKey[];

/** One of the member's lists, paged, each row with the action that undoes the mark; `framed` when it stands alone on the page. */
export function MarkedMembers({ listKey, framed = false }: { listKey: ListKey; framed?: boolean }) {
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const words = useWords();
  // A family helper takes a member off the shortlist only when allowed to shortlist (docs/product/family.md).
  const can = useCan();
  const mayUndo = can(listKey === 'shortlist' ? 'shortlist' : 'block');
  const list = { path: PATHS[listKey], ...words.marked[listKey] };
  const [state, reload] = useLoad(`marks-${listKey}-${page}`, () => fetchMarked(list.path, page, PAGE_SIZE), words.marked.failed);

  async function remove(userId: number) {
    setBusy(userId);
    const result = await unmark(list.path, userId);
    setBusy(null);
    if (result.ok) notify.success(list.done);
    else notify.error(result.message);
    reload();
  }

  if (state.status === 'loading') return <LoadingPanel />;
  if (state.status === 'failed') return <ErrorPanel message={state.message} onRetry={reload} />;
  if (state.data.items.length === 0) return <p className={`${framed ? 'card ' : ''}text-stone-700 dark:text-stone-300`}>{list.empty}</p>;
  return (
    <>
      <ul className="grid gap-3" aria-label={list.label}>
        {state.data.items.map(({ member, markedAt }) => (
          <MemberRow
            key={member.userId}
            member={member}
            link={listKey === 'shortlist'}
            state={
              <p className="text-stone-700 dark:text-stone-300">
                {list.state} · {shortDate(markedAt)}
              </p>
            }
            actions={
              mayUndo && (
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busy === member.userId}
                  aria-label={`${list.remove}: ${member.fullName ?? words.common.member}`}
                  onClick={() => void remove(member.userId)}
                >
                  {list.remove}
                </button>
              )
            }
          />
        ))}
      </ul>
      <Pager page={page} pageSize={PAGE_SIZE} total={state.data.total} onPage={setPage} />
    </>
  );
}
