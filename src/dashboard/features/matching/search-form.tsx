import { useEffect, useId, useState } from 'react';
import { loadOptions, type Option } from '../../lib/ref-options';
import { controlClass } from '../../../ui/field';
import { MAX_CHOICES, SEARCH_ACTIVE_DAYS_MAX, SEARCH_AGE, SEARCH_HEIGHT } from '../../../shared/schemas/search';
import type { SearchAddress } from './search-address';

/** The list filters, the master each reads its choices from, and its label. */
const LISTS = [
  ['religionId', 'religion-master', 'Religion'],
  ['casteId', 'caste-master', 'Caste'],
  ['countryId', 'country-master', 'Country'],
  ['stateId', 'state-master', 'State'],
  ['educationId', 'qualification-master', 'Education'],
  ['occupationId', 'occupation-master', 'Occupation'],
  ['maritalStatusId', 'marital-status-master', 'Marital status'],
  ['dietId', 'dietary-habit-master', 'Diet'],
] as const;

const RANGES = [
  ['ageMin', 'ageMax', 'Age (years)', SEARCH_AGE.min, SEARCH_AGE.max],
  ['heightMin', 'heightMax', 'Height (cm)', SEARCH_HEIGHT.min, SEARCH_HEIGHT.max],
  ['incomeMin', 'incomeMax', 'Annual income (₹)', 0, undefined],
] as const;

const ACTIVE = [
  ['', 'Any time'],
  ['1', 'Today'],
  ['7', 'In the last week'],
  ['30', 'In the last month'],
  ['90', 'In the last 3 months'],
] as const;

function MultiSelect({ name, path, label, value, onChange }: { name: string; path: string; label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    loadOptions(path)
      .then((o) => live && setOptions(o))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [path]);
  const chosen = value ? value.split(',') : [];
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        multiple
        size={4}
        aria-describedby={`${id}-hint`}
        className={controlClass()}
        value={chosen}
        onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value).join(','))}
      >
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-stone-600 dark:text-stone-300">
        {chosen.length ? `${chosen.length} chosen` : 'Any'} · up to {MAX_CHOICES}
      </p>
    </div>
  );
}

/** The filter form: ranges, lists, place, photo, verification and activity. Submitting puts them in the address. */
export function SearchForm({ initial, onSearch }: { initial: SearchAddress; onSearch: (filters: SearchAddress) => void }) {
  const [form, setForm] = useState<SearchAddress>(initial);
  const [open, setOpen] = useState(false);
  // A new address (Back, a saved search) refills the form (adjusted while rendering, not in an effect).
  const key = JSON.stringify(initial);
  const [shownKey, setShownKey] = useState(key);
  if (key !== shownKey) {
    setShownKey(key);
    setForm(initial);
  }
  const set = (name: string, value: string) => setForm((f) => ({ ...f, [name]: value }));
  const formId = useId();
  return (
    <section aria-labelledby={`${formId}-title`} className="card mb-6">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${formId}-title`} className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
          Filters
        </h2>
        <button type="button" className="btn btn-outline md:hidden" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide filters' : 'Show filters'}
        </button>
      </div>
      <form
        id={formId}
        aria-label="Search filters"
        className={`${open ? 'grid' : 'hidden'} mt-3 gap-4 md:grid md:grid-cols-2 xl:grid-cols-3`}
        onSubmit={(e) => {
          e.preventDefault();
          const { page: _page, ...filters } = form;
          onSearch(filters);
          setOpen(false);
        }}
      >
        {RANGES.map(([lo, hi, label, min, max]) => (
          <fieldset key={lo}>
            <legend className="text-sm font-semibold">{label}</legend>
            <div className="flex items-center gap-2">
              <label className="sr-only" htmlFor={`${formId}-${lo}`}>
                {`${label}: from`}
              </label>
              <input
                id={`${formId}-${lo}`}
                name={lo}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                placeholder="From"
                className={controlClass()}
                value={form[lo] ?? ''}
                onChange={(e) => set(lo, e.target.value)}
              />
              <span aria-hidden="true">–</span>
              <label className="sr-only" htmlFor={`${formId}-${hi}`}>
                {`${label}: to`}
              </label>
              <input
                id={`${formId}-${hi}`}
                name={hi}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                placeholder="To"
                className={controlClass()}
                value={form[hi] ?? ''}
                onChange={(e) => set(hi, e.target.value)}
              />
            </div>
          </fieldset>
        ))}
        {LISTS.map(([name, path, label]) => (
          <MultiSelect key={name} name={name} path={path} label={label} value={form[name] ?? ''} onChange={(v) => set(name, v)} />
        ))}
        <div>
          <label htmlFor={`${formId}-city`} className="block text-sm font-semibold">
            City
          </label>
          <input
            id={`${formId}-city`}
            name="city"
            maxLength={60}
            className={controlClass()}
            value={form.city ?? ''}
            onChange={(e) => set('city', e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${formId}-active`} className="block text-sm font-semibold">
            Last signed in
          </label>
          <select
            id={`${formId}-active`}
            name="activeWithinDays"
            className={controlClass()}
            value={form.activeWithinDays ?? ''}
            onChange={(e) => set('activeWithinDays', e.target.value)}
          >
            {ACTIVE.filter(([days]) => Number(days) <= SEARCH_ACTIVE_DAYS_MAX).map(([days, text]) => (
              <option key={days} value={days}>
                {text}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">Show only</legend>
          {(
            [
              ['withPhoto', 'Members with a photo'],
              ['verifiedOnly', 'Verified profiles'],
            ] as const
          ).map(([name, text]) => (
            <label key={name} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name={name} checked={form[name] === 'true'} onChange={(e) => set(name, e.target.checked ? 'true' : '')} />
              {text}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-end gap-2 md:col-span-2 xl:col-span-3">
          <button type="submit" className="btn btn-primary">
            Search
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setForm({})}>
            Clear filters
          </button>
        </div>
      </form>
    </section>
  );
}
