import { useState } from 'react';
import { notify } from '../../client/toast';
import { DeclineInterestBody, INTEREST_TABS, type InterestItem, type InterestTab } from '../../../shared/schemas/interests';
import { Dialog } from '../../ui/dialog';
import { useStructForm } from '../../ui/use-struct-form';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { Tabs } from '../../dashboard/parts/tabs';
import { PATHS, threadPath } from '../../dashboard/config/paths';
import { useCan } from '../../dashboard/helpers/family-can';
import { shortDate } from '../../dashboard/helpers/dates';
import { useLoad } from '../../client/use-load';
import { acceptInterest, declineInterest, fetchInterests, withdrawInterest } from './api';
import { bellChanged } from '../../dashboard/helpers/live';
import { MemberRow } from '../../dashboard/parts/member-row';
import { useWords } from '../../dashboard/helpers/i18n';
import { useWorded } from '../../dashboard/helpers/phrase';
import { useLive } from '../../dashboard/helpers/live';
import type { DashboardWords } from '../../../shared/i18n/dashboard/en';

const PAGE_SIZE = 20;

/** The state of an interest in words, with when it changed. */
function stateText(item: InterestItem, t: DashboardWords['interests']): string {
  const at = shortDate(item.changedAt);
  switch (item.status) {
    case 'pending':
      return item.direction === 'received' ? t.receivedState({ date: at }) : t.sentState({ date: at });
    case 'accepted':
      return t.connectedState({ date: at });
    case 'declined':
      return item.direction === 'received' ? t.youDeclined({ date: at }) : t.declinedState({ date: at });
    case 'withdrawn':
      return t.withdrawnState({ date: at });
    case 'expired':
      return t.expiredState({ date: at });
  }
}

const initialTab = (): InterestTab => {
  const asked = new URLSearchParams(window.location.search).get('tab');
  return (INTEREST_TABS as readonly string[]).includes(asked ?? '') ? (asked as InterestTab) : 'received';
};

/** The interest events that change a card (the same live stream that moves the bell). */
const INTEREST_EVENTS = ['interest.received', 'interest.accepted', 'interest.declined', 'interest.withdrawn'] as const;

/** The open tab goes into the address (replacing it, so Back leaves the page), and a reload opens it again. */
function showTabInAddress(tab: InterestTab) {
  const url = new URL(window.location.href);
  url.searchParams.set('tab', tab);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Interests: received (pending first), sent, connected and declined/expired, with the actions that fit each (docs/product/member-loop.md). */
export default function InterestsPage() {
  const [tab, setTab] = useState<InterestTab>(initialTab);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [declining, setDeclining] = useState<InterestItem | null>(null);
  const reply = useStructForm({ template: '0' }, DeclineInterestBody, { restoreTyped: false });
  const words = useWords();
  const worded = useWorded();
  const t = words.interests;
  const tf = words.family;
  // A family helper answers only when the member allowed it, and never messages (docs/product/family.md).
  const can = useCan();
  const [state, reload, , refresh] = useLoad(`interests-${tab}-${page}`, () => fetchInterests(tab, page, PAGE_SIZE), t.failed);
  // An answer from the other side shows at once: the card's state, its actions and its photo.
  useLive(() => refresh(), INTEREST_EVENTS);

  async function act(item: InterestItem, call: () => ReturnType<typeof acceptInterest>, done: string) {
    setBusy(item.id);
    const result = await call();
    setBusy(null);
    if (!result.ok) notify.error(result.message);
    else {
      notify.success(done);
      // Answering marks the interest's notification read on the server: the bell follows.
      bellChanged();
    }
    setDeclining(null);
    reload();
  }
  const name = (item: InterestItem) => item.member.fullName ?? words.common.thisMember;

  function actions(item: InterestItem) {
    if (item.status === 'accepted')
      return can('message') ? (
        <a href={threadPath(item.member.userId)} className="btn btn-primary">
          {t.message}
        </a>
      ) : null;
    if (!can('interests')) return null;
    if (item.status === 'pending' && item.direction === 'received')
      return (
        <>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy === item.id}
            onClick={() => void act(item, () => acceptInterest(item.id), t.connectedDone({ name: name(item) }))}
          >
            {t.accept}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy === item.id}
            onClick={() => {
              reply.reset();
              setDeclining(item);
            }}
          >
            {t.decline}
          </button>
        </>
      );
    if (item.status === 'pending' && item.direction === 'sent')
      return (
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy === item.id}
          onClick={() => void act(item, () => withdrawInterest(item.id), t.withdrawnDone({ name: name(item) }))}
        >
          {t.withdraw}
        </button>
      );
    return null;
  }

  return (
    <>
      <PageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <a href={PATHS.matchingProfile} className="btn btn-outline">
            {t.findMatches}
          </a>
        }
      />
      <Tabs
        label={t.title}
        tabs={INTEREST_TABS.map((key) => ({ key, label: t.tabs[key] }))}
        selected={tab}
        onSelect={(key) => {
          setTab(key);
          showTabInAddress(key);
          setPage(1);
        }}
      >
        {state.status === 'loading' && <LoadingPanel />}
        {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
        {state.status === 'succeeded' &&
          (state.data.items.length === 0 ? (
            <p className="card text-stone-700 dark:text-stone-300">{t.empty[tab]}</p>
          ) : (
            <>
              <ul className="grid gap-3" aria-label={t.listOf({ tab: t.tabs[tab] })}>
                {state.data.items.map((item) => (
                  <MemberRow
                    key={item.id}
                    member={item.member}
                    state={
                      <>
                        <p
                          className={`font-semibold ${item.status === 'accepted' ? 'text-emerald-800 dark:text-emerald-300' : 'text-stone-800 dark:text-stone-200'}`}
                        >
                          {stateText(item, t)}
                        </p>
                        {item.sentBy && (
                          <p className="mt-0.5 text-sm text-stone-700 dark:text-stone-300">
                            {tf.by({ name: item.sentBy.name, relation: tf.relations[item.sentBy.relation] ?? item.sentBy.relation })}
                          </p>
                        )}
                        {item.answeredBy && (
                          <p className="mt-0.5 text-sm text-stone-700 dark:text-stone-300">
                            {tf.by({ name: item.answeredBy.name, relation: tf.relations[item.answeredBy.relation] ?? item.answeredBy.relation })}
                          </p>
                        )}
                        {item.note && <p className="mt-0.5 text-stone-700 italic dark:text-stone-300">“{worded(item.notePhrase, item.note)}”</p>}
                        {item.reply && (
                          <p className="mt-0.5 text-stone-700 italic dark:text-stone-300">{t.replyQuoted({ text: worded(item.replyPhrase, item.reply) })}</p>
                        )}
                      </>
                    }
                    actions={actions(item)}
                  />
                ))}
              </ul>
              <Pager page={page} pageSize={PAGE_SIZE} total={state.data.total} onPage={setPage} />
            </>
          ))}
      </Tabs>
      <Dialog open={declining !== null} title={t.declineTitle} description={t.declineHelp} onClose={() => setDeclining(null)}>
        {declining && (
          <form
            className="dialog-body grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              const data = reply.submit();
              if (data) void act(declining, () => declineInterest(declining.id, data.template ?? 0), t.declinedDone({ name: name(declining) }));
            }}
          >
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-semibold">{t.reply}</legend>
              {t.declineTemplates.map((text, i) => (
                <label key={text} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="reply"
                    className="mt-1"
                    checked={reply.values.template === String(i)}
                    onChange={() => reply.set('template', String(i))}
                  />
                  <span>{text}</span>
                </label>
              ))}
            </fieldset>
            <div className="flex justify-end gap-2">
              <button type="button" className="btn btn-outline" onClick={() => setDeclining(null)}>
                {words.common.cancel}
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy === declining.id}>
                {t.decline}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
