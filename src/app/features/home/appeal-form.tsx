import { useState } from 'react';
import { notify } from '../../client/toast';
import { AppealBody } from '../../../shared/schemas/interests';
import { TextAreaField } from '../../ui/field';
import { useStructForm } from '../../ui/use-struct-form';
import { useWords } from '../../dashboard/helpers/i18n';
import { sendAppeal } from './api';

/**
 * The appeal itself, for a member who may still appeal: a chunk of its own, with the form's
 * checks, fetched only when the appeal box shows it (docs/decisions/074-dashboard-first-screen.md).
 */
export default function AppealForm({ onSent }: { onSent: () => void }) {
  const t = useWords().home;
  const form = useStructForm({ text: '' }, AppealBody, { restoreTyped: false, id: () => 'appeal-text' });
  const [busy, setBusy] = useState(false);

  async function submit() {
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await sendAppeal(data.text);
    setBusy(false);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(t.appealDone);
    onSent();
  }

  return (
    <form
      className="mt-3 grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextAreaField {...form.field('text')} label={t.appealLabel} required maxLength={1000} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.appealSend}
        </button>
      </div>
    </form>
  );
}
