import type { MasterMode } from '../../config/paths';
import { masterResource } from '../../config/masters';
import { NoticePanel } from '../../components/status-panel';
import { MasterForm } from './master-form';
import { MasterList } from './master-list';

/** One generic screen for every master of the resource table: the list at the base, the form at {base}/{mode}/{id}. */
export default function MasterPage({ params }: { params: Record<string, string> }) {
  const resource = masterResource(params.master);
  if (!resource) {
    return (
      <NoticePanel title="Subscription Plan">
        <p>The subscription plan master is coming with the subscription release. Nothing is shown here until then.</p>
      </NoticePanel>
    );
  }
  if (params.route === 'masterForm')
    return <MasterForm key={`${params.mode}-${params.id ?? ''}`} resource={resource} mode={params.mode as MasterMode} id={params.id || undefined} />;
  return <MasterList key={resource.path} resource={resource} />;
}
