import { notify } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { PATHS } from '../../config/paths';
import { useLoad } from '../../../lib/use-load';
import { AdminDocumentsPanel } from './admin-documents-panel';
import { fetchProfile, verifyProfile } from './api';
import { ModerationPanel } from './moderation-panel';
import { ProfileWithProgress } from './profile-sections';

/** The administrator's reading of a member profile. */
export function AdminProfileView({ params }: { params: Record<string, string> }) {
  const [state, reload] = useLoad(`view-${params.id}`, () => fetchProfile(params.id), 'Failed to fetch');
  async function verify() {
    const result = await verifyProfile(params.id);
    if (result.ok) notify.success('Profile marked verified');
    else notify.error(result.message);
    reload();
  }
  const name = state.status === 'succeeded' ? state.data.personal?.fullName : null;
  return (
    <>
      <PageHeader
        title={name ? `Profile of ${name}` : 'Member profile'}
        actions={
          <>
            <a href={PATHS.allProfile} className="btn btn-outline">
              Back to All Profile
            </a>
            {state.status === 'succeeded' && !state.data.isVerified && (
              <button type="button" className="btn btn-primary" onClick={() => void verify()}>
                Mark verified
              </button>
            )}
          </>
        }
      />
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          <ProfileWithProgress profile={state.data} verifiedNote={state.data.isVerified ? 'Verified' : 'Not verified'} />
          <AdminDocumentsPanel userId={params.id} />
          <ModerationPanel userId={params.id} />
        </>
      )}
    </>
  );
}
