import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { referenceList } from '../../client/reference-lists';
import { useLoad } from '../../client/use-load';
import { MSG } from '../../../shared/messages';
import { guarded } from '../../dashboard/helpers/session';
import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { formatCount } from '../../../shared/i18n/format';
import type { DashboardWords } from '../../../shared/i18n/dashboard/en';
import { controlClass } from '../../ui/field';
import { MultiSelect } from '../../ui/multi-select';
import { casteChoices, keepCastesOf, type CasteChoices } from '../../client/caste-groups';
import { $casteRows, loadCasteRows } from '../../client/caste-list';
import { MAX_CHOICES, SEARCH_ACTIVE_DAYS_MAX, SEARCH_AGE, SEARCH_HEIGHT, SearchFilters } from '../../../shared/schemas/search';
import { checkWith, useStructForm, type FormCheck } from '../../ui/use-struct-form';
import type { SearchAddress } from './search-address';

type FilterWords = DashboardWords['search']['filters'];

/** The list filters, the master each reads its choices from, and its label's key. */
const LISTS = [
  ['religionId', 'religion-master', 'religion'],
  ['casteId', 'caste-master', 'caste'],
  ['countryId', 'country-master', 'country'],
  ['stateId', 'state-master', 'state'],
  ['educationId', 'qualification-master', 'education'],
  ['occupationId', 'occupation-master', 'occupation'],
  ['maritalStatusId', 'marital-status-master', 'maritalStatus'],
  ['dietId', 'dietary-habit-master', 'diet'],
] as const satisfies readonly (readonly [string, string, keyof FilterWords])[];

const RANGES = [
  ['ageMin', 'ageMax', 'age', SEARCH_AGE.min, SEARCH_AGE.max],
  ['heightMin', 'heightMax', 'height', SEARCH_HEIGHT.min, SEARCH_HEIGHT.max],
  ['incomeMin', 'incomeMax', 'income', 0, undefined],
] as const satisfies readonly (readonly [string, string, keyof FilterWords, number, number | undefined])[];

const ACTIVE = [
  ['', 'anyTime'],
  ['1', 'today'],
  ['7', 'lastWeek'],
  ['30', 'lastMonth'],
  ['90', 'lastThreeMonths'],
] as const satisfies readonly (readonly [string, keyof FilterWords])[];

/** The castes of the chosen religions (every religion's when none is chosen), grouped when they are several's. */
function useCasteChoices(religionIds: string): CasteChoices {
  const castes = useStore($casteRows);
  const [religions] = useLoad('religion-master', () => guarded(referenceList('religion-master')), MSG.fetchFailed);
  useEffect(() => void loadCasteRows(), []);
  return casteChoices(castes ?? [], religions.status === 'succeeded' ? religions.data : [], religionIds ? religionIds.split(',') : []);
}

/**
 * A list filter: its choices read from the master (once per page load), several may be chosen.
 * The caste filter is given its choices instead, narrowed to the chosen religions.
 */
function ListFilter({
  id,
  name,
  path,
  label,
  value,
  error,
  onChange,
  choices,
}: {
  id: string;
  name: string;
  path: string;
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  choices?: CasteChoices;
}) {
  const t = useWords().search.filters;
  const locale = useLocale();
  const [list] = useLoad(choices ? null : path, () => guarded(referenceList(path)), MSG.fetchFailed);
  const options = choices ? choices.options : list.status === 'succeeded' ? list.data : [];
  const count = value ? value.split(',').length : 0;
  const max = formatCount(locale, MAX_CHOICES);
  return (
    <MultiSelect
      id={id}
      name={name}
      label={label}
      options={options}
      groups={choices?.groups}
      words={{ filter: t.filterList, noMatch: t.noMatch }}
      value={value}
      onChange={onChange}
      error={error}
      hint={count ? t.chosen({ count: formatCount(locale, count), max }) : t.any({ max })}
    />
  );
}

/** The filters as the address will carry them (empty ones left out), checked by the search's own schema; the form's values go on as they are. */
const checkFilters: FormCheck<string, SearchAddress> = (values) => {
  const filled = Object.fromEntries(
    Object.entries(values)
      .filter(([key, value]) => key !== 'page' && value.trim() !== '')
      .map(([key, value]) => [key, value.trim()]),
  );
  const { fields } = checkWith(SearchFilters, () => filled)(values);
  return Object.keys(fields).length ? { data: null, fields } : { data: values, fields: {} };
};

/** The filter form: ranges, lists, place, photo, verification and activity. Submitting puts them in the address. */
export function SearchForm({ initial, onSearch }: { initial: SearchAddress; onSearch: (filters: SearchAddress) => void }) {
  const formId = useId();
  const search = useStructForm<string, SearchAddress>(initial, checkFilters, { restoreTyped: false, id: (name) => `${formId}-${name}` });
  const form = search.values;
  const [open, setOpen] = useState(false);
  // A new address (Back, a saved search) refills the form (adjusted while rendering, not in an effect).
  const key = JSON.stringify(initial);
  const [shownKey, setShownKey] = useState(key);
  if (key !== shownKey) {
    setShownKey(key);
    search.load(initial);
  }
  const castes = useCasteChoices(form.religionId ?? '');
  /** Choosing religions keeps only the chosen castes that belong to them. */
  const set = (name: string, value: string) => {
    const kept = name === 'religionId' ? keepCastesOf(form.casteId ?? '', $casteRows.get() ?? [], value ? value.split(',') : []) : form.casteId;
    if (kept !== form.casteId) search.load({ ...form, [name]: value, casteId: kept ?? '' });
    else search.set(name, value);
  };
  const t = useWords().search.filters;
  return (
    <section aria-labelledby={`${formId}-title`} className="card mb-6">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${formId}-title`} className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
          {t.title}
        </h2>
        <button type="button" className="btn btn-outline md:hidden" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((v) => !v)}>
          {open ? t.hide : t.show}
        </button>
      </div>
      <form
        id={formId}
        aria-label={t.formName}
        className={`${open ? 'grid' : 'hidden'} mt-3 gap-4 md:grid md:grid-cols-2 xl:grid-cols-3`}
        onSubmit={(e) => {
          e.preventDefault();
          const data = search.submit();
          if (!data) return;
          const { page: _page, ...filters } = data;
          onSearch(filters);
          setOpen(false);
        }}
      >
        {RANGES.map(([lo, hi, label, min, max]) => (
          <fieldset key={lo}>
            <legend className="text-sm font-semibold">{t[label]}</legend>
            <div className="flex items-center gap-2">
              <label className="sr-only" htmlFor={`${formId}-${lo}`}>
                {t.rangeFrom({ range: t[label] })}
              </label>
              <input
                id={`${formId}-${lo}`}
                name={lo}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                placeholder={t.from}
                className={controlClass(search.errors[lo])}
                aria-invalid={search.errors[lo] ? true : undefined}
                aria-describedby={search.errors[lo] ? `${formId}-${label}-error` : undefined}
                value={form[lo] ?? ''}
                onChange={(e) => set(lo, e.target.value)}
              />
              <span aria-hidden="true">–</span>
              <label className="sr-only" htmlFor={`${formId}-${hi}`}>
                {t.rangeTo({ range: t[label] })}
              </label>
              <input
                id={`${formId}-${hi}`}
                name={hi}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                placeholder={t.to}
                className={controlClass(search.errors[hi])}
                aria-invalid={search.errors[hi] ? true : undefined}
                aria-describedby={search.errors[hi] ? `${formId}-${label}-error` : undefined}
                value={form[hi] ?? ''}
                onChange={(e) => set(hi, e.target.value)}
              />
            </div>
            {/* Out of the schema's range where the browser's own limits do not reach (income has no upper one). */}
            {(search.errors[lo] || search.errors[hi]) && (
              <p id={`${formId}-${label}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
                {search.errors[lo] ?? search.errors[hi]}
              </p>
            )}
          </fieldset>
        ))}
        {LISTS.map(([name, path, label]) => (
          <ListFilter
            key={name}
            id={`${formId}-${name}`}
            error={search.errors[name]}
            name={name}
            path={path}
            label={t[label]}
            value={form[name] ?? ''}
            onChange={(v) => set(name, v)}
            choices={name === 'casteId' ? castes : undefined}
          />
        ))}
        <div>
          <label htmlFor={`${formId}-city`} className="block text-sm font-semibold">
            {t.city}
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
            {t.lastSignedIn}
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
                {t[text]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">{t.showOnly}</legend>
          {(
            [
              ['withPhoto', t.withPhoto],
              ['verifiedOnly', t.verifiedOnly],
              // Asked for by the member only; matches are never ranked by it (docs/product/horoscope.md).
              ['manglikCompatible', t.manglikCompatible],
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
            {t.search}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => search.load({})}>
            {t.clear}
          </button>
        </div>
      </form>
    </section>
  );
}
