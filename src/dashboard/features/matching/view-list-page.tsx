import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { MSG } from '../../../shared/messages';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { PATHS, viewProfilePath } from '../../config/paths';
import { $me } from '../../lib/session';
import { useLoad } from '../../lib/use-load';
import { fetchViewers } from './api';
import { dateTimeText, joined } from './member-facts';

const PAGE_SIZE = 20;

/** Profile View List: who viewed my profile, the latest view per member, newest first. */
export default function ViewListPage() {
  const me = useStore($me);
  const userId = me?.userId ?? null;
  const [page, setPage] = useState(1);
  const [state, reload] = useLoad(userId === null ? null : `viewers-${userId}-${page}`, () => fetchViewers(userId, page, PAGE_SIZE), MSG.loadUsersFailed);
  return (
    <>
      <PageHeader title="Profile View List" intro="Members who looked at your profile, most recent first." />
      {(me === null || state.status === 'loading') && <LoadingPanel />}
      {me !== null && userId === null && <ErrorPanel message="We could not identify your account. Please sign out and sign in again." />}
      {state.status === 'failed' && <ErrorPanel message={MSG.loadUsersFailed} onRetry={reload} />}
      {state.status === 'succeeded' &&
        (state.data.total === 0 ? (
          <section aria-labelledby="no-views" className="card">
            <h2 id="no-views" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
              No one has viewed your profile yet
            </h2>
            <p className="mt-2 text-stone-700 dark:text-stone-300">
              Profiles with photos and every tab filled in are opened far more often. Add a photo and complete your profile, then look through your matches.
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <a href={PATHS.myProfile} className="btn btn-primary">
                Complete my profile
              </a>
              <a href={PATHS.matchingProfile} className="btn btn-outline">
                See my matches
              </a>
            </div>
          </section>
        ) : (
          <>
            <ol className="grid gap-3" aria-label="Members who viewed your profile">
              {state.data.items.map((v) => (
                <li key={v.userId} className="card flex flex-wrap items-center justify-between gap-3 !p-4">
                  <div className="min-w-0">
                    <a
                      href={viewProfilePath(v.userId)}
                      className="font-serif text-lg font-bold text-brand-deep underline-offset-2 hover:underline dark:text-pink-200"
                    >
                      {v.fullName ?? 'Member'}
                    </a>
                    <p className="text-sm text-stone-700 dark:text-stone-300">
                      {joined([v.age !== null ? `${v.age} years` : null, v.religion, v.caste, v.city])}
                    </p>
                  </div>
                  <p className="text-sm text-stone-600 dark:text-stone-300">
                    Viewed <time dateTime={v.viewedAt}>{dateTimeText(v.viewedAt)}</time>
                    {v.viewCount > 1 && ` · ${v.viewCount} times`}
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
