import { CODED } from '../../../shared/coded-messages';
import { useState } from 'react';
import { notify } from '../../client/toast';
import { NOTE_MAX, REPORT_REASONS, ReportBody, SendInterestBody, type Relation } from '../../../shared/schemas/interests';
import { Dialog } from '../../ui/dialog';
import { FieldFrame, TextAreaField } from '../../ui/field';
import { checkWith, useStructForm } from '../../ui/use-struct-form';
import { ConfirmDialog } from '../../dashboard/parts/confirm-dialog';
import { spoken, useWords } from '../../dashboard/helpers/i18n';
import { useLoad } from '../../client/use-load';
import { sendInterest } from '../../dashboard/helpers/interest-calls';
import { useCan } from '../../dashboard/helpers/family-can';
import { fetchRelation, interestAction, reportMember, setMark } from './api';
import type { Message, MessageOrText } from '../../../shared/message-code';
import { replyMessage } from '../../../shared/coded-reply';

/** The note choice that is the member's own words rather than an offered note. */
const CUSTOM = '-1';
const QUIET =
  'min-h-6 rounded text-sm font-semibold text-stone-700 underline underline-offset-4 hover:text-brand-deep disabled:opacity-60 dark:text-stone-300 dark:hover:text-pink-200';

/**
 * What a member can do on another's profile (docs/product/member-loop.md): the interest both ways (send with a
 * note, accept, decline, withdraw; "Connected"), shortlist, not interested, block and report.
 */
export function MemberActions({ userId, name }: { userId: number; name: string }) {
  const words = useWords();
  const t = words.memberActions;
  // A family helper sees only what the member allowed them (docs/product/family.md).
  const can = useCan();
  const [state, reload] = useLoad(`relation-${userId}`, () => fetchRelation(userId), CODED.MSG.fetchFailed);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'send' | 'report' | 'block' | null>(null);
  // An offered note (its index) or the member's own; the note goes only with the own-words choice.
  const send = useStructForm(
    { template: '0', note: '' },
    checkWith(SendInterestBody, (v) => ({ targetUserId: userId, ...(v.template === CUSTOM ? { note: v.note } : { template: v.template }) })),
    { restoreTyped: false, id: (field) => `interest-${field}` },
  );
  const report = useStructForm(
    { reason: '', details: '', block: '' },
    (v) =>
      v.reason
        ? checkWith(ReportBody, () => ({ reportedUserId: userId, reason: v.reason, details: v.details, block: v.block === 'true' }))(v)
        : { data: null, fields: { reason: t.chooseReasonError } },
    { restoreTyped: false, id: (field) => `report-${field}` },
  );

  async function run<T>(
    call: () => Promise<{ ok: true; data: T } | { ok: false; error: Message; fields?: Record<string, string>; fieldMessages?: Record<string, Message> }>,
    done: string | ((data: T) => string),
    form?: { setErrors: (fields: Record<string, MessageOrText>) => void; values: Record<string, string> },
  ) {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (!result.ok) {
      // A dialog's refusal (a daily limit, a report already open) is said in the dialog, where
      // the person is looking, and once; a field's fault under its field.
      if (form) {
        const fields = result.fields && Object.keys(result.fields).length > 0 ? (result.fieldMessages ?? result.fields) : null;
        form.setErrors(fields && Object.keys(fields).every((key) => key in form.values) ? fields : { _: spoken(result.error) });
      } else notify.error(spoken(result.error));
      return false;
    }
    form?.setErrors({});
    notify.success(typeof done === 'string' ? done : done(result.data));
    setDialog(null);
    reload();
    return true;
  }

  if (state.status !== 'succeeded') return null;
  const r: Relation = state.data;
  const interest = r.interest;
  const mark = (list: '/shortlist' | '/not-interested', on: boolean, done: string) => void run(() => setMark(list, userId, on), done);

  let interestPart;
  if (!can('interests') && interest?.status !== 'accepted') interestPart = null;
  else if (interest?.status === 'accepted') interestPart = <p className="font-semibold text-emerald-800 dark:text-emerald-300">{t.connected}</p>;
  else if (interest?.status === 'pending' && interest.direction === 'sent')
    interestPart = (
      <>
        <p className="font-semibold text-emerald-800 dark:text-emerald-300">{t.interestSent}</p>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void run(() => interestAction(interest.id, 'withdraw'), t.withdrawn)}>
          {t.withdraw}
        </button>
      </>
    );
  else if (interest?.status === 'pending' && interest.direction === 'received')
    interestPart = (
      <>
        <p className="font-semibold text-brand-deep dark:text-pink-200">{t.interestedInYou}</p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void run(() => interestAction(interest.id, 'accept'), t.connectedDone({ name }))}
        >
          {t.accept}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void run(() => interestAction(interest.id, 'decline'), t.declined)}>
          {t.decline}
        </button>
      </>
    );
  else if (interest?.status === 'declined' && interest.direction === 'sent')
    interestPart = <p className="text-stone-700 dark:text-stone-300">{t.declinedYours({ name })}</p>;
  else
    interestPart = (
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy}
        onClick={() => {
          send.setErrors({});
          setDialog('send');
        }}
      >
        {t.sendInterest}
      </button>
    );

  return (
    <section aria-labelledby="member-actions" className="card !p-4">
      <h2 id="member-actions" className="sr-only">
        {t.yourActions}
      </h2>
      {r.blocked ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{t.youBlocked({ name })}</p>
          {can('block') && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => void run(() => setMark('/blocks', userId, false), t.unblocked({ name }))}
            >
              {t.unblock}
            </button>
          )}
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {interestPart}
            {can('shortlist') && (
              <button
                type="button"
                className="btn btn-outline"
                aria-pressed={r.shortlisted}
                disabled={busy}
                onClick={() => mark('/shortlist', !r.shortlisted, r.shortlisted ? t.shortlistRemoved : t.shortlistAdded)}
              >
                {r.shortlisted ? t.shortlisted : t.shortlist}
              </button>
            )}
          </div>
          {/* The rarer actions as quieter text buttons (still 24 px targets), so a phone reaches the profile sooner. */}
          {/* Hiding, blocking and reporting stay with the member: never a family helper's. */}
          {can('block') && (
            <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
              <button
                type="button"
                className={QUIET}
                aria-pressed={r.notInterested}
                disabled={busy}
                onClick={() => mark('/not-interested', !r.notInterested, r.notInterested ? t.shownAgain : t.hidden)}
              >
                {t.notInterested}
              </button>
              <button type="button" className={QUIET} disabled={busy} onClick={() => setDialog('block')}>
                {t.block}
              </button>
              {r.reported ? (
                <p className="text-sm text-stone-700 dark:text-stone-300">{t.reported}</p>
              ) : (
                <button
                  type="button"
                  className={QUIET}
                  disabled={busy}
                  onClick={() => {
                    report.setErrors({});
                    setDialog('report');
                  }}
                >
                  {t.report}
                </button>
              )}
            </div>
          )}
        </>
      )}

      <Dialog open={dialog === 'send'} title={t.sendTitle({ name })} description={t.sendHelp} onClose={() => setDialog(null)}>
        <form
          className="dialog-body grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            const data = send.submit();
            if (!data) return;
            void run(
              () => sendInterest(userId, { template: data.template, note: data.note }),
              // Said in the reader's language: the reply's message is the server's English.
              words.cardActions.sent({ name }),
              send,
            );
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold">{t.note}</legend>
            {t.templates.map((text, i) => (
              <label key={i} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="note-choice"
                  className="mt-1"
                  checked={send.values.template === String(i)}
                  onChange={() => send.set('template', String(i))}
                />
                <span>{text}</span>
              </label>
            ))}
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" name="note-choice" className="mt-1" checked={send.values.template === CUSTOM} onChange={() => send.set('template', CUSTOM)} />
              <span>{t.ownNote}</span>
            </label>
          </fieldset>
          {send.values.template === CUSTOM && <TextAreaField {...send.field('note')} label={t.yourNote} hint={t.upTo} maxLength={NOTE_MAX} />}
          <Refusal text={send.errors._} />
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-outline" onClick={() => setDialog(null)}>
              {words.common.cancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t.sendInterest}
            </button>
          </div>
        </form>
      </Dialog>

      <ConfirmDialog
        open={dialog === 'block'}
        title={t.blockTitle({ name })}
        message={t.blockMessage}
        confirmLabel={t.block}
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={() => void run(() => setMark('/blocks', userId, true), t.blocked({ name }))}
      />

      <Dialog open={dialog === 'report'} title={t.reportTitle({ name })} description={t.reportHelp} onClose={() => setDialog(null)}>
        <form
          className="dialog-body grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            const data = report.submit();
            if (!data) return;
            void run(
              () => reportMember({ reportedUserId: userId, reason: data.reason, details: data.details, block: data.block }),
              // The server's thanks by its code (MEMBER_LOOP_MSG.reportReceived), in the reader's language.
              (d) => spoken(replyMessage(d)),
              report,
            );
          }}
        >
          <FieldFrame id="report-reason" label={t.reason} required error={report.errors.reason}>
            {(control) => (
              <select {...control} name="reason" value={report.values.reason} onChange={(e) => report.set('reason', e.target.value)}>
                <option value="">{t.chooseReason}</option>
                {REPORT_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {words.common.reportReason[value]}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <TextAreaField {...report.field('details')} label={t.whatHappened} required maxLength={1000} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={report.values.block === 'true'} onChange={(e) => report.set('block', e.target.checked ? 'true' : '')} />
            {t.alsoBlock({ name })}
          </label>
          <Refusal text={report.errors._} />
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-outline" onClick={() => setDialog(null)}>
              {words.common.cancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t.sendReport}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

/** The server's refusal of a dialog's form, announced as it appears. */
function Refusal({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 p-3 text-sm font-semibold text-red-700 dark:border-red-400 dark:text-red-300">
      {text}
    </p>
  );
}
