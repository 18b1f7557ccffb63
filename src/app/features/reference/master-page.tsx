import type { MasterMode } from '../../dashboard/config/paths';
import { masterResource } from '../../dashboard/config/masters';
import { MasterForm } from './master-form';
import { MasterList } from './master-list';

/** One generic screen for every master of the resource table: the list at the base, the form at {base}/{mode}/{id}. */
export default function MasterPage({ params }: { params: Record<string, string> }) {
  const resource = masterResource(params.master);
  // isRoutable() lets only known masters through.
  if (!resource) return null;
  if (params.route === 'masterForm')
    return <MasterForm key={`${params.mode}-${params.id ?? ''}`} resource={resource} mode={params.mode as MasterMode} id={params.id || undefined} />;
  return <MasterList key={resource.path} resource={resource} />;
}
