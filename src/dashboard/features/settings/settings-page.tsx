import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $auth } from '../../../stores/auth';
import { notify } from '../../../lib/toast';
import { BADGES, BADGE_TEXT, PHOTO_VISIBILITIES, PHOTO_VISIBILITY_LABELS, type PhotoVisibility, type PrivacySettings } from '../../../shared/schemas/photos';
import { TextAreaField } from '../../../ui/field';
import { PageHeader } from '../../components/page-header';
import { TwoStepSection } from './two-step-section';
import { MailPreferencesSection } from './mail-preferences-section';
import { MarkedMembers } from '../../components/marked-members';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { VerificationBadges } from '../../components/verification-badges';
import { viewProfilePath } from '../../config/paths';
import { shortDate } from '../../lib/dates';
import { useLoad } from '../../lib/use-load';
import { answerPhotoRequest, fetchMyBadges, fetchPhotoRequests, fetchPrivacy, savePause, savePhotoVisibility } from './api';
import { HoroscopeSection } from './horoscope-section';
import { LanguageSection } from './language-section';

const VISIBILITY_HINTS: Record<PhotoVisibility, string> = {
  all: 'Every signed-in member who can see your profile.',
  plan: 'Only members who have bought a plan; everybody else sees a blurred preview and can ask you.',
  connections: 'Only members you are connected with; everybody else sees a blurred preview and can ask you.',
};

function PhotoVisibilitySection({ settings, onSaved }: { settings: PrivacySettings; onSaved: () => void }) {
  const [choice, setChoice] = useState<PhotoVisibility>(settings.photoVisibility);
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    const result = await savePhotoVisibility(choice);
    setBusy(false);
    if (!result.ok) return notify.error(result.message);
    notify.success('Photo setting saved');
    onSaved();
  }
  return (
    <section aria-labelledby="photo-visibility-title" className="card">
      <h2 id="photo-visibility-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        Who sees my photos
      </h2>
      <form
        className="mt-3 grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="sr-only">Who sees my photos</legend>
          {PHOTO_VISIBILITIES.map((v) => (
            <div key={v} className="flex items-start gap-2">
              <input
                id={`photo-visibility-${v}`}
                type="radio"
                name="photo-visibility"
                className="mt-1.5"
                aria-describedby={`photo-visibility-${v}-hint`}
                checked={choice === v}
                onChange={() => setChoice(v)}
              />
              <div>
                <label htmlFor={`photo-visibility-${v}`} className="font-semibold">
                  {PHOTO_VISIBILITY_LABELS[v]}
                </label>
                <p id={`photo-visibility-${v}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
                  {VISIBILITY_HINTS[v]}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <p className="text-sm text-stone-700 dark:text-stone-300">Administrators always see photos, and a new photo is shown to others once they approve it.</p>
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy || choice === settings.photoVisibility}>
            {busy ? 'Saving…' : 'Save photo setting'}
          </button>
        </div>
      </form>
    </section>
  );
}

function PhotoRequestsSection() {
  const [state, reload] = useLoad('photo-requests', fetchPhotoRequests, 'Failed to load photo requests');
  const [busy, setBusy] = useState<number | null>(null);
  async function answer(id: number, how: 'grant' | 'decline', name: string) {
    setBusy(id);
    const result = await answerPhotoRequest(id, how);
    setBusy(null);
    if (!result.ok) return notify.error(result.message);
    notify.success(how === 'grant' ? `${name} can now see your photos` : 'Request declined');
    reload();
  }
  return (
    <section aria-labelledby="photo-requests-title" className="card">
      <h2 id="photo-requests-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        Photo requests
      </h2>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' &&
        (state.data.length === 0 ? (
          <p className="mt-2 text-stone-700 dark:text-stone-300">No photo requests yet.</p>
        ) : (
          <ul className="mt-3 grid gap-2" aria-label="Photo requests">
            {state.data.map((r) => {
              const name = r.member.fullName ?? 'A member';
              const headingId = `photo-request-${r.id}`;
              return (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-pink-50 p-3 dark:bg-stone-800">
                  <p id={headingId}>
                    <a href={viewProfilePath(r.member.userId)} className="font-semibold underline-offset-2 hover:underline">
                      {name}
                    </a>{' '}
                    {r.direction === 'received' ? 'asked to see your photos' : 'was asked for their photos'} · {shortDate(r.createdAt)} ·{' '}
                    <span className="font-semibold">{r.status === 'pending' ? 'Waiting' : r.status === 'granted' ? 'Granted' : 'Declined'}</span>
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
                        Grant
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline"
                        aria-describedby={headingId}
                        disabled={busy === r.id}
                        onClick={() => void answer(r.id, 'decline', name)}
                      >
                        Decline
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
  const [state, reload] = useLoad('my-badges', fetchMyBadges, 'Failed to load your badges');
  return (
    <section aria-labelledby="badges-title" className="card">
      <h2 id="badges-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        My verification badges
      </h2>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          <div className="mt-3">{state.data.badges.length ? <VerificationBadges badges={state.data.badges} label="My badges" /> : <p>No badges yet.</p>}</div>
          {BADGES.some((b) => !state.data.badges.includes(b)) && (
            <>
              <h3 className="mt-4 font-semibold">How to earn the others</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-300">
                {BADGES.filter((b) => !state.data.badges.includes(b)).map((b) => (
                  <li key={b}>
                    <span className="font-semibold">{BADGE_TEXT[b].label}:</span> {BADGE_TEXT[b].earn}
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
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  async function save(paused: boolean) {
    setBusy(true);
    const result = await savePause({ paused, reason: paused ? reason : undefined });
    setBusy(false);
    if (!result.ok) return notify.error(result.message);
    notify.success(paused ? 'Your profile is paused' : 'Your profile is visible again');
    onSaved();
  }
  return (
    <section aria-labelledby="pause-title" className="card">
      <h2 id="pause-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        Pause my profile
      </h2>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        A paused profile does not appear in matches or search. Your connections and conversations go on, and you can show your profile again at any time.
      </p>
      {settings.paused ? (
        <div className="mt-3 grid gap-2">
          <p role="status" className="font-semibold">
            Paused since {shortDate(settings.pausedAt!)}
            {settings.pausedReason ? ` (${settings.pausedReason})` : ''}.
          </p>
          <div>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save(false)}>
              Show my profile again
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
          <TextAreaField
            id="pause-reason"
            label="Reason (optional, only you and administrators see it)"
            value={reason}
            rows={2}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
          />
          <div>
            <button type="submit" className="btn btn-outline" disabled={busy}>
              Pause my profile
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The members this member blocked or hid from matches, each with the action that undoes it (also under Shortlist). */
function HiddenMembersSection() {
  return (
    <section aria-labelledby="hidden-members-title" className="card lg:col-span-2">
      <h2 id="hidden-members-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        Blocked and hidden members
      </h2>
      <h3 className="mt-3 font-semibold">Blocked</h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">Neither of you sees the other anywhere on the site until you unblock.</p>
      <div className="mt-2">
        <MarkedMembers listKey="blocked" />
      </div>
      <h3 className="mt-5 font-semibold">Not interested</h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">Hidden from your matches; show them again at any time.</p>
      <div className="mt-2">
        <MarkedMembers listKey="hidden" />
      </div>
    </section>
  );
}

/** A member's privacy: who sees the photos, photo requests, verification badges, pausing the profile. */
function MemberPrivacy() {
  const [state, reload] = useLoad('privacy-settings', fetchPrivacy, 'Failed to load your settings');
  return (
    <>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <div className="grid gap-4 lg:grid-cols-2">
          <PhotoVisibilitySection key={state.data.photoVisibility} settings={state.data} onSaved={reload} />
          <PhotoRequestsSection />
          <BadgesSection />
          <PauseSection settings={state.data} onSaved={reload} />
          <MailPreferencesSection />
          <HoroscopeSection />
          <HiddenMembersSection />
        </div>
      )}
    </>
  );
}

/** Settings (DESIGN §15): two-step sign-in for everyone; for members also their photos, badges and pausing. */
export default function SettingsPage() {
  const member = useStore($auth)?.role.toLowerCase() === 'user';
  return (
    <>
      <PageHeader
        title="Settings"
        intro={
          member
            ? 'How you sign in, who sees your photos, your verification badges, pausing your profile, and the e-mails you receive.'
            : 'How you sign in and keep your account safe.'
        }
      />
      <div className="grid gap-4">
        <LanguageSection />
        <TwoStepSection />
        {member && <MemberPrivacy />}
      </div>
    </>
  );
}
