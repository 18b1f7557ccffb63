import { useStore } from '@nanostores/react';
import { notify } from '../../../lib/toast';
import { $auth } from '../../../stores/auth';
import { PageHeader } from '../../components/page-header';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { PATHS } from '../../config/paths';
import { isAdminRole } from '../../lib/role';
import { useLoad } from '../../lib/use-load';
import { AdminDocumentsPanel } from './admin-documents-panel';
import { fetchProfile, verifyProfile } from './api';
import { MemberProfileView } from './member-profile-view';
import { ModerationPanel } from './moderation-panel';
import { ProfileWithProgress } from './profile-sections';

/**
 * Another member's profile: administrators read (and verify) it in full; members see what
 * DESIGN §6 allows, with the view recorded (member-profile-view.tsx).
 */
export default function ViewProfilePage({ params }: { params: Record<string, string> }) {
  const admin = isAdminRole(useStore($auth)?.role);
  return admin ? <AdminProfileView params={params} /> : <MemberProfileView id={params.id} />;
}

/** The administrator's reading of a member profile. */
function AdminProfileView({ params }: { params: Record<string, string> }) {
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
