import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { formatNumber } from '../../../shared/i18n/format';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { MatchItem, MatchPage } from '../../../shared/schemas/matching';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { $router, navigate } from '../../dashboard/shell/router';
import { PATHS } from '../../dashboard/config/paths';
import { $me } from '../../dashboard/helpers/session';
import { useLoad } from '../../client/use-load';
import { fetchMatches } from './api';
import { useCardActions } from '../../dashboard/parts/card-actions';
import { MatchCard } from '../../dashboard/parts/match-card';

const PAGE_SIZE = 10;

/** No matches: say which preference to change, since the member can act on it. */
function NoMatches({ criteria, verifiedOnly }: { criteria: MatchPage['criteria']; verifiedOnly: boolean }) {
  const t = useWords().matchingPage;
  const locale = useLocale();
  const [min, max] = [formatNumber(locale, criteria.ageMin), formatNumber(locale, criteria.ageMax)];
  if (verifiedOnly)
    return (
      <section aria-labelledby="no-matches" className="card">
        <h2 id="no-matches" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
          {t.noVerifiedMatches}
        </h2>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{t.noVerifiedHint}</p>
        <a href={PATHS.matchingProfile} className="btn btn-outline mt-4">
          {t.showAll}
        </a>
      </section>
    );
  return (
    <section aria-labelledby="no-matches" className="card">
      <h2 id="no-matches" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.noMatches}
      </h2>
      {criteria.fromPreference ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700 dark:text-stone-300">
          <li>{t.widenAge({ min, max })}</li>
          <li>{t.anyCaste}</li>
          <li>{t.checkBack}</li>
        </ul>
      ) : (
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          {t.noPrefsBefore({ min, max })}{' '}
          <a href={PATHS.myProfile} className="font-semibold text-brand-deep underline dark:text-pink-200">
            {t.myProfile}
          </a>{' '}
          {t.noPrefsAfter}
        </p>
      )}
      <a href={PATHS.myProfile} className="btn btn-outline mt-4">
        {t.editPreferences}
      </a>
    </section>
  );
}

/** Matching Profile: ranked matches with reasons, the 'Interested' action and paging (docs/product/states.md, docs/product/messages.md). */
export default function MatchingPage() {
  const me = useStore($me);
  const userId = me?.userId ?? null;
  const route = useStore($router);
  // Kept in the address (?verifiedOnly=1), so Back and a shared link keep the choice.
  const verifiedOnly = route?.search.verifiedOnly === '1';
  const [page, setPage] = useState(1);
  const [refused, setRefused] = useState<string | null>(null);
  const words = useWords();
  const t = words.matchingPage;
  const [state, reload, setState] = useLoad(
    userId === null ? null : `matches-${userId}-${page}-${verifiedOnly ? 'verified' : 'all'}`,
    async () => {
      const result = await fetchMatches(page, PAGE_SIZE, verifiedOnly);
      // A 400 is advice the member can act on (no profile yet); anything else is a failed load.
      setRefused(!result.ok && result.status === 400 ? result.message : null);
      return result;
    },
    t.failed,
  );

  const patch = (userId: number, change: (item: MatchItem) => MatchItem | null) =>
    setState((s) =>
      s.status === 'succeeded'
        ? { ...s, data: { ...s.data, items: s.data.items.flatMap((i) => (i.userId === userId ? [change(i)].filter((x): x is MatchItem => x !== null) : [i])) } }
        : s,
    );

  const { busy, act } = useCardActions(userId, patch, reload);

  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <label className="mb-4 flex min-h-11 w-fit items-center gap-2 font-semibold">
        <input
          type="checkbox"
          checked={verifiedOnly}
          onChange={(e) => {
            setPage(1);
            navigate(e.target.checked ? `${PATHS.matchingProfile}?verifiedOnly=1` : PATHS.matchingProfile);
          }}
        />
        {t.verifiedOnly}
      </label>
      {(me === null || state.status === 'loading') && <LoadingPanel />}
      {me !== null && userId === null && <ErrorPanel message={me.family ? words.matching.helperNoMember : words.matching.noAccount} />}
      {state.status === 'failed' &&
        (refused ? (
          <section aria-labelledby="no-profile" className="card">
            <h2 id="no-profile" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
              {t.aboutYouFirst}
            </h2>
            <p className="mt-2 text-stone-700 dark:text-stone-300">{refused}</p>
            <a href={PATHS.myProfile} className="btn btn-primary mt-4">
              {words.matching.completeProfile}
            </a>
          </section>
        ) : (
          // A failed match load says 'Failed to load users' (docs/product/messages.md).
          <ErrorPanel message={t.failed} onRetry={reload} />
        ))}
      {state.status === 'succeeded' && (
        <>
          {state.data.relaxedFrom !== 'none' && state.data.total > 0 && (
            <p
              role="note"
              className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500 dark:bg-night-2 dark:text-amber-200"
            >
              {state.data.relaxedFrom === 'caste' ? t.relaxedCaste : t.relaxedMore}
            </p>
          )}
          {state.data.total === 0 ? (
            <NoMatches criteria={state.data.criteria} verifiedOnly={verifiedOnly} />
          ) : (
            <>
              <div className="grid gap-4 xl:grid-cols-2">
                {state.data.items.map((item, index) => (
                  <MatchCard key={item.userId} item={item} eager={index < 2} busy={busy === item.userId} onAction={(i, action) => void act(i, action)} />
                ))}
              </div>
              <Pager page={page} pageSize={PAGE_SIZE} total={state.data.total} onPage={setPage} />
            </>
          )}
        </>
      )}
    </>
  );
}
