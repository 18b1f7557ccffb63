import { useState } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { HELPER_PERMISSIONS, RELATIONS, type Helper, type Relation } from '../../../shared/schemas/family';
import { SelectField, TextField } from '../../ui/field';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { shortDate } from '../../dashboard/helpers/dates';
import { useWords } from '../../dashboard/helpers/i18n';
import { ConfirmDialog } from '../../dashboard/parts/confirm-dialog';
import { changeHelper, fetchActivity, fetchHelpers, inviteHelper, removeHelper, saveFamilyShown, undoActivity } from './family-api';

/** Settings → Family helpers (docs/product/family.md): invite, choose, pause, remove; see and undo what they did. */
export function FamilySection() {
  const t = useWords().family;
  const [helperState, reloadHelpers] = useLoad('family-helpers', fetchHelpers, t.title);
  const [activityState, reloadActivity] = useLoad('family-activity', fetchActivity, t.activityTitle);
  const helpers = { state: helperState, reload: reloadHelpers };
  const activity = { state: activityState, reload: reloadActivity };
  const [name, setName] = useState('');
  const [relation, setRelation] = useState<Relation>('mother');
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  /** The helper whose removal waits for the member's yes. */
  const [removing, setRemoving] = useState<{ helper: Helper; busy: boolean } | null>(null);
  const reload = () => {
    helpers.reload();
    activity.reload();
  };
  async function invite() {
    setBusy(true);
    const isEmail = contact.includes('@');
    const r = await inviteHelper({ name, relation, ...(isEmail ? { email: contact.trim() } : { mobile: contact.trim() }) });
    setBusy(false);
    if (!r.ok) return notify.error(r.message);
    notify.success(t.invited({ name: name.trim() }));
    setName('');
    setContact('');
    reload();
  }
  async function change(h: Helper, input: Parameters<typeof changeHelper>[1]) {
    const r = await changeHelper(h.id, input);
    if (!r.ok) return notify.error(r.message);
    notify.success(t.saved);
    reload();
  }
  async function remove(h: Helper) {
    setRemoving({ helper: h, busy: true });
    const r = await removeHelper(h.id);
    setRemoving(null);
    if (!r.ok) return notify.error(r.message);
    notify.success(t.removed({ name: h.name }));
    reload();
  }
  async function undo(id: number) {
    const r = await undoActivity(id);
    if (!r.ok) return notify.error(r.message);
    reload();
  }
  return (
    <section aria-labelledby="family-title" className="card grid gap-4">
      <div>
        <h2 id="family-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t.intro}</p>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t.always}</p>
      </div>
      {helpers.state.status === 'loading' && <LoadingPanel />}
      {helpers.state.status === 'failed' && <ErrorPanel message={helpers.state.message} onRetry={helpers.reload} />}
      {helpers.state.status === 'succeeded' && (
        <>
          {helpers.state.data.items.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="grid gap-3" aria-label={t.title}>
              {helpers.state.data.items.map((h) => (
                <li key={h.id} className="rounded-lg border border-stone-300 p-3 dark:border-stone-600">
                  <p className="font-semibold">
                    {h.name} ({t.relations[h.relation] ?? h.relation}) · <span translate="no">{h.contact}</span> · {t.status[h.status] ?? h.status}
                  </p>
                  <fieldset className="mt-2 grid gap-1">
                    <legend className="sr-only">{h.name}</legend>
                    {HELPER_PERMISSIONS.map((p) => (
                      <label key={p} className="flex items-center gap-2">
                        <input type="checkbox" checked={h[p]} onChange={(e) => void change(h, { [p]: e.target.checked })} />
                        {t.perm[p]}
                      </label>
                    ))}
                  </fieldset>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {h.status !== 'invited' && (
                      <button type="button" className="btn btn-secondary" onClick={() => void change(h, { paused: h.status !== 'paused' })}>
                        {h.status === 'paused' ? t.resume : t.pause} {h.name}
                      </button>
                    )}
                    <button type="button" className="btn btn-secondary" onClick={() => setRemoving({ helper: h, busy: false })}>
                      {t.remove} {h.name}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1"
              checked={helpers.state.data.shown}
              onChange={(e) => void saveFamilyShown(e.target.checked).then((r) => (r.ok ? reload() : notify.error(r.message)))}
            />
            {t.shown}
          </label>
          {helpers.state.data.items.length < helpers.state.data.max && (
            <form
              className="grid gap-3 sm:grid-cols-3"
              aria-label={t.invite}
              onSubmit={(e) => {
                e.preventDefault();
                void invite();
              }}
            >
              <TextField id="family-name" label={t.name} value={name} onChange={(e) => setName(e.target.value)} required />
              <SelectField
                id="family-relation"
                label={t.relation}
                placeholder={t.choose}
                value={String(RELATIONS.indexOf(relation) + 1)}
                options={RELATIONS.map((r, i) => ({ id: i + 1, name: t.relations[r] ?? r }))}
                onChange={(e) => setRelation(RELATIONS[Number(e.target.value) - 1] ?? 'mother')}
                required
              />
              <TextField
                id="family-contact"
                label={`${t.email} / ${t.mobile}`}
                hint={t.contactHint}
                value={contact}
                onChange={(e) => setContact(e.target.value)}
                required
              />
              <div className="sm:col-span-3">
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {busy ? t.inviting : t.invite}
                </button>
              </div>
            </form>
          )}
        </>
      )}
      <div>
        <h3 className="font-semibold">{t.activityTitle}</h3>
        {activity.state.status === 'succeeded' &&
          (activity.state.data.items.length === 0 ? (
            <p>{t.noActivity}</p>
          ) : (
            <ul className="mt-2 grid gap-2" aria-label={t.activityTitle}>
              {activity.state.data.items.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <span>
                    {shortDate(a.createdAt)}: {a.helperName} ({t.relations[a.relation] ?? a.relation}) {t.act[a.action] ?? a.action} {a.targetName ?? ''}
                  </span>
                  {a.undoable && (
                    <button type="button" className="btn btn-secondary" onClick={() => void undo(a.id)}>
                      {t.undo}
                    </button>
                  )}
                  {a.undone && <span className="font-semibold">{t.undone}</span>}
                </li>
              ))}
            </ul>
          ))}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t.removeTitle({ name: removing.helper.name }) : ''}
        message={t.removeQuestion}
        confirmLabel={t.remove}
        busy={removing?.busy ?? false}
        onConfirm={() => removing && void remove(removing.helper)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
