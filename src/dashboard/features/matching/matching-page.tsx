import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { MSG } from '../../../shared/messages';
import type { MatchItem, MatchPage } from '../../../shared/schemas/matching';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { $router, navigate } from '../../app/router';
import { PATHS } from '../../config/paths';
import { $me } from '../../lib/session';
import { useLoad } from '../../lib/use-load';
import { fetchMatches } from './api';
import { useCardActions } from './card-actions';
import { MatchCard } from './match-card';

const PAGE_SIZE = 10;
const RELAXED: Record<MatchPage['relaxedFrom'], string> = {
  none: '',
  caste: 'Few profiles match all your preferences, so we also show members outside your preferred caste. Each such profile says so.',
  'caste-occupation-education':
    'Few profiles match all your preferences, so we also show members outside your preferred caste, occupation or education. Each such profile says so.',
};

const profileLink = (
  <a href={PATHS.myProfile} className="font-semibold text-brand-deep underline dark:text-pink-200">
    My Profile
  </a>
);

/** No matches: say which preference to change, since the member can act on it. */
function NoMatches({ criteria, verifiedOnly }: { criteria: MatchPage['criteria']; verifiedOnly: boolean }) {
  if (verifiedOnly)
    return (
      <section aria-labelledby="no-matches" className="card">
        <h2 id="no-matches" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
          No verified matches yet
        </h2>
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          None of your matches has been verified by our team yet. Show all matches to see the others, or check back later.
        </p>
        <a href={PATHS.matchingProfile} className="btn btn-outline mt-4">
          Show all matches
        </a>
      </section>
    );
  return (
    <section aria-labelledby="no-matches" className="card">
      <h2 id="no-matches" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        No matches yet
      </h2>
      {criteria.fromPreference ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700 dark:text-stone-300">
          <li>
            Widen your preferred age range (now {criteria.ageMin}–{criteria.ageMax} years).
          </li>
          <li>Choose any caste, education or occupation in your partner preferences instead of one.</li>
          <li>Check back later: new members join and are verified every day.</li>
        </ul>
      ) : (
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          We looked for members aged {criteria.ageMin}–{criteria.ageMax} of your religion. Fill in the Partner Preferences tab of {profileLink} to tell us whom
          you are looking for.
        </p>
      )}
      <a href={PATHS.myProfile} className="btn btn-outline mt-4">
        Edit my preferences
      </a>
    </section>
  );
}

/** Matching Profile: ranked matches with reasons, the 'Interested' action and paging (spec §4, §8). */
export default function MatchingPage() {
  const me = useStore($me);
  const userId = me?.userId ?? null;
  const route = useStore($router);
  // Kept in the address (?verifiedOnly=1), so Back and a shared link keep the choice.
  const verifiedOnly = route?.search.verifiedOnly === '1';
  const [page, setPage] = useState(1);
  const [refused, setRefused] = useState<string | null>(null);
  const [state, reload, setState] = useLoad(
    userId === null ? null : `matches-${userId}-${page}-${verifiedOnly ? 'verified' : 'all'}`,
    async () => {
      const result = await fetchMatches(page, PAGE_SIZE, verifiedOnly);
      // A 400 is advice the member can act on (no profile yet); anything else is a failed load.
      setRefused(!result.ok && result.status === 400 ? result.message : null);
      return result;
    },
    MSG.loadUsersFailed,
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
      <PageHeader title="Matching Profile" intro="Members who fit your partner preferences, best first, with the reasons they match." />
      <label className="mb-4 flex min-h-11 w-fit items-center gap-2 font-semibold">
        <input
          type="checkbox"
          checked={verifiedOnly}
          onChange={(e) => {
            setPage(1);
            navigate(e.target.checked ? `${PATHS.matchingProfile}?verifiedOnly=1` : PATHS.matchingProfile);
          }}
        />
        Verified profiles only
      </label>
      {(me === null || state.status === 'loading') && <LoadingPanel />}
      {me !== null && userId === null && <ErrorPanel message="We could not identify your account. Please sign out and sign in again." />}
      {state.status === 'failed' &&
        (refused ? (
          <section aria-labelledby="no-profile" className="card">
            <h2 id="no-profile" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
              Tell us about yourself first
            </h2>
            <p className="mt-2 text-stone-700 dark:text-stone-300">{refused}</p>
            <a href={PATHS.myProfile} className="btn btn-primary mt-4">
              Complete my profile
            </a>
          </section>
        ) : (
          // Spec §8: a failed match load says 'Failed to load users'.
          <ErrorPanel message={MSG.loadUsersFailed} onRetry={reload} />
        ))}
      {state.status === 'succeeded' && (
        <>
          {state.data.relaxedFrom !== 'none' && state.data.total > 0 && (
            <p
              role="note"
              className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500 dark:bg-night-2 dark:text-amber-200"
            >
              {RELAXED[state.data.relaxedFrom]}
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
