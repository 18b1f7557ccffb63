import { useState } from 'react';
import { assistedWords } from '../../../shared/i18n/assisted';
import { REPORT_REASONS, type ReportReason } from '../../../shared/schemas/report-reasons';
import type { Introduction, IntroductionAnswer, IntroductionPerson } from '../../../shared/schemas/assisted-introductions';
import { notify } from '../../client/toast';
import { FieldFrame, TextAreaField } from '../../ui/field';
import { threadPath } from '../../dashboard/config/paths';
import { MemberRow } from '../../dashboard/parts/member-row';
import { longDate } from '../../dashboard/helpers/dates';
import { spoken, useLocale, useWords } from '../../dashboard/helpers/i18n';
import { answerIntroduction, blockMember, reportMember } from './api';
import { MeetingItem } from './meeting-item';

type Words = ReturnType<typeof assistedWords>;
const isKnown = <T extends string>(list: Record<T, string>, key: string): key is T => key in list;

/**
 * A side of an introduction as the compact card shows it: an Elite member before acceptance by
 * initials, without photos; the verification badges as the server read them for every card.
 */
export const cardOf = (p: IntroductionPerson) => ({
  userId: p.userId,
  fullName: p.name,
  age: p.age,
  city: p.city,
  religion: null,
  caste: null,
  photoUrl: null,
  photoPreviewUrl: null,
  badges: p.badges,
});

export const statusOf = (t: Words, status: string) => (isKnown(t.introductions.statuses, status) ? t.introductions.statuses[status] : status);

/** Report the member introduced, with a reason and what happened; or block them. */
function Safety({ t, person, onBlocked }: { t: Words; person: IntroductionPerson; onBlocked: () => void }) {
  const words = useWords();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('other');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function block() {
    const result = await blockMember(person.userId);
    if (!result.ok) return notify.error(spoken(result.error));
    notify.success(t.introductions.blockedToast);
    onBlocked();
  }
  async function report() {
    const result = await reportMember(person.userId, reason, details);
    if (!result.ok) return setError(spoken(result.fieldMessages?.details ?? result.error));
    setError(undefined);
    setOpen(false);
    notify.success(t.introductions.reportedToast);
  }
  const id = `intro-report-${person.userId}`;
  return (
    <div className="mt-3">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {t.introductions.report}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void block()}>
          {t.introductions.block}
        </button>
      </div>
      {open && (
        <form
          id={id}
          noValidate
          className="mt-3 grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void report();
          }}
        >
          <FieldFrame id={`${id}-reason`} label={t.introductions.reportReason}>
            {(control) => (
              <select {...control} value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
                {REPORT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {words.common.reportReason[r]}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <TextAreaField
            id={`${id}-details`}
            label={t.introductions.reportDetails}
            rows={3}
            required
            value={details}
            error={error}
            onChange={(e) => setDetails(e.target.value)}
          />
          <div>
            <button type="submit" className="btn btn-primary">
              {t.introductions.reportSend}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/**
 * One introduction on a member's page. Addressed to the reader: the manager's words, the note,
 * Accept and Decline, and a way to report or block; made for the reader: to whom, and the answer.
 * Either way, its meetings once accepted.
 */
export function IntroductionCard({
  intro,
  canAct,
  onChange,
  onGone,
}: {
  intro: Introduction;
  /** The member's own session; a family helper reads. */
  canAct: boolean;
  onChange: (next: Introduction) => void;
  onGone: () => void;
}) {
  const locale = useLocale();
  const t = assistedWords(locale);
  const [busy, setBusy] = useState(false);
  const toMe = intro.side === 'other';
  const shown = toMe ? intro.member : intro.other;
  async function answer(to: IntroductionAnswer) {
    setBusy(true);
    const result = await answerIntroduction(intro.id, to);
    setBusy(false);
    if (!result.ok) return notify.error(spoken(result.error));
    notify.success(to === 'accepted' ? t.introductions.acceptedToast : t.introductions.declinedToast);
    onChange(result.data);
  }
  const linked = !shown.confidential && (toMe ? intro.status === 'accepted' || intro.status === 'pending' : true);
  return (
    <MemberRow
      member={cardOf(shown)}
      link={linked}
      state={
        <div data-introduction-status={intro.status}>
          {toMe ? (
            <>
              <p className="font-semibold">{t.introductions.headline({ manager: intro.managerName, member: intro.member.name })}</p>
              <p className="mt-1">{t.introductions.wantsToMeet({ name: intro.member.name, gender: intro.member.gender ?? 'other' })}</p>
              {shown.confidential && <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{t.introductions.confidential}</p>}
            </>
          ) : (
            <p className="font-semibold">{t.introductions.mineLine({ name: intro.other.name })}</p>
          )}
          <p className="mt-1">
            <span className="font-semibold">{t.member.managerNote}: </span>
            <span className="[overflow-wrap:anywhere]" translate="no">
              {intro.message}
            </span>
          </p>
          <p className="mt-1 font-semibold" role="status">
            {statusOf(t, intro.status)} ·{' '}
            {intro.answeredAt ? t.introductions.answeredOn({ when: longDate(intro.answeredAt) }) : t.introductions.sentOn({ when: longDate(intro.createdAt) })}
          </p>
          {intro.canAnswer && canAct && (
            <div role="group" aria-label={t.introductions.forYou} className="mt-3 flex flex-wrap gap-2">
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void answer('accepted')}>
                {t.introductions.accept}
              </button>
              <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void answer('declined')}>
                {t.introductions.decline}
              </button>
            </div>
          )}
          {intro.status === 'accepted' && (
            <p className="mt-1">
              {t.introductions.connected}{' '}
              <a className="font-semibold text-brand-deep underline dark:text-pink-200" href={threadPath(shown.userId)}>
                {t.introductions.openMessages}
              </a>
            </p>
          )}
          {intro.meetings.length > 0 && (
            <>
              <h3 className="mt-3 font-semibold">{t.meetings.title}</h3>
              <ul className="mt-2 grid gap-2">
                {intro.meetings.map((m) => (
                  <MeetingItem key={m.id} meeting={m} intro={intro} onChange={onChange} />
                ))}
              </ul>
            </>
          )}
          {toMe && canAct && intro.status !== 'declined' && <Safety t={t} person={intro.member} onBlocked={onGone} />}
        </div>
      }
    />
  );
}
