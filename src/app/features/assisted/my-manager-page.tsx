import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { assistedWords } from '../../../shared/i18n/assisted';
import type { MyAssisted, ShortlistPick, Verdict } from '../../../shared/schemas/assisted';
import type { MyAssistedPage } from '../../../shared/schemas/assisted-introductions';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { $auth } from '../../stores/auth';
import { PATHS } from '../../dashboard/config/paths';
import { PageHeader } from '../../dashboard/parts/page-header';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { dateTime } from '../../dashboard/helpers/dates';
import { useCan } from '../../dashboard/helpers/family-can';
import { spoken, useLocale } from '../../dashboard/helpers/i18n';
import { fetchMine, markPick, requestCall, writeToManager } from './api';
import { IntroductionsSection } from './introductions-section';
import { ShortlistList } from './shortlist-list';
import { Thread } from './thread';

type Words = ReturnType<typeof assistedWords>;
const languageList = (t: Words, languages: readonly string[]) =>
  languages
    .filter((l): l is Locale => (LOCALES as readonly string[]).includes(l))
    .map((l) => t.languageNames[l])
    .join(', ');

/** Ask for the service: free, before buying a plan. */
function AskPanel({ t, canAsk, onAsked }: { t: Words; canAsk: boolean; onAsked: (mine: MyAssisted) => void }) {
  const [busy, setBusy] = useState(false);
  async function ask() {
    setBusy(true);
    const result = await requestCall();
    setBusy(false);
    if (!result.ok) {
      notify.error(spoken(result.error));
      return;
    }
    notify.success(t.member.asked);
    onAsked(result.data);
  }
  return (
    <section className="card" aria-labelledby="assisted-ask">
      <h2 id="assisted-ask" className="text-lg font-bold">
        {t.member.requestCall}
      </h2>
      <p className="mt-1">{t.member.requestFree}</p>
      {canAsk ? (
        <button type="button" className="btn btn-primary mt-4" disabled={busy} onClick={() => void ask()}>
          {t.member.requestCall}
        </button>
      ) : (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-300">{t.member.helperReadOnly}</p>
      )}
      {canAsk && (
        <p className="mt-4 text-sm">
          <a className="inline-flex min-h-6 items-center font-semibold text-brand-deep underline dark:text-pink-200" href={PATHS.plans}>
            {t.member.plans}
          </a>
        </p>
      )}
    </section>
  );
}

/** My relationship manager: the request and its clock, the manager, the brief, the weekly shortlists and the thread. */
function Assisted({ t, mine, onChange }: { t: Words; mine: MyAssistedPage; onChange: (next: MyAssistedPage) => void }) {
  const can = useCan();
  const isHelper = useStore($auth)?.role?.toLowerCase() === 'family';
  const [busyPick, setBusyPick] = useState<number | null>(null);
  async function mark(pick: ShortlistPick, verdict: Verdict) {
    setBusyPick(pick.id);
    const result = await markPick(pick.id, verdict);
    setBusyPick(null);
    if (!result.ok) {
      notify.error(spoken(result.error));
      return;
    }
    notify.success(t.member.saved);
    onChange({
      ...mine,
      shortlists: mine.shortlists.map((s) => ({ ...s, picks: s.picks.map((p) => (p.id === pick.id ? result.data : p)) })),
    });
  }
  const { clock, manager, brief } = mine;
  const hasBrief = brief.expectations.trim() !== '' || brief.nonNegotiables.trim() !== '';
  return (
    <>
      <section className="card" aria-labelledby="assisted-request">
        <h2 id="assisted-request" className="text-lg font-bold">
          {manager ? t.member.yourManager : t.member.waiting}
        </h2>
        {clock && !clock.firstCallAt && (
          <p className={`mt-1 ${clock.overdue ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}>
            {t.member.requested} {t.member.firstCallBy({ when: dateTime(clock.firstCallDueAt) })}
          </p>
        )}
        {manager && (
          <div className="mt-3">
            <p className="text-xl font-semibold" translate="no">
              {manager.name}
            </p>
            <p className="text-sm">{t.member.hours({ from: manager.hoursFrom, to: manager.hoursTo })}</p>
            <p className="text-sm">
              {t.member.speaks}: {languageList(t, manager.languages)}
            </p>
            <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{t.member.reach}</p>
          </div>
        )}
      </section>

      <section className="card mt-6" aria-labelledby="assisted-brief">
        <h2 id="assisted-brief" className="text-lg font-bold">
          {t.member.brief}
        </h2>
        {hasBrief ? (
          <dl className="mt-2 grid gap-2">
            <dt className="font-semibold">{t.member.expectations}</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]" translate="no">
              {brief.expectations || '—'}
            </dd>
            <dt className="font-semibold">{t.member.nonNegotiables}</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]" translate="no">
              {brief.nonNegotiables || '—'}
            </dd>
          </dl>
        ) : (
          <p className="mt-2 text-stone-600 dark:text-stone-300">{t.member.noBrief}</p>
        )}
      </section>

      {/* A family helper marks picks only when the member allowed them to shortlist (docs/product/family.md). */}
      <ShortlistList
        id="assisted-shortlists"
        title={t.member.shortlists}
        empty={t.member.noShortlist}
        shortlists={mine.shortlists}
        link
        busyPick={busyPick}
        onMark={can('shortlist') ? (p, v) => void mark(p, v) : undefined}
      />

      <IntroductionsSection
        which="for-me"
        introductions={mine.introductions}
        canAct={mine.canWrite}
        onChange={(introductions) => onChange({ ...mine, introductions })}
      />

      <Thread
        id="assisted-thread"
        title={t.member.thread}
        note={t.member.threadNote}
        messages={mine.messages}
        mine="member"
        writeLabel={mine.canWrite && manager ? t.member.write : null}
        sentText={t.member.sent}
        onSend={writeToManager}
        onSent={(m) => onChange({ ...mine, messages: [...mine.messages, m] })}
      />
      {isHelper && <p className="mt-4 text-sm text-stone-600 dark:text-stone-300">{t.member.helperReadOnly}</p>}
    </>
  );
}

export default function MyManagerPage() {
  const t = assistedWords(useLocale());
  const [state, reload] = useLoad('assisted-mine', fetchMine, t.member.failed);
  const [shown, setShown] = useState<MyAssistedPage | null>(null);
  const mine = shown ?? (state.status === 'succeeded' ? state.data : null);
  // Asking answers the page without the introductions: they stay as they were.
  const asked = (next: MyAssisted) => setShown({ ...next, introductions: mine?.introductions ?? [] });
  // Every member has a place for the introductions addressed to them, assisted or not: first on the page while one waits for an answer.
  // Read from the page as loaded, so that answering does not move the section away.
  const waiting = state.status === 'succeeded' && state.data.introductions.some((i) => i.side === 'other' && i.status === 'pending');
  const toMe = mine && (
    <IntroductionsSection
      which="to-me"
      introductions={mine.introductions}
      canAct={mine.canWrite}
      onChange={(introductions) => setShown({ ...mine, introductions })}
    />
  );
  return (
    <>
      <PageHeader title={t.member.title} intro={t.member.lead} />
      {state.status === 'loading' && !mine && <LoadingPanel />}
      {state.status === 'failed' && !mine && <ErrorPanel message={state.message} onRetry={reload} />}
      {mine && waiting && toMe}
      {mine && (mine.requested ? <Assisted t={t} mine={mine} onChange={setShown} /> : <AskPanel t={t} canAsk={mine.canWrite} onAsked={asked} />)}
      {mine && !waiting && toMe}
    </>
  );
}
