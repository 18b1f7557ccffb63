import { useState } from 'react';
import { messageBody, type ThreadMessage } from '../../../shared/schemas/assisted';
import { assistedWords } from '../../../shared/i18n/assisted';
import { TextAreaField } from '../../ui/field';
import { notify } from '../../client/toast';
import type { ApiResult } from '../../client/api';
import { dateTime } from '../../dashboard/helpers/dates';
import { spoken, useLocale } from '../../dashboard/helpers/i18n';
import { fieldErrors } from '../../ui/field-errors';

/**
 * The thread between a member and their relationship manager, apart from the messages between
 * members: the messages oldest first, the reader's own on the right, and a box to write in when
 * the reader may write.
 */
export function Thread({
  id,
  title,
  note,
  messages,
  mine,
  writeLabel,
  sentText,
  onSend,
  onSent,
}: {
  id: string;
  title: string;
  note?: string;
  messages: readonly ThreadMessage[];
  /** Whose messages are the reader's own. */
  mine: 'member' | 'manager';
  /** The box's label; no box when the reader may not write. */
  writeLabel: string | null;
  sentText: string;
  onSend: (text: string) => Promise<ApiResult<ThreadMessage>>;
  onSent: (message: ThreadMessage) => void;
}) {
  const locale = useLocale();
  const t = assistedWords(locale);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function send() {
    const errors = fieldErrors(messageBody(t.check), { text });
    if (errors.text) {
      setError(errors.text);
      return;
    }
    setBusy(true);
    const result = await onSend(text);
    setBusy(false);
    if (!result.ok) {
      setError(spoken(result.fieldMessages?.text ?? result.error));
      return;
    }
    setText('');
    setError(undefined);
    notify.success(sentText);
    onSent(result.data);
  }
  const empty = mine === 'member' ? t.member.noMessages : t.workbench.noMessages;
  return (
    <section className="card mt-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {note && <p className="text-sm text-stone-600 dark:text-stone-300">{note}</p>}
      {messages.length === 0 ? (
        <p className="mt-3 text-stone-600 dark:text-stone-300">{empty}</p>
      ) : (
        <ol className="mt-3 grid gap-2" aria-label={title}>
          {messages.map((m) => {
            const own = (mine === 'manager') === m.fromManager;
            return (
              <li
                key={m.id}
                className={`max-w-[85%] rounded-xl px-3 py-2 ${own ? 'justify-self-end bg-pink-100 dark:bg-stone-700' : 'justify-self-start bg-stone-100 dark:bg-night-2'}`}
              >
                <p className="whitespace-pre-line [overflow-wrap:anywhere]" translate="no">
                  {m.text}
                </p>
                <p className="mt-1 text-xs text-stone-600 dark:text-stone-300">{dateTime(m.createdAt)}</p>
              </li>
            );
          })}
        </ol>
      )}
      {writeLabel && (
        <form
          className="mt-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <TextAreaField id={`${id}-text`} label={writeLabel} rows={3} required value={text} error={error} onChange={(e) => setText(e.target.value)} />
          <div className="mt-2 flex justify-end">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t.member.send}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
