import { useStore } from '@nanostores/react';
import type { ProfileView } from '../../../features/profile-form/profile-api';
import { notify } from '../../../lib/toast';
import { $auth } from '../../../stores/auth';
import { ProgressBar } from '../../../ui/progress-bar';
import { PageHeader } from '../../components/page-header';
import { ErrorPanel, LoadingPanel, NoticePanel } from '../../components/status-panel';
import { PATHS } from '../../config/paths';
import { isAdminRole } from '../../lib/role';
import { dashboardApi } from '../../lib/session';
import { useLoad } from '../../lib/use-load';
import { AdminDocumentsPanel } from './admin-documents-panel';
import { ProfileSectionsView } from './profile-sections';

/**
 * Another member's profile. Administrators read it here; members' viewing (with view counts and
 * the contact rules) is built by the matching release, so they get an honest notice for now.
 */
export default function ViewProfilePage({ params }: { params: Record<string, string> }) {
  const admin = isAdminRole(useStore($auth)?.role);
  const [state, reload] = useLoad(
    admin ? `view-${params.id}` : null,
    () => dashboardApi.get<ProfileView>(`/user-detail/GetUserProfileAsync/${params.id}`),
    'Failed to fetch',
  );
  if (!admin) {
    return (
      <NoticePanel title="View profile">
        <p>Viewing other members' profiles is coming with the matching release.</p>
      </NoticePanel>
    );
  }
  async function verify() {
    const result = await dashboardApi.put(`/user-matrimonial-detail/${params.id}/verify`);
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
          <div className="card mb-4">
            <ProgressBar label="Profile progress" value={state.data.completeness} />
            <p className="mt-2 text-sm">{state.data.isVerified ? 'Verified' : 'Not verified'}</p>
          </div>
          <ProfileSectionsView profile={state.data} />
          <AdminDocumentsPanel userId={params.id} />
        </>
      )}
    </>
  );
}
