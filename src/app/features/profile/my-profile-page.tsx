import { CODED } from '../../../shared/coded-messages';
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState } from 'react';
import type { ProfileView } from './form/profile-api';
import { ProfileForm } from './form/profile-form';
import { PROFILE_SECTIONS } from '../../../shared/schemas/profile';
import { loadProfileValues, resetProfileForm, setProfileOwner, setProfileStored, setProfileTab } from '../../stores/profile-form';
import { PageHeader } from '../../dashboard/parts/page-header';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { PATHS } from '../../dashboard/config/paths';
import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { $me } from '../../dashboard/helpers/session';
import { useLoad } from '../../client/use-load';
import { useOffline } from '../../dashboard/parts/offline-note';
import { fetchOwnBadges, fetchOwnPhotos, fetchOwnProfileCode, fetchProfile } from './api';
import { AdminAccountView } from './admin-account-view';
import { $auth } from '../../stores/auth';
import { isAdminRole } from '../../dashboard/helpers/role';
import type { DashboardWords } from '../../../shared/i18n/dashboard/en';
import { LOCALE_TAG, type Locale } from '../../../shared/i18n/locales';
import type { Badge } from '../../../shared/schemas/photos';
import { PhotoGallery } from './photo-gallery';
import { PhotoApprovalNotes } from './photo-approval-notes';
import { ProfileWithProgress } from './profile-sections';
import { BirthDetailsPanel, ChartCard } from '../horoscope';
import { BiodataSharePanel } from '../biodata';

const empty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
/** The first tab with a field still empty (the dashboard's 'Complete your profile' opens it). */
const firstUnfinishedTab = (profile: ProfileView) =>
  PROFILE_SECTIONS.find((section) => Object.values((profile[section] ?? {}) as Record<string, unknown>).some(empty)) ?? 'documents';

/** My Profile: an administrator's account, or the member's own profile. */
export default function MyProfilePage() {
  return isAdminRole(useStore($auth)?.role) ? <AdminAccountView /> : <OwnProfile />;
}

/** What the profile still waits for, after what is already confirmed (docs/product/trust.md). */
function verificationNote(words: DashboardWords, locale: Locale, isVerified: boolean, badges: readonly Badge[] | null): string {
  const t = words.profile;
  if (isVerified) return t.verifiedByTeam;
  const list = (items: string[]) => new Intl.ListFormat(LOCALE_TAG[locale], { type: 'conjunction' }).format(items);
  const done = (badges ?? []).map((b) => words.common.badge[b].label);
  const left = [...(['photo', 'id'] as const).filter((b) => !badges?.includes(b)).map((b) => t.checkItems[b]), t.checkItems.profile];
  return [done.length ? t.checksDone({ done: list(done) }) : '', t.checksLeft({ left: list(left) })].filter(Boolean).join(' ');
}

/** The member's profile as others see it, with progress; edits go through the shared seven-tab form. */
function OwnProfile() {
  const me = useStore($me);
  const words = useWords();
  const locale = useLocale();
  const t = words.profile;
  const userId = me?.userId ?? null;
  // A family helper the member allowed "Edit profile" edits the profile here, without its photos
  // and documents, the member's data or their badges (docs/product/family.md).
  const helper = Boolean(me?.family);
  const [editing, setEditing] = useState(false);
  const offline = useOffline();
  const [state, reload] = useLoad(userId === null ? null : `profile-${userId}`, () => fetchProfile(userId), CODED.MSG.fetchFailed);
  const [photos, reloadPhotos] = useLoad(userId === null || helper ? null : `photos-${userId}`, () => fetchOwnPhotos(userId ?? 0), CODED.MSG.fetchFailed);
  // The code others type into search to find this member; staff have none, so nothing shows for them.
  const [code] = useLoad(userId === null ? null : 'my-profile-code', fetchOwnProfileCode, '');
  const [badges] = useLoad(userId === null || helper ? null : `my-badges-${userId}`, fetchOwnBadges, '');

  // ?edit=next (the dashboard's 'Complete your profile'): straight into the form, at the first unfinished tab.
  const resume = state.status === 'succeeded' && new URLSearchParams(window.location.search).get('edit') === 'next' ? state.data : null;
  useEffect(() => {
    if (!resume) return;
    history.replaceState(history.state, '', window.location.pathname);
    startEditing(resume, firstUnfinishedTab(resume));
  }, [resume]);

  if (me === null) return <LoadingPanel />;
  if (userId === null) return <ErrorPanel message={words.matching.noAccount} />;

  function startEditing(profile: ProfileView, tab?: ReturnType<typeof firstUnfinishedTab>) {
    resetProfileForm();
    setProfileOwner(profile.userId);
    loadProfileValues(profile);
    setProfileStored(Boolean(profile.updatedAt));
    if (tab) setProfileTab(tab);
    setEditing(true);
  }

  if (editing) {
    return (
      <>
        <PageHeader
          title={t.editTitle}
          actions={
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setEditing(false);
                reload(); // each Next saved the whole profile, so show what is stored now
                reloadPhotos();
              }}
            >
              {t.stopEditing}
            </button>
          }
        />
        <div className="card">
          <ProfileForm
            mode="edit"
            locale={locale}
            withoutDocuments={helper}
            personalExtra={
              // The chart's routes are the member's own, never a family helper's (docs/product/family.md).
              helper ? undefined : (
                <Suspense fallback={null}>
                  <BirthDetailsPanel />
                </Suspense>
              )
            }
            onSubmitted={() => {
              setEditing(false);
              reload();
              reloadPhotos();
            }}
          />
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <>
            {!helper && (
              <a href={PATHS.account} className="btn btn-outline">
                {t.yourData}
              </a>
            )}
            {state.status === 'succeeded' && (
              <button type="button" className="btn btn-primary" onClick={() => startEditing(state.data)}>
                {t.edit}
              </button>
            )}
          </>
        }
      />
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_1fr]">
          {/* The photos other members see first, as on their view of this profile. */}
          <div className="content-start">
            {photos.status === 'succeeded' ? (
              <>
                <PhotoGallery photos={photos.data} name={state.data.personal?.fullName || me.userName || null} />
                <PhotoApprovalNotes photos={photos.data} />
              </>
            ) : photos.status === 'failed' && offline ? (
              // Offline, a member whose photo list was never kept has none to show (an empty list is
              // the server's 404, which is not kept): the initials, not a gap in the page.
              <PhotoGallery photos={[]} name={state.data.personal?.fullName || me.userName || null} />
            ) : photos.status === 'failed' ? (
              <ErrorPanel message={photos.message} onRetry={reloadPhotos} />
            ) : null}
          </div>
          <div className="min-w-0">
            {code.status === 'succeeded' && (
              <div className="card mb-4">
                <dl>
                  <div className="flex flex-wrap items-baseline gap-x-2">
                    <dt className="text-sm font-semibold text-stone-600 dark:text-stone-300">{t.profileId}</dt>
                    <dd className="font-mono text-lg font-bold">{code.data.profileCode}</dd>
                  </div>
                </dl>
                <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t.shareCode}</p>
              </div>
            )}
            <ProfileWithProgress
              profile={state.data}
              verifiedNote={verificationNote(words, locale, state.data.isVerified, badges.status === 'succeeded' ? badges.data.badges : null)}
            />
            {/* The chart and the biodata's share links load with their own code, after the profile; they are the member's, not a helper's. */}
            {!helper && (
              <Suspense fallback={null}>
                <div className="mt-4 grid gap-4 lg:grid-cols-2">
                  <ChartCard />
                  <BiodataSharePanel />
                </div>
              </Suspense>
            )}
          </div>
        </div>
      )}
    </>
  );
}
