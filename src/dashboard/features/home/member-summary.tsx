import { DASHBOARD_TEXT, JOIN_TEXT, MSG } from '../../../shared/messages';
import { ProgressBar } from '../../../ui/progress-bar';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { PATHS } from '../../config/paths';
import { useLoad } from '../../lib/use-load';
import { fetchMemberSummary } from './api';
import { TeamNotes } from './team-notes';

const date = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** The member's home: their own figures. The server takes the member from the session. */
export function MemberSummaryView({ userName }: { userName: string }) {
  const [state, reload] = useLoad('member', fetchMemberSummary, MSG.summaryFetchFailed);
  return (
    <>
      <PageHeader title="Dashboard" intro={userName ? DASHBOARD_TEXT.welcome(userName) : undefined} />
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message || MSG.summaryFetchFailed} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          {state.data.profileProgress < 100 && (
            <a
              href={`${PATHS.myProfile}?edit=next`}
              className="mb-4 flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl bg-brand px-5 py-4 text-white shadow-sm hover:bg-brand-deep"
            >
              <span className="text-lg font-bold">{JOIN_TEXT.completeProfileBanner(state.data.profileProgress)}</span>
              <span className="text-sm text-pink-50">{JOIN_TEXT.completeProfileHelp}</span>
            </a>
          )}
          <div className="mb-6 rounded-2xl border border-pink-100 bg-white p-5 shadow-sm dark:border-stone-700 dark:bg-night-2">
            <ProgressBar label="Profile progress" value={state.data.profileProgress} />
            <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">
              <a href="/dashboard/profile/view-profile" className="font-semibold text-brand-deep underline dark:text-pink-200">
                See your profile
              </a>
              {state.data.profileVerified ? ' · Verified by our team' : ' · Not verified yet'}
            </p>
          </div>
          <TeamNotes />
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
            <StatCard label="Matches" value={state.data.matches} note={state.data.notes[0]} />
            <StatCard label="Who viewed me" value={state.data.whoViewedMe} />
            <StatCard
              label="Interests received"
              value={state.data.interestsReceived}
              note={
                <a
                  href={`${PATHS.interests}?tab=received`}
                  className="inline-flex min-h-6 items-center font-semibold text-brand-deep underline dark:text-pink-200"
                >
                  See who, and answer
                </a>
              }
            />
            <StatCard
              label="Interests sent"
              value={state.data.interestsSent}
              note={
                <a href={`${PATHS.interests}?tab=sent`} className="inline-flex min-h-6 items-center font-semibold text-brand-deep underline dark:text-pink-200">
                  See their answers
                </a>
              }
            />
            <StatCard
              label="Current plan"
              value={state.data.currentPlan?.planName ?? 'Free'}
              note={
                state.data.currentPlan
                  ? state.data.currentPlan.endsAt
                    ? `Ends on ${date(state.data.currentPlan.endsAt)}`
                    : 'No end date'
                  : 'No paid plan is active'
              }
            />
          </dl>
        </>
      )}
    </>
  );
}
