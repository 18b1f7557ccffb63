import { useState } from 'react';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { assistedWords } from '../../../shared/i18n/assisted';
import { briefBody, CALL_OUTCOMES, callNoteBody, PICKS_MAX, pickBody, shortlistBody, type CallOutcome } from '../../../shared/schemas/assisted';
import type { WorkbenchMemberPage } from '../../../shared/schemas/assisted-introductions';
import type { MatchItem } from '../../../shared/schemas/matching';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { TextAreaField, TextField } from '../../ui/field';
import { PATHS } from '../../dashboard/config/paths';
import { PageHeader } from '../../dashboard/parts/page-header';
import { MemberRow } from '../../dashboard/parts/member-row';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { dateTime } from '../../dashboard/helpers/dates';
import { spoken, useLocale } from '../../dashboard/helpers/i18n';
import { fetchWorkbenchMember, recordCall, saveBrief, searchFor, sendShortlist, writeToMember } from './api';
import { fieldErrors } from '../../ui/field-errors';
import { ShortlistList } from './shortlist-list';
import { WorkbenchIntroductions } from './workbench-introductions';
import { Thread } from './thread';
import { DueLine } from './workbench-page';

type Words = ReturnType<typeof assistedWords>;
type Change = (change: (m: WorkbenchMemberPage) => WorkbenchMemberPage) => void;

function BriefForm({ t, member, onChange }: { t: Words; member: WorkbenchMemberPage; onChange: Change }) {
  const [expectations, setExpectations] = useState(member.brief.expectations);
  const [nonNegotiables, setNonNegotiables] = useState(member.brief.nonNegotiables);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function save() {
    const found = fieldErrors(briefBody(t.check), { expectations, nonNegotiables });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const result = await saveBrief(member.userId, expectations, nonNegotiables);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      notify.error(spoken(result.error));
      return;
    }
    notify.success(t.workbench.briefSaved);
    onChange((m) => ({ ...m, brief: result.data }));
  }
  return (
    <section className="card mt-6" aria-labelledby="wb-brief">
      <h2 id="wb-brief" className="text-lg font-bold">
        {t.workbench.brief}
      </h2>
      <form
        noValidate
        className="mt-2 grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextAreaField
          id="wb-expectations"
          label={t.member.expectations}
          value={expectations}
          error={errors.expectations}
          onChange={(e) => setExpectations(e.target.value)}
        />
        <TextAreaField
          id="wb-non-negotiables"
          label={t.member.nonNegotiables}
          value={nonNegotiables}
          error={errors.nonNegotiables}
          onChange={(e) => setNonNegotiables(e.target.value)}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t.workbench.saveBrief}
          </button>
        </div>
      </form>
    </section>
  );
}

function CallsPanel({ t, member, onChange, onRecorded }: { t: Words; member: WorkbenchMemberPage; onChange: Change; onRecorded: () => void }) {
  const [outcome, setOutcome] = useState<CallOutcome | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function record() {
    const found = fieldErrors(callNoteBody(t.check), { outcome, note });
    setErrors(found);
    if (Object.keys(found).length || !outcome) return;
    setBusy(true);
    const result = await recordCall(member.userId, outcome, note);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      notify.error(spoken(result.error));
      return;
    }
    notify.success(t.workbench.callRecorded);
    setNote('');
    setOutcome('');
    onChange((m) => ({ ...m, calls: [result.data, ...m.calls] }));
    // The first call that reached somebody stops the clock: what is due changes.
    onRecorded();
  }
  const outcomeOf = (o: string) => (t.outcomes as Record<string, string>)[o] ?? o;
  return (
    <section className="card mt-6" aria-labelledby="wb-calls">
      <h2 id="wb-calls" className="text-lg font-bold">
        {t.workbench.calls}
      </h2>
      <form
        noValidate
        className="mt-2 grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void record();
        }}
      >
        <fieldset aria-describedby={errors.outcome ? 'wb-outcome-error' : undefined}>
          <legend className="text-sm font-semibold">
            {t.workbench.outcome}
            <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
              *
            </span>
          </legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {CALL_OUTCOMES.map((o) => (
              <label key={o} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="wb-outcome" value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
                {t.outcomes[o]}
              </label>
            ))}
          </div>
          {errors.outcome && (
            <p id="wb-outcome-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
              {errors.outcome}
            </p>
          )}
        </fieldset>
        <TextAreaField
          id="wb-call-note"
          label={t.workbench.note}
          required
          rows={3}
          value={note}
          error={errors.note}
          onChange={(e) => setNote(e.target.value)}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t.workbench.recordCall}
          </button>
        </div>
      </form>
      {member.calls.length === 0 ? (
        <p className="mt-4 text-stone-600 dark:text-stone-300">{t.workbench.noCalls}</p>
      ) : (
        <ol className="mt-4 grid gap-2">
          {member.calls.map((c) => (
            <li key={c.id} className="rounded-xl bg-stone-100 px-3 py-2 dark:bg-night-2">
              <p className="text-sm font-semibold">
                {outcomeOf(c.outcome)} · {dateTime(c.createdAt)}
              </p>
              <p className="whitespace-pre-line [overflow-wrap:anywhere]" translate="no">
                {c.note}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

interface Draft {
  profileCode: string;
  name: string;
  note: string;
}

/** Search as the member would see, pick up to ten with a note each, and send. */
function ShortlistBuilder({ t, member, onChange, onSent }: { t: Words; member: WorkbenchMemberPage; onChange: Change; onSent: () => void }) {
  const [ageMin, setAgeMin] = useState('');
  const [ageMax, setAgeMax] = useState('');
  const [city, setCity] = useState('');
  const [results, setResults] = useState<MatchItem[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function search() {
    setSearching(true);
    const filters: Record<string, unknown> = { pageSize: 20 };
    if (ageMin.trim()) filters.ageMin = ageMin.trim();
    if (ageMax.trim()) filters.ageMax = ageMax.trim();
    if (city.trim()) filters.city = city.trim();
    const result = await searchFor(member.userId, filters);
    setSearching(false);
    if (!result.ok) {
      setSearchError(spoken(result.error));
      return;
    }
    setSearchError(null);
    setResults(result.data.items);
  }
  const has = (profileCode: string) => drafts.some((d) => d.profileCode === profileCode);
  const add = (profileCode: string, name: string) => {
    if (has(profileCode) || drafts.length >= PICKS_MAX) return;
    setDrafts([...drafts, { profileCode, name, note: '' }]);
  };
  function addByCode() {
    const upper = code.trim().toUpperCase();
    const found = fieldErrors(pickBody(t.check), { profileCode: upper, note: 'ok' });
    if (found.profileCode) {
      setCodeError(found.profileCode);
      return;
    }
    setCodeError(undefined);
    add(upper, upper);
    setCode('');
  }
  async function send() {
    const picks = drafts.map(({ profileCode, note }) => ({ profileCode, note }));
    const found: Record<string, string> = {};
    drafts.forEach((d, i) => {
      const e = fieldErrors(pickBody(t.check), { profileCode: d.profileCode, note: d.note });
      if (e.note) found[`note-${i}`] = e.note;
    });
    const whole = fieldErrors(shortlistBody(t.check), { picks });
    if (whole.picks && Object.keys(found).length === 0) found.picks = whole.picks;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const result = await sendShortlist(member.userId, picks);
    setBusy(false);
    if (!result.ok) {
      setErrors({ picks: spoken(result.error) });
      notify.error(spoken(result.error));
      return;
    }
    notify.success(t.workbench.shortlistSent);
    setDrafts([]);
    onChange((m) => ({ ...m, shortlists: [result.data, ...m.shortlists] }));
    onSent();
  }
  return (
    <section className="card mt-6" aria-labelledby="wb-search">
      <h2 id="wb-search" className="text-lg font-bold">
        {t.workbench.search}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-300">{t.workbench.searchHint}</p>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <TextField id="wb-age-min" type="number" inputMode="numeric" label={t.workbench.ageMin} value={ageMin} onChange={(e) => setAgeMin(e.target.value)} />
        <TextField id="wb-age-max" type="number" inputMode="numeric" label={t.workbench.ageMax} value={ageMax} onChange={(e) => setAgeMax(e.target.value)} />
        <TextField id="wb-city" label={t.workbench.city} value={city} onChange={(e) => setCity(e.target.value)} />
        <div>
          <button type="submit" className="btn btn-outline w-full" disabled={searching}>
            {t.workbench.find}
          </button>
        </div>
      </form>
      {searchError && (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
          {searchError}
        </p>
      )}
      {results &&
        (results.length === 0 ? (
          <p className="mt-3 text-stone-600 dark:text-stone-300" role="status">
            {t.workbench.noResults}
          </p>
        ) : (
          <ul className="mt-3 grid gap-3" aria-label={t.workbench.search}>
            {results.map((r) => (
              <MemberRow
                key={r.userId}
                member={r}
                link={false}
                state={r.profileCode ? <span translate="no">{r.profileCode}</span> : undefined}
                actions={
                  r.profileCode && (
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={has(r.profileCode) || drafts.length >= PICKS_MAX}
                      aria-describedby={`member-${r.userId}`}
                      onClick={() => add(r.profileCode!, r.fullName ?? r.profileCode!)}
                    >
                      {has(r.profileCode) ? t.workbench.added : t.workbench.add}
                    </button>
                  )
                }
              />
            ))}
          </ul>
        ))}

      <form
        noValidate
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          addByCode();
        }}
      >
        <TextField id="wb-code" label={t.workbench.profileCode} hint="SM4K7Q2P" value={code} error={codeError} onChange={(e) => setCode(e.target.value)} />
        <button type="submit" className="btn btn-outline" disabled={drafts.length >= PICKS_MAX}>
          {t.workbench.addByCode}
        </button>
      </form>

      <h3 className="mt-6 font-semibold">{t.workbench.shortlist}</h3>
      {drafts.length === 0 ? (
        <p className="mt-1 text-stone-600 dark:text-stone-300">{t.workbench.shortlistEmpty}</p>
      ) : (
        <ol className="mt-2 grid gap-3">
          {drafts.map((d, i) => (
            <li key={d.profileCode} className="rounded-xl border border-stone-300 p-3 dark:border-stone-600">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold" translate="no">
                  {d.name} · {d.profileCode}
                </p>
                <button type="button" className="btn btn-outline" onClick={() => setDrafts(drafts.filter((x) => x.profileCode !== d.profileCode))}>
                  {t.workbench.remove({ name: d.name })}
                </button>
              </div>
              <TextAreaField
                id={`wb-pick-note-${i}`}
                className="mt-2"
                label={t.workbench.pickNote({ name: d.name })}
                required
                rows={2}
                value={d.note}
                error={errors[`note-${i}`]}
                onChange={(e) => setDrafts(drafts.map((x) => (x.profileCode === d.profileCode ? { ...x, note: e.target.value } : x)))}
              />
            </li>
          ))}
        </ol>
      )}
      {errors.picks && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {errors.picks}
        </p>
      )}
      <button type="button" className="btn btn-primary mt-4" disabled={busy || drafts.length === 0} onClick={() => void send()}>
        {t.workbench.send}
      </button>
    </section>
  );
}

function MemberWorkbench({ t, member, onChange, reload }: { t: Words; member: WorkbenchMemberPage; onChange: Change; reload: () => void }) {
  const language = (LOCALES as readonly string[]).includes(member.locale) ? t.languageNames[member.locale as Locale] : member.locale;
  return (
    <>
      <section className="card" aria-labelledby="wb-contact">
        <h2 id="wb-contact" className="text-lg font-bold">
          {t.workbench.contact}
        </h2>
        <div className="mt-1">
          <DueLine t={t} row={member} />
        </div>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold">{t.workbench.email}</dt>
          <dd className="[overflow-wrap:anywhere]" translate="no">
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </dd>
          <dt className="font-semibold">{t.workbench.mobile}</dt>
          <dd translate="no">
            <a href={`tel:${member.mobile}`}>{member.mobile}</a>
          </dd>
          <dt className="font-semibold">{t.workbench.language}</dt>
          <dd>{language}</dd>
        </dl>
      </section>
      <CallsPanel t={t} member={member} onChange={onChange} onRecorded={reload} />
      <BriefForm t={t} member={member} onChange={onChange} />
      <ShortlistBuilder t={t} member={member} onChange={onChange} onSent={reload} />
      <ShortlistList id="wb-shortlists" title={t.workbench.shortlists} empty={t.workbench.noShortlists} shortlists={member.shortlists} link={false} framed />
      <WorkbenchIntroductions member={member} onChange={onChange} />
      <Thread
        id="wb-thread"
        title={t.workbench.thread}
        messages={member.messages}
        mine="manager"
        writeLabel={t.workbench.thread}
        sentText={t.workbench.sent}
        onSend={(text) => writeToMember(member.userId, text)}
        onSent={(m) => onChange((x) => ({ ...x, messages: [...x.messages, m] }))}
      />
    </>
  );
}

/** One of the manager's members: contact details, what is due, calls, the brief, search and shortlists, the thread. */
export default function WorkbenchMemberPage({ params }: { params: Record<string, string> }) {
  const t = assistedWords(useLocale());
  const userId = Number(params.userId);
  const [state, reload] = useLoad(`assisted-workbench-${userId}`, () => fetchWorkbenchMember(userId), t.workbench.failed);
  const [changes, setChanges] = useState<{ base: WorkbenchMemberPage; now: WorkbenchMemberPage } | null>(null);
  const loaded = state.status === 'succeeded' ? state.data : null;
  // What this screen changed stays until the next load brings the server's own copy.
  const member = loaded && changes?.base === loaded ? changes.now : loaded;
  const onChange: Change = (change) => {
    if (!loaded || !member) return;
    setChanges({ base: loaded, now: change(member) });
  };
  return (
    <>
      <p className="mb-2">
        <a href={PATHS.workbench} className="underline">
          {t.workbench.back}
        </a>
      </p>
      <PageHeader title={member?.name ?? t.workbench.title} intro={member?.profileCode ?? undefined} />
      {state.status === 'loading' && !member && <LoadingPanel />}
      {state.status === 'failed' && !member && <ErrorPanel message={state.message} onRetry={reload} />}
      {member && <MemberWorkbench key={member.userId} t={t} member={member} onChange={onChange} reload={reload} />}
    </>
  );
}
