import { useState } from 'react';
import { LOCALES } from '../../../shared/i18n/locales';
import { assistedWords } from '../../../shared/i18n/assisted';
import { formatNumber } from '../../../shared/i18n/format';
import { managerBody, managerUpdateBody, type ManagerRow, type QueueRow } from '../../../shared/schemas/assisted';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { PageHeader } from '../../dashboard/parts/page-header';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { dateTime } from '../../dashboard/helpers/dates';
import { spoken, useLocale } from '../../dashboard/helpers/i18n';
import { assign, createManager, fetchManagers, fetchQueue, updateManager, type ManagerInput } from './api';
import { fieldErrors } from '../../ui/field-errors';
import { ServiceSpeedCard } from './speed-card';

type Words = ReturnType<typeof assistedWords>;
const EMPTY: ManagerInput = { name: '', email: '', mobile: '', password: '', hoursFrom: '10:00', hoursTo: '19:00', languages: ['en'] };
const statusOf = (t: Words, status: string) => (t.statuses as Record<string, string>)[status] ?? status;

/** Hours and languages: the fields both the new manager's form and the change form have. */
function HoursAndLanguages({
  t,
  idPrefix,
  value,
  errors,
  onChange,
}: {
  t: Words;
  idPrefix: string;
  value: { hoursFrom: string; hoursTo: string; languages: string[] };
  errors: Record<string, string>;
  onChange: (next: Partial<{ hoursFrom: string; hoursTo: string; languages: string[] }>) => void;
}) {
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`${idPrefix}-from`}
          type="time"
          label={t.admin.hoursFrom}
          required
          value={value.hoursFrom}
          error={errors.hoursFrom}
          onChange={(e) => onChange({ hoursFrom: e.target.value })}
        />
        <TextField
          id={`${idPrefix}-to`}
          type="time"
          label={t.admin.hoursTo}
          required
          value={value.hoursTo}
          error={errors.hoursTo}
          onChange={(e) => onChange({ hoursTo: e.target.value })}
        />
      </div>
      <fieldset aria-describedby={errors.languages ? `${idPrefix}-languages-error` : undefined}>
        <legend className="text-sm font-semibold">{t.admin.languages}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {LOCALES.map((l) => (
            <label key={l} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={value.languages.includes(l)}
                onChange={(e) => onChange({ languages: e.target.checked ? [...value.languages, l] : value.languages.filter((x) => x !== l) })}
              />
              {t.languageNames[l]}
            </label>
          ))}
        </div>
        {errors.languages && (
          <p id={`${idPrefix}-languages-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {errors.languages}
          </p>
        )}
      </fieldset>
    </>
  );
}

function NewManager({ t, onCreated }: { t: Words; onCreated: () => void }) {
  const [form, setForm] = useState<ManagerInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (next: Partial<ManagerInput>) => setForm({ ...form, ...next });
  async function create() {
    const found = fieldErrors(managerBody(t.check), form);
    if (!found.hoursTo && form.hoursTo <= form.hoursFrom) found.hoursTo = t.check.hoursOrder;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const result = await createManager({ ...form, name: form.name.trim(), email: form.email.trim(), mobile: form.mobile.trim() });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      notify.error(spoken(result.error));
      return;
    }
    notify.success(t.admin.created);
    setForm(EMPTY);
    onCreated();
  }
  return (
    <section className="card mt-6" aria-labelledby="rm-new">
      <h2 id="rm-new" className="text-lg font-bold">
        {t.admin.add}
      </h2>
      <form
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <TextField
          id="rm-name"
          label={t.admin.name}
          required
          autoComplete="off"
          value={form.name}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          id="rm-email"
          type="email"
          label={t.admin.email}
          required
          autoComplete="off"
          value={form.email}
          error={errors.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <TextField
          id="rm-mobile"
          type="tel"
          inputMode="numeric"
          label={t.admin.mobile}
          required
          value={form.mobile}
          error={errors.mobile}
          onChange={(e) => set({ mobile: e.target.value })}
        />
        <TextField
          id="rm-password"
          type="password"
          label={t.admin.password}
          required
          autoComplete="new-password"
          value={form.password}
          error={errors.password}
          onChange={(e) => set({ password: e.target.value })}
        />
        <div className="grid gap-3 sm:col-span-2">
          <HoursAndLanguages t={t} idPrefix="rm-new" value={form} errors={errors} onChange={set} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t.admin.create}
          </button>
        </div>
      </form>
    </section>
  );
}

function EditManager({ t, manager, onClose }: { t: Words; manager: ManagerRow | null; onClose: (saved: boolean) => void }) {
  return (
    <Dialog open={manager !== null} title={manager ? t.admin.editTitle({ name: manager.name }) : ''} onClose={() => onClose(false)}>
      {manager && <EditForm key={manager.id} t={t} manager={manager} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({ t, manager, onClose }: { t: Words; manager: ManagerRow; onClose: (saved: boolean) => void }) {
  const [form, setForm] = useState({ hoursFrom: manager.hoursFrom, hoursTo: manager.hoursTo, languages: manager.languages, isActive: manager.isActive });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function save() {
    const found = fieldErrors(managerUpdateBody(t.check), form);
    if (!found.hoursTo && form.hoursTo <= form.hoursFrom) found.hoursTo = t.check.hoursOrder;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const result = await updateManager(manager.id, form);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      notify.error(spoken(result.error));
      return;
    }
    notify.success(t.admin.saved);
    onClose(true);
  }
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <HoursAndLanguages t={t} idPrefix={`rm-edit-${manager.id}`} value={form} errors={errors} onChange={(next) => setForm({ ...form, ...next })} />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={form.isActive} onChange={(e) => setForm({ ...form, isActive: e.target.checked })} />
        {t.admin.takesMembers}
      </label>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-outline" onClick={() => onClose(false)}>
          {t.admin.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.admin.save}
        </button>
      </div>
    </form>
  );
}

function ManagersList({ t, managers, onEdit }: { t: Words; managers: ManagerRow[]; onEdit: (m: ManagerRow) => void }) {
  const locale = useLocale();
  const n = (v: number) => formatNumber(locale, v);
  if (managers.length === 0) return <p className="mt-2 text-stone-600 dark:text-stone-300">{t.admin.noManagers}</p>;
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2">
      {managers.map((m) => (
        <li key={m.id} className="card !p-4" aria-labelledby={`rm-${m.id}`}>
          <h3 id={`rm-${m.id}`} className="font-serif text-lg font-bold" translate="no">
            {m.name}
          </h3>
          <p className="text-sm [overflow-wrap:anywhere]" translate="no">
            {m.email}
          </p>
          <p className="text-sm">
            {t.member.hours({ from: m.hoursFrom, to: m.hoursTo })} · {m.languages.map((l) => (t.languageNames as Record<string, string>)[l] ?? l).join(', ')}
          </p>
          <p className={`text-sm font-semibold ${m.isActive ? 'text-emerald-800 dark:text-emerald-300' : 'text-stone-600 dark:text-stone-300'}`}>
            {m.isActive ? t.admin.takesMembers : t.admin.notTaking}
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-center text-sm" aria-label={t.admin.workload}>
            <div>
              <dt>{t.admin.workload}</dt>
              <dd className="text-xl font-bold" data-workload="members">
                {n(m.members)}
              </dd>
            </div>
            <div>
              <dt>{t.admin.waiting}</dt>
              <dd className="text-xl font-bold" data-workload="waiting">
                {n(m.waitingFirstCall)}
              </dd>
            </div>
            <div>
              <dt>{t.admin.overdueCount}</dt>
              <dd className={`text-xl font-bold ${m.overdue ? 'text-red-700 dark:text-red-300' : ''}`} data-workload="overdue">
                {n(m.overdue)}
              </dd>
            </div>
          </dl>
          <button type="button" className="btn btn-outline mt-3" onClick={() => onEdit(m)}>
            {t.admin.edit({ name: m.name })}
          </button>
        </li>
      ))}
    </ul>
  );
}

function QueueItem({ t, row, managers, onAssigned }: { t: Words; row: QueueRow; managers: ManagerRow[]; onAssigned: () => void }) {
  const [choice, setChoice] = useState(row.managerId ? String(row.managerId) : '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const selectId = `rm-assign-${row.userId}`;
  async function save() {
    if (!choice) {
      setError(t.check.managerId);
      return;
    }
    setBusy(true);
    const result = await assign(row.userId, Number(choice));
    setBusy(false);
    if (!result.ok) {
      setError(spoken(result.error));
      notify.error(spoken(result.error));
      return;
    }
    setError(undefined);
    notify.success(t.admin.assigned);
    onAssigned();
  }
  const late = row.overdue && !row.firstCallAt;
  return (
    <li className={`card !p-4 ${late ? 'border-red-400' : ''}`} aria-labelledby={`rm-q-${row.userId}`} data-overdue={late ? 'true' : 'false'}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`rm-q-${row.userId}`} className="font-serif text-lg font-bold">
          <span translate="no">{row.name}</span>
          {row.profileCode && (
            <span className="ml-2 text-sm font-normal" translate="no">
              {row.profileCode}
            </span>
          )}
        </h3>
        {late && <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">{t.admin.overdue}</span>}
      </div>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="font-semibold">{t.admin.status}</dt>
        <dd>{statusOf(t, row.status)}</dd>
        <dt className="font-semibold">{t.admin.requestedAt}</dt>
        <dd>{dateTime(row.requestedAt)}</dd>
        <dt className="font-semibold">{t.admin.firstCallDue}</dt>
        <dd className={late ? 'font-semibold text-red-700 dark:text-red-300' : ''}>{dateTime(row.firstCallDueAt)}</dd>
        <dt className="font-semibold">{t.admin.manager}</dt>
        <dd translate="no">{row.managerName ?? t.admin.unassigned}</dd>
      </dl>
      <form
        noValidate
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div>
          <label htmlFor={selectId} className="block text-sm font-semibold">
            {t.admin.assignFor({ name: row.name })}
          </label>
          <select
            id={selectId}
            className="mt-1 block w-full min-w-48 rounded-xl border border-stone-300 bg-white px-3 py-2.5 dark:border-stone-600 dark:bg-night"
            value={choice}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${selectId}-error` : undefined}
            onChange={(e) => setChoice(e.target.value)}
          >
            <option value="">{t.admin.chooseManager}</option>
            {managers
              .filter((m) => m.isActive || m.id === row.managerId)
              .map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {m.name}
                </option>
              ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {row.managerId ? t.admin.reassign : t.admin.assign}
        </button>
        {error && (
          <p id={`${selectId}-error`} className="w-full text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}

/**
 * Relationship managers (administrators): the request queue with its clocks, the managers with
 * their workload, how soon members of each service connect and meet, a new manager.
 */
export default function ManagersPage() {
  const t = assistedWords(useLocale());
  const [managers, reloadManagers] = useLoad('assisted-managers', fetchManagers, t.admin.failed);
  const [queue, reloadQueue] = useLoad('assisted-queue', fetchQueue, t.admin.failed);
  const [editing, setEditing] = useState<ManagerRow | null>(null);
  const managerList = managers.status === 'succeeded' ? managers.data : [];
  const changed = () => {
    reloadManagers();
    reloadQueue();
  };
  return (
    <>
      <PageHeader title={t.admin.title} intro={t.admin.intro} />
      <section aria-labelledby="rm-queue">
        <h2 id="rm-queue" className="text-lg font-bold">
          {t.admin.queue}
        </h2>
        {queue.status === 'loading' && <LoadingPanel />}
        {queue.status === 'failed' && <ErrorPanel message={queue.message} onRetry={reloadQueue} />}
        {queue.status === 'succeeded' &&
          (queue.data.length === 0 ? (
            <p className="mt-2 text-stone-600 dark:text-stone-300">{t.admin.noQueue}</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {queue.data.map((row) => (
                <QueueItem key={`${row.userId}-${row.managerId ?? 0}`} t={t} row={row} managers={managerList} onAssigned={changed} />
              ))}
            </ul>
          ))}
      </section>
      <section className="mt-8" aria-labelledby="rm-managers">
        <h2 id="rm-managers" className="text-lg font-bold">
          {t.admin.managers}
        </h2>
        {managers.status === 'loading' && <LoadingPanel />}
        {managers.status === 'failed' && <ErrorPanel message={managers.message} onRetry={reloadManagers} />}
        {managers.status === 'succeeded' && <ManagersList t={t} managers={managers.data} onEdit={setEditing} />}
      </section>
      <ServiceSpeedCard />
      <NewManager t={t} onCreated={reloadManagers} />
      <EditManager
        t={t}
        manager={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) changed();
        }}
      />
    </>
  );
}
