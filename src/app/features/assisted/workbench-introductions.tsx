import { useState } from 'react';
import { assistedWords } from '../../../shared/i18n/assisted';
import type { ShortlistPick } from '../../../shared/schemas/assisted';
import {
  DURATION_MAX,
  DURATION_MIN,
  MEETING_MODES,
  introductionBody,
  meetingBody,
  type Introduction,
  type MeetingMode,
  type WorkbenchMemberPage,
} from '../../../shared/schemas/assisted-introductions';
import { notify } from '../../client/toast';
import { TextAreaField, TextField } from '../../ui/field';
import { fieldErrors } from '../../ui/field-errors';
import { longDate } from '../../dashboard/helpers/dates';
import { spoken, useLocale } from '../../dashboard/helpers/i18n';
import { answerIntroduction, introduce, proposeMeeting, withdrawIntroduction } from './api';
import { statusOf } from './introduction-card';
import { MeetingItem } from './meeting-item';

type Words = ReturnType<typeof assistedWords>;
type Change = (change: (m: WorkbenchMemberPage) => WorkbenchMemberPage) => void;

/** Introduce the member to a profile they marked Interested, with a note for the other side. */
function IntroduceForm({ t, member, pick, onChange }: { t: Words; member: WorkbenchMemberPage; pick: ShortlistPick; onChange: Change }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function send() {
    const found = fieldErrors(introductionBody(t.introCheck), { pickId: pick.id, message });
    if (found.message) return setError(found.message);
    setBusy(true);
    const result = await introduce(member.userId, pick.id, message);
    setBusy(false);
    if (!result.ok) return setError(spoken(result.fieldMessages?.message ?? result.error));
    setError(undefined);
    notify.success(t.introductions.sentToast);
    onChange((m) => ({ ...m, introductions: [result.data, ...m.introductions] }));
  }
  const id = `wb-introduce-${pick.id}`;
  return (
    <form
      noValidate
      className="rounded-xl border border-stone-300 p-3 dark:border-stone-600"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold" translate="no">
        {t.introductions.introduceTitle({ member: member.name.split(/\s+/)[0] ?? member.name, name: pick.name })}
      </h3>
      <TextAreaField
        id={`${id}-note`}
        className="mt-2"
        label={t.introductions.note}
        hint={t.introductions.noteHint}
        rows={3}
        required
        value={message}
        error={error}
        onChange={(e) => setMessage(e.target.value)}
      />
      <button type="submit" className="btn btn-primary mt-2" disabled={busy}>
        {t.introductions.send}
      </button>
    </form>
  );
}

/** The manager proposes a meeting: India time, a length, in person at a place or by video. */
function ProposeForm({ t, intro, onDone }: { t: Words; intro: Introduction; onDone: (next: Introduction) => void }) {
  const [startsAt, setStartsAt] = useState('');
  const [duration, setDuration] = useState('60');
  const [mode, setMode] = useState<MeetingMode>('in-person');
  const [place, setPlace] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function send() {
    const body = { startsAt, durationMinutes: Number(duration), mode, ...(place.trim() ? { place: place.trim() } : {}) };
    const found = fieldErrors(meetingBody(t.introCheck), body);
    if (mode === 'in-person' && place.trim().length < 2) found.place ??= t.introServer.placeNeeded;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const result = await proposeMeeting(intro.id, body);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      return notify.error(spoken(result.error));
    }
    notify.success(t.meetings.proposedToast);
    onDone(result.data);
  }
  const id = `wb-meeting-${intro.id}`;
  return (
    <form
      noValidate
      className="mt-3 grid gap-3 rounded-xl border border-stone-300 p-3 sm:grid-cols-2 dark:border-stone-600"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h4 id={`${id}-title`} className="font-semibold sm:col-span-2">
        {t.meetings.propose}
      </h4>
      <TextField
        id={`${id}-when`}
        type="datetime-local"
        label={t.meetings.when}
        required
        value={startsAt}
        error={errors.startsAt}
        onChange={(e) => setStartsAt(e.target.value)}
      />
      <TextField
        id={`${id}-duration`}
        type="number"
        inputMode="numeric"
        min={DURATION_MIN}
        max={DURATION_MAX}
        step={15}
        label={t.meetings.duration}
        required
        value={duration}
        error={errors.durationMinutes}
        onChange={(e) => setDuration(e.target.value)}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold">{t.meetings.mode}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {MEETING_MODES.map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} />
              {t.meetings.modes[m]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        id={`${id}-place`}
        className="sm:col-span-2"
        label={t.meetings.place}
        hint={mode === 'video' ? t.meetings.videoHint : t.meetings.placeHint}
        required={mode === 'in-person'}
        value={place}
        error={errors.place}
        onChange={(e) => setPlace(e.target.value)}
      />
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.meetings.send}
        </button>
      </div>
    </form>
  );
}

function IntroductionItem({ t, intro, onChange }: { t: Words; intro: Introduction; onChange: (next: Introduction) => void }) {
  const [busy, setBusy] = useState(false);
  const received = intro.side === 'other-manager';
  async function run(work: () => ReturnType<typeof withdrawIntroduction>, done: string) {
    setBusy(true);
    const result = await work();
    setBusy(false);
    if (!result.ok) return notify.error(spoken(result.error));
    notify.success(done);
    onChange(result.data);
  }
  return (
    <li
      className="rounded-xl bg-stone-100 p-3 dark:bg-night-2"
      aria-label={received ? intro.member.name : intro.other.name}
      data-introduction-status={intro.status}
    >
      <p className="font-semibold" translate="no">
        {received
          ? t.introductions.headlineFor({ manager: intro.managerName, member: intro.member.name, other: intro.other.name })
          : t.introductions.introducedTo({ member: intro.member.name, name: intro.other.name })}
      </p>
      {!received && intro.otherManagerName && <p className="text-sm">{t.introductions.toManager({ manager: intro.otherManagerName })}</p>}
      <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]" translate="no">
        {intro.message}
      </p>
      <p className="mt-1 text-sm font-semibold" role="status">
        {statusOf(t, intro.status)} ·{' '}
        {intro.answeredAt ? t.introductions.answeredOn({ when: longDate(intro.answeredAt) }) : t.introductions.sentOn({ when: longDate(intro.createdAt) })}
      </p>
      {intro.contact && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm" aria-label={t.introductions.contact({ name: intro.other.name })}>
          <dt className="font-semibold">{t.workbench.email}</dt>
          <dd className="[overflow-wrap:anywhere]" translate="no">
            <a href={`mailto:${intro.contact.email}`}>{intro.contact.email}</a>
          </dd>
          <dt className="font-semibold">{t.workbench.mobile}</dt>
          <dd translate="no">
            <a href={`tel:${intro.contact.mobile}`}>{intro.contact.mobile}</a>
          </dd>
        </dl>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {intro.canAnswer && (
          <div role="group" aria-label={t.introductions.answerFor({ name: intro.other.name })} className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void run(() => answerIntroduction(intro.id, 'accepted'), t.introductions.acceptedToast)}
            >
              {t.introductions.accept}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => void run(() => answerIntroduction(intro.id, 'declined'), t.introductions.declinedToast)}
            >
              {t.introductions.decline}
            </button>
          </div>
        )}
        {intro.canWithdraw && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void run(() => withdrawIntroduction(intro.id), t.introductions.withdrawnToast)}
          >
            {t.introductions.withdraw}
          </button>
        )}
      </div>
      {intro.meetings.length > 0 && (
        <ul className="mt-3 grid gap-2" aria-label={t.meetings.title}>
          {intro.meetings.map((m) => (
            <MeetingItem key={m.id} meeting={m} intro={intro} onChange={onChange} />
          ))}
        </ul>
      )}
      {intro.canPropose && <ProposeForm t={t} intro={intro} onDone={onChange} />}
    </li>
  );
}

/**
 * The workbench's introductions for one member: an introduction to write for each profile they
 * marked Interested, those sent with their answers, meetings and feedback, and those addressed
 * to the member, which their manager may answer for them.
 */
export function WorkbenchIntroductions({ member, onChange }: { member: WorkbenchMemberPage; onChange: Change }) {
  const t = assistedWords(useLocale());
  const live = new Set(
    member.introductions.filter((i) => i.side === 'manager' && (i.status === 'pending' || i.status === 'accepted')).map((i) => i.other.userId),
  );
  const interested = member.shortlists.flatMap((s) => s.picks).filter((p) => p.verdict === 'interested' && !live.has(p.profileUserId));
  const replace = (next: Introduction) => onChange((m) => ({ ...m, introductions: m.introductions.map((i) => (i.id === next.id ? next : i)) }));
  return (
    <section className="card mt-6" aria-labelledby="wb-introductions">
      <h2 id="wb-introductions" className="text-lg font-bold">
        {t.introductions.title}
      </h2>
      {interested.length > 0 && (
        <div className="mt-3 grid gap-3">
          {interested.map((p) => (
            <IntroduceForm key={p.id} t={t} member={member} pick={p} onChange={onChange} />
          ))}
        </div>
      )}
      {member.introductions.length === 0 ? (
        interested.length === 0 && <p className="mt-2 text-stone-600 dark:text-stone-300">{t.introductions.noneSent}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {member.introductions.map((i) => (
            <IntroductionItem key={i.id} t={t} intro={i} onChange={replace} />
          ))}
        </ul>
      )}
    </section>
  );
}
