import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notify } from '../../client/toast';
import { MESSAGE_MAX, SendMessageBody, type MessageItem, type Thread } from '../../../shared/schemas/conversations';
import { TextAreaField } from '../../ui/field';
import { useStructForm } from '../../ui/use-struct-form';
import { ConfirmDialog } from '../../dashboard/parts/confirm-dialog';
import { MemberPhoto } from '../../dashboard/parts/member-photo';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { navigate } from '../../dashboard/shell/router';
import { PATHS, viewProfilePath } from '../../dashboard/config/paths';
import { dayOf, timeOfDay } from '../../dashboard/helpers/dates';
import { bellChanged, useLive } from '../../dashboard/helpers/live';
import { retryable, useLoad } from '../../client/use-load';
import { blockMember, fetchThread, markThreadRead, reportMessage, sendMessage } from './api';
import { useLocale, useSpoken, useWords } from '../../dashboard/helpers/i18n';
import { contactTermsWords } from '../../../shared/i18n/contact-terms';
import { formatNumber } from '../../../shared/i18n/format';
import type { CallItem } from '../../../shared/schemas/calls';
import { CallButtons, CallLine, useCalls } from '../calls';
import { MessageBody } from './message-body';

/** Adds messages to a thread, each once, oldest first. */
const merge = (a: MessageItem[], b: MessageItem[]) => [...new Map([...a, ...b].map((m) => [m.id, m])).values()].sort((x, y) => x.id - y.id);

/**
 * The safety note under a message that asks for money, carries a way to pay or moves the talk off
 * the site before the two have met (src/shared/conversation-safety.ts), with a one-tap report.
 */
function SafetyNote({ message, senderId }: { message: MessageItem; senderId: number }) {
  const t = useWords().messages;
  const say = useSpoken();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  if (!message.safety) return null;
  async function report() {
    setState('busy');
    const r = await reportMessage(senderId, message.id, message.safety === 'off-site' ? 'other' : 'asking-for-money');
    if (!r.ok) {
      setState('idle');
      // The refusal by its code, in the reader's language (a daily limit, a report already open).
      return notify.error(say(r.error));
    }
    setState('done');
  }
  return (
    <div
      role="note"
      data-safety={message.safety}
      className="mt-1 max-w-[85%] rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:max-w-[70%] dark:border-amber-600 dark:bg-night-2 dark:text-amber-100"
    >
      <p>{t.safetyNote[message.safety]}</p>
      {state === 'done' ? (
        <p className="mt-1 font-semibold" role="status">
          {t.messageReported}
        </p>
      ) : (
        <button type="button" className="btn btn-outline mt-2" disabled={state === 'busy'} onClick={() => void report()}>
          {t.reportMessage}
        </button>
      )}
    </div>
  );
}

/** Messages and calls in one timeline, oldest first; calls before the first loaded message wait for "older". */
const timeline = (items: MessageItem[], calls: CallItem[], hasOlder: boolean) => {
  const from = hasOlder ? (items[0]?.createdAt ?? '') : '';
  type Entry = { createdAt: string; message: MessageItem; call?: undefined } | { createdAt: string; message?: undefined; call: CallItem };
  const entries: Entry[] = [
    ...items.map((m) => ({ createdAt: m.createdAt, message: m })),
    ...calls.filter((c) => c.createdAt >= from).map((c) => ({ createdAt: c.createdAt, call: c })),
  ];
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
};

function Messages({ items, calls, hasOlder, name, otherId }: { items: MessageItem[]; calls: CallItem[]; hasOlder: boolean; name: string; otherId: number }) {
  const t = useWords().messages;
  const entries = timeline(items, calls, hasOlder);
  return (
    <ol className="grid min-w-0 grid-cols-1 gap-2">
      {entries.flatMap((entry, i) => {
        const rows = [];
        const d = dayOf(entry.createdAt);
        const key = entry.message ? entry.message.id : `call-${entry.call.id}`;
        if (i === 0 || dayOf(entries[i - 1].createdAt) !== d) {
          rows.push(
            <li key={`day-${key}`} className="my-2 text-center text-xs font-semibold text-stone-600 dark:text-stone-300">
              {d}
            </li>,
          );
        }
        if (!entry.message) {
          rows.push(
            <li key={key}>
              <CallLine call={entry.call} />
            </li>,
          );
          return rows;
        }
        const m = entry.message;
        rows.push(
          <li key={m.id} className={`flex min-w-0 flex-col ${m.mine ? 'items-end' : 'items-start'}`}>
            <div
              className={`max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[70%] ${
                m.mine
                  ? 'bg-brand-deep text-white dark:bg-pink-200 dark:text-night'
                  : 'border border-stone-200 bg-white text-ink dark:border-stone-600 dark:bg-night-2 dark:text-stone-100'
              }`}
            >
              <span className="sr-only">{m.mine ? t.you : name}: </span>
              <MessageBody body={m.body} mine={m.mine} />
              <p className={`mt-1 text-right text-xs ${m.mine ? 'text-pink-100 dark:text-stone-800' : 'text-stone-600 dark:text-stone-300'}`}>
                {timeOfDay(m.createdAt)}
                {m.mine && <> · {m.read ? t.read : t.sent}</>}
              </p>
            </div>
            {!m.mine && <SafetyNote message={m} senderId={otherId} />}
          </li>,
        );
        return rows;
      })}
    </ol>
  );
}

/** One conversation: newest at the bottom, older messages on request, new ones live; send, report and block (docs/product/member-loop.md). */
export default function ThreadPage({ params }: { params: Record<string, string> }) {
  const userId = Number(params.userId);
  const words = useWords();
  const w = words.messages;
  const locale = useLocale();
  const say = useSpoken();
  const [state, reload, setState] = useLoad(`thread-${userId}`, () => fetchThread(userId), w.threadFailed);
  const form = useStructForm({ body: '' }, SendMessageBody, { restoreTyped: false });
  const [sending, setSending] = useState(false);
  const [blocking, setBlocking] = useState<'ask' | 'busy' | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const thread = state.status === 'succeeded' ? state.data : null;
  const calls = useCalls(userId);
  const lastId = thread?.items.at(-1)?.id ?? 0;

  const update = (next: (t: Thread) => Thread) => setState((s) => (s.status === 'succeeded' ? { status: 'succeeded', data: next(s.data) } : s));

  // The newest message in view: scroll to it and tell the other member it was read.
  useEffect(() => {
    if (!lastId) return;
    end.current?.scrollIntoView({ block: 'nearest' });
    void markThreadRead(userId).then(() => bellChanged());
  }, [lastId, userId]);

  useLive(
    (event) => {
      if (event.actorId !== userId) return;
      if (event.type === 'message.sent')
        void fetchThread(userId).then((r) => {
          if (r.ok) update((t) => ({ ...t, items: merge(t.items, r.data.items) }));
        });
      else if (event.type === 'message.read') {
        const readId = Number(event.data.readId);
        update((t) => ({ ...t, items: t.items.map((m) => (m.mine && m.id <= readId ? { ...m, read: true } : m)) }));
      }
    },
    ['message.sent', 'message.read'],
  );

  async function older() {
    if (!thread?.items.length) return;
    setLoadingOlder(true);
    const r = await fetchThread(userId, thread.items[0].id);
    setLoadingOlder(false);
    if (!r.ok) return notify.error(r.message);
    update((t) => ({ ...t, items: merge(r.data.items, t.items), hasOlder: r.data.hasOlder }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    setSending(true);
    const r = await sendMessage(userId, data.body);
    setSending(false);
    if (!r.ok) {
      if (r.fields?.body) form.setErrors({ body: r.fields.body });
      // The server's refusal (her terms, a limit) in the reader's language.
      else notify.error(say(r.error));
      return;
    }
    form.reset();
    update((t) => ({ ...t, items: merge(t.items, [r.data]) }));
  }

  async function block() {
    setBlocking('busy');
    const r = await blockMember(userId);
    setBlocking(null);
    if (!r.ok) return notify.error(r.message);
    notify.success(w.blocked);
    navigate(PATHS.messages);
  }

  if (state.status === 'loading') return <LoadingPanel />;
  if (state.status === 'failed')
    return (
      <>
        <ErrorPanel message={state.message} onRetry={retryable(state) ? reload : undefined} />
        <a href={PATHS.messages} className="btn btn-outline mt-4 inline-flex">
          {w.backToMessages}
        </a>
      </>
    );
  const t = state.data;
  const name = t.member.fullName ?? words.common.member;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <a href={PATHS.messages} className="text-sm font-semibold underline-offset-2 hover:underline">
          {w.back}
        </a>
        <MemberPhoto url={t.member.photoUrl} name={name} className="h-12 w-12 shrink-0 rounded-full" />
        <h1 className="min-w-0 flex-auto truncate font-serif text-2xl font-bold text-brand-deep dark:text-pink-200">{name}</h1>
        <div className="flex flex-wrap gap-2">
          <CallButtons userId={userId} name={name} />
          <a href={viewProfilePath(userId)} className="btn btn-outline" title={w.profileReportHint}>
            {w.profileReport}
          </a>
          <button type="button" className="btn btn-outline" onClick={() => setBlocking('ask')}>
            {w.block}
          </button>
        </div>
      </div>
      <div
        role="log"
        aria-label={w.conversationWith({ name })}
        // The scrolling history takes focus so it can be scrolled from the keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="h-[55vh] overflow-y-auto rounded-xl border border-stone-200 bg-stone-100 p-3 dark:border-stone-700 dark:bg-night"
      >
        {t.hasOlder && (
          <div className="mb-2 text-center">
            <button type="button" className="btn btn-outline" disabled={loadingOlder} onClick={() => void older()}>
              {loadingOlder ? words.common.loading : w.older}
            </button>
          </div>
        )}
        {t.items.length === 0 && calls.length === 0 ? (
          <p className="py-8 text-center text-stone-700 dark:text-stone-300">
            {t.theyWriteFirst ? contactTermsWords(locale).thread.writesFirst({ name }) : w.firstMessage({ name })}
          </p>
        ) : (
          <Messages items={t.items} calls={calls} hasOlder={t.hasOlder} name={name} otherId={userId} />
        )}
        <div ref={end} />
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-2">
        <TextAreaField
          {...form.field('body')}
          label={w.messageTo({ name })}
          rows={3}
          maxLength={MESSAGE_MAX}
          hint={w.plainText({ max: formatNumber(locale, MESSAGE_MAX) })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
          }}
        />
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? w.sending : w.send}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={blocking !== null}
        title={w.blockTitle({ name })}
        message={w.blockQuestion}
        confirmLabel={w.block}
        busy={blocking === 'busy'}
        onConfirm={() => void block()}
        onCancel={() => setBlocking(null)}
      />
    </div>
  );
}
