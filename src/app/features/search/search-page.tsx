import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { formatNumber } from '../../../shared/i18n/format';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { MatchItem } from '../../../shared/schemas/matching';
import { ProfileCodeParam, SEARCH_PAGE, SEARCH_SORTS, type SearchPage as Results, type SearchSort } from '../../../shared/schemas/search';
import { useStructForm } from '../../ui/use-struct-form';
import { controlClass } from '../../ui/field';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { $router, navigate } from '../../dashboard/shell/router';
import { PATHS } from '../../dashboard/config/paths';
import { $me } from '../../dashboard/helpers/session';
import { useLoad } from '../../client/use-load';
import { fetchMyCode, findByCode, searchMembers } from './api';
import { useCardActions, type PatchCard } from '../../dashboard/parts/card-actions';
import { MatchCard } from '../../dashboard/parts/match-card';
import { SavedSearches } from './saved-searches';
import { fromAddress, toQuery, type SearchAddress } from './search-address';
import { SearchForm } from './search-form';

const go = (filters: SearchAddress) => {
  const query = toQuery(filters);
  navigate(query ? `${PATHS.search}?${query}` : PATHS.search);
};

/** Find a member by the profile code on their card or profile (SM and six letters and digits). */
function CodeLookup({ userId }: { userId: number | null }) {
  const id = useId();
  const form = useStructForm({ code: '' }, ProfileCodeParam, { restoreTyped: false, id: () => `${id}-code` });
  const [found, setFound] = useState<MatchItem | null>(null);
  // The code's fault, or the server's answer (no member has it).
  const error = form.errors._ ?? form.errors.code ?? null;
  const patch: PatchCard = (uid, change) => setFound((item) => (item && item.userId === uid ? change(item) : item));
  const { busy, act } = useCardActions(userId, patch, () => undefined);
  const [mine] = useLoad('my-profile-code', fetchMyCode, '');
  const t = useWords().search;
  return (
    <section aria-labelledby={`${id}-title`} className="card mb-6">
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.byCode}
      </h2>
      {mine.status === 'succeeded' && (
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          {t.yourCode} <strong>{mine.data.profileCode}</strong>. {t.shareCode}
        </p>
      )}
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        aria-label={t.byCode}
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.submit();
          if (!data) return setFound(null);
          void findByCode(data.code.trim()).then((result) => {
            setFound(result.ok ? result.data : null);
            form.setErrors(result.ok ? {} : { _: result.message });
          });
        }}
      >
        <div className="min-w-[10rem] flex-1">
          <label htmlFor={`${id}-code`} className="block text-sm font-semibold">
            {t.profileId}
          </label>
          <input
            id={`${id}-code`}
            required
            maxLength={12}
            autoCapitalize="characters"
            placeholder="SM4K7Q2P"
            aria-describedby={error ? `${id}-error` : undefined}
            className={controlClass(error ?? undefined)}
            name="code"
            value={form.values.code}
            onChange={(e) => form.set('code', e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t.find}
        </button>
        {error && (
          <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </form>
      {found && (
        <div className="mt-4">
          <MatchCard item={found} busy={busy === found.userId} onAction={(i, action) => void act(i, action)} />
        </div>
      )}
    </section>
  );
}

function NoResults() {
  const t = useWords().search;
  return (
    <section aria-labelledby="no-results" className="card">
      <h2 id="no-results" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.noResults}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700 dark:text-stone-300">
        <li>{t.widen}</li>
        <li>{t.more}</li>
        <li>{t.untick}</li>
      </ul>
    </section>
  );
}

/** Search (docs/product/matching.md): filters in the address, results as match cards, sort, pages, saved searches and search by profile ID. */
export default function SearchPage() {
  const me = useStore($me);
  const route = useStore($router);
  const userId = me?.userId ?? null;
  const address = fromAddress(route?.search);
  const query = toQuery(address);
  const page = Number(address.page ?? 1) || 1;
  const sort = (SEARCH_SORTS as readonly string[]).includes(address.sort ?? '') ? (address.sort as SearchSort) : 'best';
  const t = useWords().search;
  const locale = useLocale();
  const [state, reload, setState] = useLoad(userId === null ? null : `search?${query}`, () => searchMembers(query), t.failed);
  const patch: PatchCard = (uid, change) =>
    setState((s) =>
      s.status === 'succeeded'
        ? { ...s, data: { ...s.data, items: s.data.items.flatMap((i) => (i.userId === uid ? [change(i)].filter((x): x is MatchItem => x !== null) : [i])) } }
        : s,
    );
  const { busy, act } = useCardActions(userId, patch, reload);
  const results: Results | null = state.status === 'succeeded' ? state.data : null;

  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <CodeLookup userId={userId} />
      <SearchForm initial={address} onSearch={(filters) => go({ ...filters, ...(address.sort ? { sort: address.sort } : {}) })} />
      <SavedSearches current={address} onRun={go} shownAbove={state.status === 'failed' ? state.message : null} />
      <section aria-labelledby="results-title">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h2 id="results-title" aria-live="polite" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
            {results ? (results.capped ? t.moreThan({ count: formatNumber(locale, results.total) }) : t.members({ count: results.total })) : t.results}
          </h2>
          <div>
            <label htmlFor="search-sort" className="block text-sm font-semibold">
              {t.sortBy}
            </label>
            <select
              id="search-sort"
              className={controlClass()}
              value={sort}
              onChange={(e) => {
                const { page: _page, ...rest } = address;
                go({ ...rest, sort: e.target.value });
              }}
            >
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t.sort[s]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {(me === null || state.status === 'loading') && <LoadingPanel />}
        {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={address.page ? () => go({ ...address, page: '1' }) : reload} />}
        {results && results.total === 0 && <NoResults />}
        {results && results.total > 0 && (
          <>
            <div className="grid gap-4 xl:grid-cols-2">
              {results.items.map((item, index) => (
                <MatchCard key={item.userId} item={item} eager={index < 2} busy={busy === item.userId} onAction={(i, action) => void act(i, action)} />
              ))}
            </div>
            <Pager page={page} pageSize={SEARCH_PAGE.defaultPageSize} total={results.total} onPage={(p) => go({ ...address, page: String(p) })} />
          </>
        )}
      </section>
    </>
  );
}
