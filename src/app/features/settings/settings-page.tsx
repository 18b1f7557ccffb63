import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $auth } from '../../stores/auth';
import { notify } from '../../client/toast';
import { BADGES, PauseBody, PHOTO_VISIBILITIES, PhotoSettingsBody, type PrivacySettings } from '../../../shared/schemas/photos';
import { TextAreaField } from '../../ui/field';
import { checkWith, useStructForm } from '../../ui/use-struct-form';
import { PageHeader } from '../../dashboard/parts/page-header';
import { TwoStepSection } from './two-step-section';
import { MailPreferencesSection } from './mail-preferences-section';
import { MarkedMembers } from '../../dashboard/parts/marked-members';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { VerificationBadges } from '../../dashboard/parts/verification-badges';
import { viewProfilePath } from '../../dashboard/config/paths';
import { shortDate } from '../../dashboard/helpers/dates';
import { useLoad } from '../../client/use-load';
import { answerPhotoRequest, fetchMyBadges, fetchPhotoRequests, fetchPrivacy, savePause, savePhotoVisibility } from './api';
import { HoroscopeSection } from '../horoscope';
import { FamilyHelperSection, FamilySection } from '../family';
import { LanguageSection } from './language-section';
import { ContactTermsSections } from './contact-terms-section';
import { CallsSection } from '../calls';
import { PushSection } from '../push';
import { ConsentsSection, NomineeSection } from '../data-rights';
import { SelfieSection } from '../selfie-verification';
import { useWords } from '../../dashboard/helpers/i18n';

function PhotoVisibilitySection({ settings, onSaved }: { settings: PrivacySettings; onSaved: () => void }) {
  const form = useStructForm({ photoVisibility: settings.photoVisibility as string }, PhotoSettingsBody, { restoreTyped: false });
  const choice = form.values.photoVisibility;
  const [busy, setBusy] = useState(false);
  const t = useWords().settings;
  async function save() {
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await savePhotoVisibility(data.photoVisibility);
    setBusy(false);
    if (!result.ok) return notify.error(result.message);
    notify.success(t.photosSaved);
    onSaved();
  }
  return (
    <section aria-labelledby="photo-visibility-title" className="card">
      <h2 id="photo-visibility-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.photosTitle}
      </h2>
      <form
        className="mt-3 grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t.photosTitle}</legend>
          {PHOTO_VISIBILITIES.map((v) => (
            <div key={v} className="flex items-start gap-2">
              <input
                id={`photo-visibility-${v}`}
                type="radio"
                name="photo-visibility"
                className="mt-1.5"
                aria-describedby={`photo-visibility-${v}-hint`}
                checked={choice === v}
                onChange={() => form.set('photoVisibility', v)}
              />
              <div>
                <label htmlFor={`photo-visibility-${v}`} className="font-semibold">
                  {t.visibility[v]}
                </label>
                <p id={`photo-visibility-${v}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
                  {t.visibilityHint[v]}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <p className="text-sm text-stone-700 dark:text-stone-300">{t.photosNote}</p>
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy || choice === settings.photoVisibility}>
            {busy ? t.saving : t.savePhotos}
          </button>
        </div>
      </form>
    </section>
  );
}

function PhotoRequestsSection() {
  const t = useWords().settings;
  const [state, reload] = useLoad('photo-requests', fetchPhotoRequests, t.requestsFailed);
  const [busy, setBusy] = useState<number | null>(null);
  async function answer(id: number, how: 'grant' | 'decline', name: string) {
    setBusy(id);
    const result = await answerPhotoRequest(id, how);
    setBusy(null);
    if (!result.ok) return notify.error(result.message);
    notify.success(how === 'grant' ? t.granted({ name }) : t.requestDeclined);
    reload();
  }
  return (
    <section aria-labelledby="photo-requests-title" className="card">
      <h2 id="photo-requests-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.requestsTitle}
      </h2>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' &&
        (state.data.length === 0 ? (
          <p className="mt-2 text-stone-700 dark:text-stone-300">{t.noRequests}</p>
        ) : (
          <ul className="mt-3 grid gap-2" aria-label={t.requestsTitle}>
            {state.data.map((r) => {
              const name = r.member.fullName ?? t.aMember;
              const headingId = `photo-request-${r.id}`;
              return (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-pink-50 p-3 dark:bg-stone-800">
                  <p id={headingId}>
                    <a href={viewProfilePath(r.member.userId)} className="font-semibold underline-offset-2 hover:underline">
                      {name}
                    </a>{' '}
                    {r.direction === 'received' ? t.askedYou : t.wasAsked} · {shortDate(r.createdAt)} ·{' '}
                    <span className="font-semibold">{t.requestState[r.status]}</span>
                  </p>
                  {r.direction === 'received' && r.status === 'pending' && (
                    <span className="flex gap-2">
                      <button
                        type="button"
                        className="btn btn-primary"
                        aria-describedby={headingId}
                        disabled={busy === r.id}
                        onClick={() => void answer(r.id, 'grant', name)}
                      >
                        {t.grant}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline"
                        aria-describedby={headingId}
                        disabled={busy === r.id}
                        onClick={() => void answer(r.id, 'decline', name)}
                      >
                        {t.decline}
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}

function BadgesSection() {
  const words = useWords();
  const t = words.settings;
  const [state, reload] = useLoad('my-badges', fetchMyBadges, t.badgesFailed);
  return (
    <section aria-labelledby="badges-title" className="card">
      <h2 id="badges-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.badgesTitle}
      </h2>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          <div className="mt-3">{state.data.badges.length ? <VerificationBadges badges={state.data.badges} label={t.myBadges} /> : <p>{t.noBadges}</p>}</div>
          {BADGES.some((b) => !state.data.badges.includes(b)) && (
            <>
              <h3 className="mt-4 font-semibold">{t.earnOthers}</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-300">
                {BADGES.filter((b) => !state.data.badges.includes(b)).map((b) => (
                  <li key={b}>
                    <span className="font-semibold">{words.common.badge[b].label}:</span> {words.common.badge[b].earn}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

function PauseSection({ settings, onSaved }: { settings: PrivacySettings; onSaved: () => void }) {
  const form = useStructForm(
    { reason: '' },
    checkWith(PauseBody, (v) => ({ paused: true, reason: v.reason })),
    { restoreTyped: false, id: () => 'pause-reason' },
  );
  const [busy, setBusy] = useState(false);
  const t = useWords().settings;
  async function save(paused: boolean) {
    const data = paused ? form.submit() : { paused, reason: undefined };
    if (!data) return;
    setBusy(true);
    const result = await savePause({ paused, reason: data.reason });
    setBusy(false);
    if (!result.ok) return notify.error(result.message);
    notify.success(paused ? t.paused : t.visibleAgain);
    onSaved();
  }
  return (
    <section aria-labelledby="pause-title" className="card">
      <h2 id="pause-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.pauseTitle}
      </h2>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t.pauseHelp}</p>
      {settings.paused ? (
        <div className="mt-3 grid gap-2">
          <p role="status" className="font-semibold">
            {t.pausedSince({ date: shortDate(settings.pausedAt!) })}
            {settings.pausedReason ? ` (${settings.pausedReason})` : ''}.
          </p>
          <div>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save(false)}>
              {t.showAgain}
            </button>
          </div>
        </div>
      ) : (
        <form
          className="mt-3 grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void save(true);
          }}
        >
          <TextAreaField {...form.field('reason')} label={t.pauseReason} rows={2} maxLength={300} />
          <div>
            <button type="submit" className="btn btn-outline" disabled={busy}>
              {t.pause}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The members this member blocked or hid from matches, each with the action that undoes it (also under Shortlist). */
function HiddenMembersSection() {
  const t = useWords().settings;
  return (
    <section aria-labelledby="hidden-members-title" className="card lg:col-span-2">
      <h2 id="hidden-members-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.hiddenTitle}
      </h2>
      <h3 className="mt-3 font-semibold">{t.blocked}</h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t.blockedHelp}</p>
      <div className="mt-2">
        <MarkedMembers listKey="blocked" />
      </div>
      <h3 className="mt-5 font-semibold">{t.notInterested}</h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t.notInterestedHelp}</p>
      <div className="mt-2">
        <MarkedMembers listKey="hidden" />
      </div>
    </section>
  );
}

/** A member's privacy: who sees the photos, photo requests, verification badges, pausing the profile. */
function MemberPrivacy() {
  const t = useWords().settings;
  const [state, reload] = useLoad('privacy-settings', fetchPrivacy, t.failed);
  return (
    <>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <div className="grid gap-4 lg:grid-cols-2">
          <PhotoVisibilitySection key={state.data.photoVisibility} settings={state.data} onSaved={reload} />
          <PhotoRequestsSection />
          <BadgesSection />
          <SelfieSection />
          <PauseSection settings={state.data} onSaved={reload} />
          <ContactTermsSections />
          <MailPreferencesSection />
          <HoroscopeSection />
          <CallsSection />
          <PushSection />
          <HiddenMembersSection />
          <ConsentsSection />
          <NomineeSection />
        </div>
      )}
    </>
  );
}

/** Settings (docs/product/pages.md): two-step sign-in for everyone (docs/product/accounts.md); for members also their photos, badges and pausing (docs/product/documents-and-photos.md). */
export default function SettingsPage() {
  const role = useStore($auth)?.role.toLowerCase();
  const member = role === 'user';
  const t = useWords().settings;
  return (
    <>
      <PageHeader title={t.title} intro={member ? t.introMember : t.introStaff} />
      <div className="grid gap-4">
        <LanguageSection />
        {role === 'family' && <FamilyHelperSection />}
        <TwoStepSection />
        {member && <FamilySection />}
        {member && <MemberPrivacy />}
      </div>
    </>
  );
}
