import { useId, useState } from 'react';
import { notify } from '../../client/toast';
import type { Option } from '../../client/reference-lists';
import { changeUser, resetUserTwoStep } from './api';
import { ConfirmDialog } from '../../dashboard/parts/confirm-dialog';
import { DeactivateBody } from '../../../shared/schemas/photos';
import { Dialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/field';
import { useStructForm } from '../../ui/use-struct-form';
import { replyMessage } from '../../../shared/coded-reply';
import { useLocale, useSpoken, useWords } from '../../dashboard/helpers/i18n';
import { shownOptions } from './use-ref-names';
import { useMasterWords, withData } from './words';

type Row = { id: number } & Record<string, unknown>;

/**
 * Users master extras: change the role and (de)activate. PUT replaces the whole record, so the
 * record is read afresh first and only the one change is laid over it: the row as last rendered
 * may be stale (a second action clicked before the list reloaded would otherwise put back what
 * the first one changed). The record as read never holds the password (write-only). The server
 * refuses to demote or deactivate the last admin (409).
 */
function useSaveUser(row: Row, onChanged: () => void) {
  const [busy, setBusy] = useState(false);
  const spoken = useSpoken();
  async function save(change: Record<string, unknown>, done: string) {
    setBusy(true);
    const result = await changeUser(row.id, change);
    setBusy(false);
    if (result.ok) notify.success(done);
    else notify.error(spoken(result.error));
    onChanged();
  }
  return { busy, save };
}

/** A role change is asked for first, naming the member and the new role: making someone an administrator must be deliberate. */
export function RoleSelect({ row, roles: stored, onChanged }: { row: Row; roles: Option[]; onChanged: () => void }) {
  const { busy, save } = useSaveUser(row, onChanged);
  const t = useMasterWords();
  const roles = shownOptions(stored, useLocale(), useWords().shell.roles) ?? [];
  const id = useId();
  const [asked, setAsked] = useState<Option | null>(null);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {withData(t.roleFor, String(row.name))}
      </label>
      <select
        id={id}
        disabled={busy || roles.length === 0}
        value={String(row.userRoleId)}
        onChange={(e) => setAsked(roles.find((r) => String(r.id) === e.target.value) ?? null)}
        className="min-h-9 rounded-md border border-stone-300 bg-white px-2 py-1 text-sm dark:border-stone-600 dark:bg-night"
      >
        {roles.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={asked !== null}
        title={t.roleChangeTitle}
        message={asked ? t.roleChangeQuestion({ member: String(row.name), role: asked.name, article: /^[aeiou]/i.test(asked.name) ? 'an' : 'a' }) : ''}
        confirmLabel={t.roleChangeConfirm}
        busy={busy}
        onConfirm={() => {
          const role = asked!;
          setAsked(null);
          void save({ userRoleId: Number(role.id) }, t.roleChanged);
        }}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}

/** Deactivating asks first, with a reason: the member is mailed it and cannot sign in until made active again. */
export function ActiveToggle({ row, onChanged }: { row: Row; onChanged: () => void }) {
  const { busy, save } = useSaveUser(row, onChanged);
  const t = useMasterWords();
  const active = Number(row.isActive) === 1;
  const [asking, setAsking] = useState(false);
  const form = useStructForm({ reason: '' }, DeactivateBody, { restoreTyped: false, id: () => `deactivate-reason-${row.id}` });
  function deactivate() {
    const data = form.submit();
    if (!data) return;
    setAsking(false);
    void save({ isActive: 0, deactivationReason: data.reason.trim() }, t.deactivated);
  }
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => (active ? setAsking(true) : void save({ isActive: 1 }, t.activated))}
        className="rounded-md px-2 py-1 text-sm font-semibold text-brand-deep hover:underline dark:text-pink-200"
      >
        {active ? t.deactivate : t.activate}
      </button>
      <Dialog open={asking} title={t.deactivateTitle({ member: String(row.name) })} description={t.deactivateQuestion} onClose={() => setAsking(false)}>
        {asking && (
          <form
            className="dialog-body grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              deactivate();
            }}
          >
            <TextAreaField {...form.field('reason')} label={t.deactivateReason} required minLength={3} maxLength={300} />
            <div className="flex justify-end gap-2">
              <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
                {t.cancel}
              </button>
              <button type="submit" className="btn bg-red-700 text-white hover:bg-red-600" disabled={busy}>
                {t.deactivateConfirm}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}

/** On a user's page: clear their two-step sign-in when they lost the phone and the recovery codes. Asked first. */
export function ResetTwoStep({ userId, name }: { userId: number | string; name: string }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useMasterWords();
  const spoken = useSpoken();
  async function reset() {
    setBusy(true);
    const result = await resetUserTwoStep(userId);
    setBusy(false);
    setAsking(false);
    // The server's message by its code (TWO_STEP_TEXT.resetDone), in the screen's language.
    if (result.ok) notify.success(spoken(replyMessage(result.data)));
    else notify.error(spoken(result.error));
  }
  return (
    <section aria-labelledby="reset-two-step-title" className="card mt-6 grid max-w-2xl gap-3">
      <h2 id="reset-two-step-title" className="font-serif text-xl font-bold">
        {t.twoStepTitle}
      </h2>
      <p className="text-stone-700 dark:text-stone-300">{t.twoStepResetHelp}</p>
      <button type="button" className="btn btn-outline justify-self-start" onClick={() => setAsking(true)}>
        {t.twoStepResetAction}
      </button>
      <ConfirmDialog
        open={asking}
        title={t.twoStepResetAction}
        message={t.twoStepResetQuestion({ name })}
        confirmLabel={t.twoStepResetAction}
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
