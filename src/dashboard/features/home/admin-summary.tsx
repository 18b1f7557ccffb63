import { MSG } from '../../../shared/messages';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { useLoad } from '../../../lib/use-load';
import { fetchAdminSummary } from './api';
import { SignupsChart } from './signups-chart';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const num = new Intl.NumberFormat('en-IN');

export function AdminSummaryView() {
  const [state, reload] = useLoad('admin', fetchAdminSummary, MSG.summaryFetchFailed);
  return (
    <>
      <PageHeader title="Dashboard" intro="Site figures at a glance." />
      {state.status === 'loading' && <LoadingPanel />}
      {/* The server's message, or 'Fetch failed' (docs/product/messages.md). */}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            <StatCard label="Members" value={num.format(state.data.totalMembers)} />
            <StatCard label="Verified members" value={num.format(state.data.verifiedMembers)} note="Profiles an administrator verified" />
            <StatCard label="New this week" value={num.format(state.data.newThisWeek)} />
            <StatCard label="Complete profiles" value={num.format(state.data.completeProfiles)} />
            <StatCard label="Active subscriptions" value={num.format(state.data.activeSubscriptions)} />
            <StatCard label="Revenue" value={inr.format(state.data.revenueInr)} note="Captured and verified payments" />
            <StatCard
              label="Unread contact messages"
              value={num.format(state.data.unreadContactMessages)}
              note={
                <a href="/dashboard/contact-list" className="inline-flex min-h-6 items-center underline">
                  Open the contact list
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
