import { shownPlanName } from '../../../shared/plan-name';
import { ProgressBar } from '../../ui/progress-bar';
import { PageHeader } from '../../dashboard/parts/page-header';
import { StatCard } from '../../dashboard/parts/stat-card';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { PATHS } from '../../dashboard/config/paths';
import { useLoad } from '../../client/use-load';
import { fetchMemberSummary } from './api';
import { TeamNotes } from './team-notes';
import { AppealBox } from './appeal-box';
import { PausedReminder } from './paused-reminder';
import { SafetyNoteBox } from './safety-note-box';
import { spoken, useLocale, useWords } from '../../dashboard/helpers/i18n';
import { longDate } from '../../dashboard/helpers/dates';
import { formatNumber } from '../../../shared/i18n/format';
import { useLive } from '../../dashboard/helpers/live';
import type { NotificationType } from '../../../shared/schemas/live-events';

/** The live events that change a figure on the member's home (interests, views, photo requests). */
const LIVE_FIGURES: readonly NotificationType[] = ['interest.received', 'interest.accepted', 'interest.declined', 'profile.viewed', 'photo.requested'];

/** The member's home: their own figures. The server takes the member from the session. */
export function MemberSummaryView({ userName }: { userName: string }) {
  const words = useWords();
  const t = words.home;
  const locale = useLocale();
  const n = (value: number) => formatNumber(locale, value);
  const [state, reload, , refresh] = useLoad('member', fetchMemberSummary, t.fetchFailed);
  // The figures change as the bell does: read again, without a loading screen, when news arrives.
  useLive(() => refresh(), LIVE_FIGURES);
  return (
    <>
      <PageHeader title={t.title} intro={userName ? t.welcome({ name: userName }) : undefined} />
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          {state.data.profileProgress < 100 && (
            <a
              href={`${PATHS.myProfile}?edit=next`}
              className="mb-4 flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl bg-brand px-5 py-4 text-white shadow-sm hover:bg-brand-deep"
            >
              <span className="text-lg font-bold">{t.completeProfile({ percent: state.data.profileProgress })}</span>
              <span className="text-sm text-pink-50">{t.completeProfileHelp}</span>
            </a>
          )}
          <div className="mb-6 rounded-2xl border border-pink-100 bg-white p-5 shadow-sm dark:border-stone-700 dark:bg-night-2">
            <ProgressBar label={t.progress} value={state.data.profileProgress} />
            <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">
              <a href="/dashboard/profile/view-profile" className="font-semibold text-brand-deep underline dark:text-pink-200">
                {t.seeProfile}
              </a>
              {state.data.profileVerified ? t.verified : t.notVerified}
            </p>
          </div>
          <PausedReminder />
          <AppealBox />
          <TeamNotes />
          <SafetyNoteBox />
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
            <StatCard
              label={t.matches}
              value={n(state.data.matches)}
              note={state.data.notes[0] && spoken({ text: state.data.notes[0], ...state.data.noteCodes?.[0] })}
            />
            <StatCard label={t.whoViewedMe} value={n(state.data.whoViewedMe)} />
            <StatCard
              label={t.interestsReceived}
              value={n(state.data.interestsReceived)}
              note={
                <a
                  href={`${PATHS.interests}?tab=received`}
                  className="inline-flex min-h-6 items-center font-semibold text-brand-deep underline dark:text-pink-200"
                >
                  {t.seeWho}
                </a>
              }
            />
            <StatCard
              label={t.interestsSent}
              value={n(state.data.interestsSent)}
              note={
                <a href={`${PATHS.interests}?tab=sent`} className="inline-flex min-h-6 items-center font-semibold text-brand-deep underline dark:text-pink-200">
                  {t.seeAnswers}
                </a>
              }
            />
            <StatCard
              label={t.currentPlan}
              value={state.data.currentPlan ? shownPlanName(state.data.currentPlan) : t.free}
              note={
                state.data.currentPlan
                  ? state.data.currentPlan.endsAt
                    ? t.endsOn({ date: longDate(state.data.currentPlan.endsAt) })
                    : t.noEndDate
                  : t.noPaidPlan
              }
            />
          </dl>
        </>
      )}
    </>
  );
}
