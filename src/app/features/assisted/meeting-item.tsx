import { useState } from 'react';
import { assistedWords } from '../../../shared/i18n/assisted';
import { LOCALE_TAG } from '../../../shared/i18n/locales';
import { feedbackBody, type Introduction, type Meeting } from '../../../shared/schemas/assisted-introductions';
import { notify } from '../../client/toast';
import { TextAreaField } from '../../ui/field';
import { fieldErrors } from '../../ui/field-errors';
import { spoken, useLocale } from '../../dashboard/helpers/i18n';
import { closeMeeting, confirmMeeting, downloadInvitation, sendFeedback } from './api';

type Words = ReturnType<typeof assistedWords>;

/** A meeting's time as India's clock shows it, in the reader's language (the words say "India time"). */
export const meetingTime = (iso: string, tag: string) =>
  new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

const isKnown = <T extends string>(list: Record<T, string>, key: string): key is T => key in list;

function FeedbackForm({ t, meeting, onChange }: { t: Words; meeting: Meeting; onChange: (next: Introduction) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function send() {
    const found = fieldErrors(feedbackBody(t.introCheck), { text });
    if (found.text) return setError(found.text);
    setBusy(true);
    const result = await sendFeedback(meeting.id, text);
    setBusy(false);
    if (!result.ok) return setError(spoken(result.fieldMessages?.text ?? result.error));
    setError(undefined);
    notify.success(t.meetings.feedbackToast);
    onChange(result.data);
  }
  return (
    <form
      noValidate
      className="mt-3"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <TextAreaField
        id={`meeting-${meeting.id}-feedback`}
        label={t.meetings.feedback}
        hint={t.meetings.feedbackHint}
        rows={3}
        required
        value={text}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-primary mt-2" disabled={busy}>
        {t.meetings.sendFeedback}
      </button>
    </form>
  );
}

/**
 * One meeting of an introduction: when and where, who confirmed, and what the reader may do —
 * a member confirms, downloads the invitation and leaves feedback once it is held; the manager
 * marks it held or cancels it.
 */
export function MeetingItem({ meeting, intro, onChange }: { meeting: Meeting; intro: Introduction; onChange: (next: Introduction) => void }) {
  const locale = useLocale();
  const t = assistedWords(locale);
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<{ ok: true; data: Introduction } | { ok: false; error: Parameters<typeof spoken>[0] }>, done: string) => {
    setBusy(true);
    const result = await run();
    setBusy(false);
    if (!result.ok) return notify.error(spoken(result.error));
    notify.success(done);
    onChange(result.data);
  };
  const where = meeting.mode === 'video' ? [t.meetings.videoCall, meeting.place].filter(Boolean).join(': ') : (meeting.place ?? '');
  const status = isKnown(t.meetings.statuses, meeting.status) ? t.meetings.statuses[meeting.status] : meeting.status;
  const isMember = intro.side === 'member' || intro.side === 'other';
  const mine = intro.side === 'member' ? meeting.memberConfirmedAt : intro.side === 'other' ? meeting.otherConfirmedAt : null;
  const theirs = intro.side === 'member' ? meeting.otherConfirmedAt : meeting.memberConfirmedAt;
  const confirmations =
    meeting.status !== 'proposed'
      ? null
      : isMember
        ? mine
          ? theirs
            ? t.meetings.bothConfirmed
            : `${t.meetings.youConfirmed} ${t.meetings.waitingOther}`
          : null
        : [
            meeting.memberConfirmedAt ? t.meetings.memberConfirmed({ name: intro.member.name }) : t.meetings.notConfirmed({ name: intro.member.name }),
            meeting.otherConfirmedAt ? t.meetings.memberConfirmed({ name: intro.other.name }) : t.meetings.notConfirmed({ name: intro.other.name }),
          ].join(' · ');
  return (
    <li className="rounded-xl border border-stone-300 p-3 dark:border-stone-600" aria-label={t.meetings.title} data-meeting-status={meeting.status}>
      <p className="font-semibold">
        {status} · {t.meetings.at({ when: meetingTime(meeting.startsAt, LOCALE_TAG[locale]), minutes: meeting.durationMinutes })}
      </p>
      <p className="[overflow-wrap:anywhere]" translate="no">
        {where}
      </p>
      {confirmations && (
        <p className="mt-1 text-sm" role="status">
          {confirmations}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {meeting.canConfirm && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void act(() => confirmMeeting(meeting.id), t.meetings.confirmedToast)}
          >
            {t.meetings.confirm}
          </button>
        )}
        {meeting.status !== 'cancelled' && (
          <button type="button" className="btn btn-outline" onClick={() => void downloadInvitation(meeting.id)}>
            {t.meetings.calendar}
          </button>
        )}
        {meeting.canHold && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void act(() => closeMeeting(meeting.id, 'held'), t.meetings.heldToast)}
          >
            {t.meetings.markHeld}
          </button>
        )}
        {meeting.canClose && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void act(() => closeMeeting(meeting.id, 'cancelled'), t.meetings.cancelledToast)}
          >
            {t.meetings.cancel}
          </button>
        )}
      </div>
      {meeting.feedback.map((f) => (
        <div key={f.byUserId} className="mt-2 rounded-lg bg-stone-100 px-3 py-2 dark:bg-night-2">
          <p className="text-sm font-semibold">{isMember ? t.meetings.yourFeedback : t.meetings.feedbackFrom({ name: f.name })}</p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]" translate="no">
            {f.text}
          </p>
        </div>
      ))}
      {meeting.canFeedback && <FeedbackForm t={t} meeting={meeting} onChange={onChange} />}
    </li>
  );
}
