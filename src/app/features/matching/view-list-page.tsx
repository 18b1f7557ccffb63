import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { formatNumber } from '../../../shared/i18n/format';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { PATHS, viewProfilePath } from '../../dashboard/config/paths';
import { $me } from '../../dashboard/helpers/session';
import { useLoad } from '../../client/use-load';
import { fetchViewers } from './api';
import { joined } from '../../dashboard/helpers/member-facts';
import { dateTime } from '../../dashboard/helpers/dates';

const PAGE_SIZE = 20;

/** Profile View List: who viewed my profile, the latest view per member, newest first. */
export default function ViewListPage() {
  const me = useStore($me);
  const userId = me?.userId ?? null;
  const [page, setPage] = useState(1);
  const words = useWords();
  const t = words.matching;
  const locale = useLocale();
  const [state, reload] = useLoad(userId === null ? null : `viewers-${userId}-${page}`, () => fetchViewers(userId, page, PAGE_SIZE), t.viewsFailed);
  return (
    <>
      <PageHeader title={t.viewsTitle} intro={t.viewsIntro} />
      {(me === null || state.status === 'loading') && <LoadingPanel />}
      {me !== null && userId === null && <ErrorPanel message={t.noAccount} />}
      {state.status === 'failed' && <ErrorPanel message={t.viewsFailed} onRetry={reload} />}
      {state.status === 'succeeded' &&
        (state.data.total === 0 ? (
          <section aria-labelledby="no-views" className="card">
            <h2 id="no-views" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
              {t.noViewsTitle}
            </h2>
            <p className="mt-2 text-stone-700 dark:text-stone-300">{t.noViewsHelp}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <a href={PATHS.myProfile} className="btn btn-primary">
                {t.completeProfile}
              </a>
              <a href={PATHS.matchingProfile} className="btn btn-outline">
                {t.seeMatches}
              </a>
            </div>
          </section>
        ) : (
          <>
            <ol className="grid gap-3" aria-label={t.viewers}>
              {state.data.items.map((v) => (
                <li key={v.userId} className="card flex flex-wrap items-center justify-between gap-3 !p-4">
                  <div className="min-w-0">
                    <a
                      href={viewProfilePath(v.userId)}
                      className="font-serif text-lg font-bold text-brand-deep underline-offset-2 hover:underline dark:text-pink-200"
                    >
                      {v.fullName ?? words.common.member}
                    </a>
                    <p className="text-sm text-stone-700 dark:text-stone-300">
                      {joined([v.age !== null ? words.common.years({ age: formatNumber(locale, v.age) }) : null, v.religion, v.caste, v.city])}
                    </p>
                  </div>
                  <p className="text-sm text-stone-600 dark:text-stone-300">
                    {t.viewed} <time dateTime={v.viewedAt}>{dateTime(v.viewedAt)}</time>
                    {v.viewCount > 1 && t.times({ count: formatNumber(locale, v.viewCount) })}
                  </p>
                </li>
              ))}
            </ol>
            <Pager page={page} pageSize={PAGE_SIZE} total={state.data.total} onPage={setPage} />
          </>
        ))}
    </>
  );
}
