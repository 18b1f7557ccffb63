import { CODED } from '../../../shared/coded-messages';
import { useStore } from '@nanostores/react';
import { PageHeader } from '../../dashboard/parts/page-header';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { PATHS } from '../../dashboard/config/paths';
import { useWords } from '../../dashboard/helpers/i18n';
import { $me } from '../../dashboard/helpers/session';
import { useLoad } from '../../client/use-load';
import { fetchMemberProfile } from './api';
import { ContactSection } from './contact-section';
import { MemberActions } from './member-actions';
import { MemberPhotos } from './member-photos';
import { VerificationBadges } from '../../dashboard/parts/verification-badges';
import { ProfileSectionsView } from './profile-sections';
import { Suspense } from 'react';
import { ChartCard, GunaMilanCard } from '../horoscope';
import { useCan } from '../../dashboard/helpers/family-can';

/** A member reading another member's profile: photos, every visible section, contact details or a plan invitation. The server records the view. */
export function MemberProfileView({ id }: { id: string }) {
  const words = useWords();
  const t = words.profile;
  const viewerId = useStore($me)?.userId ?? null;
  // Contact details spend the member's plan: never a family helper's (docs/product/family.md).
  const can = useCan();
  const [state, reload] = useLoad(viewerId === null ? null : `member-view-${id}-${viewerId}`, () => fetchMemberProfile(id, viewerId), CODED.MSG.fetchFailed);
  const name = state.status === 'succeeded' ? (state.data.personal?.fullName ?? words.common.member) : null;
  return (
    <>
      <PageHeader
        title={name ?? t.memberProfile}
        intro={
          state.status === 'succeeded'
            ? `${state.data.profileCode ? t.profileIdDot({ code: state.data.profileCode }) : ''}${state.data.isVerified ? t.memberVerified : t.memberNotVerified}`
            : undefined
        }
        actions={
          <a href={PATHS.matchingProfile} className="btn btn-outline">
            {t.backToMatches}
          </a>
        }
      />
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' &&
        // Not available (hidden, blocked, gone) or refused: trying again cannot help, going back to matches can.
        (state.httpStatus === 404 || state.httpStatus === 403 ? (
          <ErrorPanel
            message={state.message}
            action={
              <a href={PATHS.matchingProfile} className="btn btn-outline">
                {t.backToMatches}
              </a>
            }
          />
        ) : (
          <ErrorPanel message={state.message} onRetry={reload} />
        ))}
      {state.status === 'succeeded' && name !== null && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_1fr]">
          <div className="lg:col-span-2">
            <MemberActions userId={state.data.userId} name={name} />
            <div className="mt-3">
              <VerificationBadges badges={state.data.badges} label={words.common.badgesOf({ name })} />
            </div>
          </div>
          {/* On a phone the column dissolves into the page's one column and Contact details follow the
              profile, so the profile starts on the first screen; beside it on a wide screen. */}
          <div className="contents lg:grid lg:content-start lg:gap-4">
            <MemberPhotos userId={state.data.userId} name={name} photos={state.data.photos} access={state.data.photoAccess} onChange={reload} />
            {can('contact') && (
              <div className="order-last lg:order-none">
                <ContactSection userId={state.data.userId} access={state.data.contactAccess} details={state.data.contactDetails} />
              </div>
            )}
            {state.data.gunaMilan && <GunaMilanCard result={state.data.gunaMilan} name={name} />}
            <Suspense fallback={null}>
              <ChartCard userId={state.data.userId} name={name} />
            </Suspense>
          </div>
          <ProfileSectionsView profile={state.data} forMembers hide={['address', 'pinCode']} contactNote={t.contactUnder} />
        </div>
      )}
    </>
  );
}
