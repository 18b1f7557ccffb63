import { useState } from 'react';
import { notify } from '../../../lib/toast';
import { DECLINE_TEMPLATES, INTEREST_TABS, type InterestItem, type InterestTab } from '../../../shared/schemas/interests';
import { Dialog } from '../../../ui/dialog';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { Tabs } from '../../components/tabs';
import { PATHS, threadPath } from '../../config/paths';
import { shortDate } from '../../lib/dates';
import { useLoad } from '../../lib/use-load';
import { acceptInterest, declineInterest, fetchInterests, withdrawInterest } from './api';
import { MemberRow } from '../../components/member-row';

const PAGE_SIZE = 20;
const TAB_LABELS: Record<InterestTab, string> = { received: 'Received', sent: 'Sent', connected: 'Connected', closed: 'Declined/expired' };
const EMPTY: Record<InterestTab, string> = {
  received: 'No interests received yet. Members who like your profile will appear here.',
  sent: 'You have not sent any interests yet. Press Interested on a match to send one.',
  connected: 'No connections yet. An interest accepted either way connects you.',
  closed: 'Nothing declined or expired.',
};

/** The state of an interest in words, with when it changed. */
function stateText(item: InterestItem): string {
  const at = shortDate(item.changedAt);
  switch (item.status) {
    case 'pending':
      return item.direction === 'received' ? `Interested in you · received ${at}` : `Interest sent · ${at}`;
    case 'accepted':
      return `Connected · since ${at}`;
    case 'declined':
      return item.direction === 'received' ? `You declined · ${at}` : `Declined · ${at}`;
    case 'withdrawn':
      return `Withdrawn · ${at}`;
    case 'expired':
      return `Expired unanswered · ${at}`;
  }
}

const initialTab = (): InterestTab => {
  const asked = new URLSearchParams(window.location.search).get('tab');
  return (INTEREST_TABS as readonly string[]).includes(asked ?? '') ? (asked as InterestTab) : 'received';
};

/** Interests: received (pending first), sent, connected and declined/expired, with the actions that fit each (DESIGN §15). */
export default function InterestsPage() {
  const [tab, setTab] = useState<InterestTab>(initialTab);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [declining, setDeclining] = useState<InterestItem | null>(null);
  const [reply, setReply] = useState(0);
  const [state, reload] = useLoad(`interests-${tab}-${page}`, () => fetchInterests(tab, page, PAGE_SIZE), 'Failed to load your interests');

  async function act(item: InterestItem, call: () => ReturnType<typeof acceptInterest>, done: string) {
    setBusy(item.id);
    const result = await call();
    setBusy(null);
    if (!result.ok) notify.error(result.message);
    else notify.success(done);
    setDeclining(null);
    reload();
  }
  const name = (item: InterestItem) => item.member.fullName ?? 'this member';

  function actions(item: InterestItem) {
    if (item.status === 'pending' && item.direction === 'received')
      return (
        <>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy === item.id}
            onClick={() => void act(item, () => acceptInterest(item.id), `You and ${name(item)} are now connected.`)}
          >
            Accept
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy === item.id}
            onClick={() => {
              setReply(0);
              setDeclining(item);
            }}
          >
            Decline
          </button>
        </>
      );
    if (item.status === 'pending' && item.direction === 'sent')
      return (
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy === item.id}
          onClick={() => void act(item, () => withdrawInterest(item.id), `Interest to ${name(item)} withdrawn`)}
        >
          Withdraw
        </button>
      );
    if (item.status === 'accepted')
      return (
        <a href={threadPath(item.member.userId)} className="btn btn-primary">
          Message
        </a>
      );
    return null;
  }

  return (
    <>
      <PageHeader
        title="Interests"
        intro="Interests you received and sent. Accept one to connect; pending interests expire after 30 days."
        actions={
          <a href={PATHS.matchingProfile} className="btn btn-outline">
            Find matches
          </a>
        }
      />
      <Tabs
        label="Interests"
        tabs={INTEREST_TABS.map((key) => ({ key, label: TAB_LABELS[key] }))}
        selected={tab}
        onSelect={(key) => {
          setTab(key);
          setPage(1);
        }}
      >
        {state.status === 'loading' && <LoadingPanel />}
        {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
        {state.status === 'succeeded' &&
          (state.data.items.length === 0 ? (
            <p className="card text-stone-700 dark:text-stone-300">{EMPTY[tab]}</p>
          ) : (
            <>
              <ul className="grid gap-3" aria-label={`${TAB_LABELS[tab]} interests`}>
                {state.data.items.map((item) => (
                  <MemberRow
                    key={item.id}
                    member={item.member}
                    state={
                      <>
                        <p
                          className={`font-semibold ${item.status === 'accepted' ? 'text-emerald-800 dark:text-emerald-300' : 'text-stone-800 dark:text-stone-200'}`}
                        >
                          {stateText(item)}
                        </p>
                        {item.note && <p className="mt-0.5 text-stone-700 italic dark:text-stone-300">“{item.note}”</p>}
                        {item.reply && <p className="mt-0.5 text-stone-700 italic dark:text-stone-300">Reply: “{item.reply}”</p>}
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
      <Dialog open={declining !== null} title="Decline this interest" description="Choose the reply they will read." onClose={() => setDeclining(null)}>
        {declining && (
          <form
            className="dialog-body grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void act(declining, () => declineInterest(declining.id, reply), `Interest from ${name(declining)} declined`);
            }}
          >
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-semibold">Reply</legend>
              {DECLINE_TEMPLATES.map((text, i) => (
                <label key={text} className="flex items-start gap-2 text-sm">
                  <input type="radio" name="reply" className="mt-1" checked={reply === i} onChange={() => setReply(i)} />
                  <span>{text}</span>
                </label>
              ))}
            </fieldset>
            <div className="flex justify-end gap-2">
              <button type="button" className="btn btn-outline" onClick={() => setDeclining(null)}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy === declining.id}>
                Decline
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
