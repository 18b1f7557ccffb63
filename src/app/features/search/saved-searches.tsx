import { shown, useWords } from '../../dashboard/helpers/i18n';
import { textOf, type MessageOrText } from '../../../shared/message-code';
import { useId, useState } from 'react';
import { notify } from '../../client/toast';
import { controlClass } from '../../ui/field';
import { SAVED_SEARCH_NAME_MAX, SavedSearchBody, type SavedSearch } from '../../../shared/schemas/search';
import { checkWith, useStructForm } from '../../ui/use-struct-form';
import { useLoad } from '../../client/use-load';
import { deleteSavedSearch, fetchSavedSearches, saveSearch, setSavedSearchDigest } from './api';
import { addressToFilters, savedToAddress, type SearchAddress } from './search-address';

/**
 * Saved searches: keep the current filters under a name (five at most), run one again, put it in
 * or out of the daily digest, delete one. `shownAbove` is the message the page already shows for
 * these filters (the search refused them): saving them is refused with the same words, which are
 * not repeated here.
 */
export function SavedSearches({
  current,
  onRun,
  shownAbove = null,
}: {
  current: SearchAddress;
  onRun: (filters: SearchAddress) => void;
  shownAbove?: MessageOrText | null;
}) {
  const t = useWords().savedSearches;
  const [state, reload] = useLoad('saved-searches', fetchSavedSearches, t.failed);
  const id = useId();
  const form = useStructForm(
    { name: '', includeInDigest: '' },
    checkWith(SavedSearchBody, (v) => ({ name: v.name.trim(), filters: addressToFilters(current), includeInDigest: v.includeInDigest === 'true' })),
    { restoreTyped: false, id: () => `${id}-name` },
  );
  // The server's refusal (five already saved), the filters' fault, or the name's; once on the page.
  const refusal = form.errors._ ?? form.errors.name ?? null;
  const error = shownAbove && refusal === textOf(shownAbove) ? null : refusal;
  /** The digest switches as just set, shown at once while the list reloads. */
  const [switched, setSwitched] = useState<Record<number, boolean>>({});
  const saved: SavedSearch[] = state.status === 'succeeded' ? state.data : [];

  async function save() {
    const data = form.submit();
    if (!data) return;
    const result = await saveSearch(data.name, data.filters, data.includeInDigest ?? false);
    if (!result.ok) return form.setErrors({ _: result.message });
    form.set('name', '');
    form.setErrors({});
    notify.success(t.saved({ name: result.data.name }));
    reload();
  }

  async function toggleDigest(item: SavedSearch, on: boolean) {
    setSwitched((all) => ({ ...all, [item.id]: on }));
    const result = await setSavedSearchDigest(item.id, on);
    if (!result.ok) {
      setSwitched((all) => ({ ...all, [item.id]: item.includeInDigest }));
      return notify.error(result.message);
    }
    notify.success(on ? t.digestOn({ name: item.name }) : t.digestOff({ name: item.name }));
    reload();
  }

  async function remove(item: SavedSearch) {
    const result = await deleteSavedSearch(item.id);
    if (!result.ok) return notify.error(result.message);
    notify.success(t.deleted({ name: item.name }));
    reload();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card mb-6">
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.title}
      </h2>
      {state.status === 'failed' && <p className="mt-2 text-sm text-red-700 dark:text-red-300">{shown(state.message)}</p>}
      {state.status === 'succeeded' && saved.length === 0 && <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t.empty}</p>}
      {saved.length > 0 && (
        <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-700">
          {saved.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-semibold">{item.name}</span>
              <span className="flex flex-wrap items-center gap-2">
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    aria-label={t.includeNamed({ name: item.name })}
                    checked={switched[item.id] ?? item.includeInDigest}
                    onChange={(e) => void toggleDigest(item, e.target.checked)}
                  />
                  {t.inDigest}
                </label>
                <button
                  type="button"
                  className="btn btn-outline"
                  aria-label={t.runNamed({ name: item.name })}
                  onClick={() => onRun(savedToAddress(item.filters))}
                >
                  {t.run}
                </button>
                <button type="button" className="btn btn-outline" aria-label={t.deleteNamed({ name: item.name })} onClick={() => void remove(item)}>
                  {t.delete}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        aria-label={t.saveThis}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="min-w-[12rem] flex-1">
          <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
            {t.nameLabel}
          </label>
          <input
            id={`${id}-name`}
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            className={controlClass(error ?? undefined)}
            aria-describedby={error ? `${id}-error` : undefined}
            name="name"
            value={form.values.name}
            onChange={(e) => form.set('name', e.target.value)}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="includeInDigest"
            checked={form.values.includeInDigest === 'true'}
            onChange={(e) => form.set('includeInDigest', e.target.checked ? 'true' : '')}
          />
          {t.include}
        </label>
        <button type="submit" className="btn btn-primary">
          {t.save}
        </button>
        {error && (
          <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
