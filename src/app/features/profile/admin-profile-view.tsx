import { adminProfileWords } from '../../../shared/i18n/admin/profiles';
import { notify } from '../../client/toast';

import { PageHeader } from '../../dashboard/parts/page-header';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { PATHS } from '../../dashboard/config/paths';
import { useScreenWords, useSpoken } from '../../dashboard/helpers/i18n';
import { useLoad } from '../../client/use-load';
import { AdminDocumentsPanel } from './admin-documents-panel';
import { fetchProfile, verifyProfile } from './api';
import { ModerationPanel } from './moderation-panel';
import { ProfileWithProgress } from './profile-sections';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

/** The administrator's reading of a member profile. */
export function AdminProfileView({ params }: { params: Record<string, string> }) {
  const t = useScreenWords(adminProfileWords);
  const speak = useSpoken();
  const [state, reload] = useLoad(`view-${params.id}`, () => fetchProfile(params.id), MSG.fetchFailed);
  async function verify() {
    const result = await verifyProfile(params.id);
    if (result.ok) notify.success(t.markedVerified);
    else notify.error(speak(result.error));
    reload();
  }
  const name = state.status === 'succeeded' ? state.data.personal?.fullName : null;
  return (
    <>
      <PageHeader
        title={name ? t.profileOf({ name }) : t.memberProfile}
        actions={
          <>
            <a href={PATHS.allProfile} className="btn btn-outline">
              {t.back}
            </a>
            {state.status === 'succeeded' && !state.data.isVerified && (
              <button type="button" className="btn btn-primary" onClick={() => void verify()}>
                {t.markVerified}
              </button>
            )}
          </>
        }
      />
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          <ProfileWithProgress profile={state.data} verifiedNote={state.data.isVerified ? t.verified : t.notVerified} />
          <AdminDocumentsPanel userId={params.id} />
          <ModerationPanel userId={params.id} />
        </>
      )}
    </>
  );
}
