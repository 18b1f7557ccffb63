import { MSG } from '../../../shared/messages';
import { PageHeader } from '../../dashboard/parts/page-header';
import { StatCard } from '../../dashboard/parts/stat-card';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { useLoad } from '../../client/use-load';
import { fetchAdminSummary } from './api';
import { SignupsChart } from './signups-chart';
import { adminHomeWords } from '../../../shared/i18n/admin/home';
import { formatNumber, formatRupees } from '../../../shared/i18n/format';
import { useLocale, useScreenWords } from '../../dashboard/helpers/i18n';

export function AdminSummaryView() {
  const [state, reload] = useLoad('admin', fetchAdminSummary, MSG.summaryFetchFailed);
  const t = useScreenWords(adminHomeWords);
  const locale = useLocale();
  const num = (value: number) => formatNumber(locale, value);
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      {state.status === 'loading' && <LoadingPanel />}
      {/* The server's message, or 'Fetch failed' (docs/product/messages.md). */}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            <StatCard label={t.members} value={num(state.data.totalMembers)} />
            <StatCard label={t.verifiedMembers} value={num(state.data.verifiedMembers)} note={t.verifiedNote} />
            <StatCard label={t.newThisWeek} value={num(state.data.newThisWeek)} />
            <StatCard label={t.completeProfiles} value={num(state.data.completeProfiles)} />
            <StatCard label={t.activeSubscriptions} value={num(state.data.activeSubscriptions)} />
            <StatCard label={t.revenue} value={formatRupees(locale, state.data.revenueInr)} note={t.revenueNote} />
            <StatCard
              label={t.unreadContact}
              value={num(state.data.unreadContactMessages)}
              note={
                <a href="/dashboard/contact-list" className="inline-flex min-h-6 items-center underline">
                  {t.openContactList}
                </a>
              }
            />
          </dl>
          <SignupsChart days={state.data.signupsPerDay} />
        </>
      )}
    </>
  );
}
