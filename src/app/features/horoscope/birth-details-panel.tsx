import { useEffect, useId, useState } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { shown, useLocale, useSpoken } from '../../dashboard/helpers/i18n';
import { horoscopeText } from '../../../shared/i18n/horoscope';
import { PLACE_QUERY, type BirthChartView, type Place } from '../../../shared/schemas/horoscope';
import { setProfileField } from '../../stores/profile-form';
import { fetchOwnChart, saveBirthDetails, searchPlaces } from './api';

/** "+05:30" for 330 minutes east of UTC. */
const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const m = Math.abs(minutes);
  return `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
/** Minutes east of UTC from "+05:30", "-4:00" or "5:30"; null for an empty text, undefined for one that is no offset. */
function offsetMinutes(text: string): number | null | undefined {
  const value = text.trim();
  if (!value) return null;
  const m = /^([+-−])?(\d{1,2}):?(\d{2})$/.exec(value);
  if (!m) return undefined;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  if (Number(m[3]) >= 60 || minutes > 14 * 60) return undefined;
  return m[1] === '-' || m[1] === '−' ? -minutes : minutes;
}

/**
 * The birth details a chart needs beyond the form's fields (docs/product/horoscope.md): the place
 * of birth chosen from the gazetteer (GET /places) and, when her birth certificate gives another
 * clock, the UTC offset at her birth. It says whether rashi, nakshatra and manglik come from her
 * chart (with a birth time) or from her own choice (without one), and gives the Moon-only note.
 */
export default function BirthDetailsPanel() {
  const h = horoscopeText(useLocale());
  const [chart, reload] = useLoad('own-chart-birth', fetchOwnChart, h.chart.failed);
  if (chart.status === 'loading') return null;
  if (chart.status === 'failed') return <p className="mt-6 text-sm">{shown(chart.message)}</p>;
  const { birth } = chart.data;
  // A new reading of the stored details starts the fields again from them.
  return <BirthDetailsForm key={`${birth.place?.id}-${birth.placeText}-${birth.utcOffsetMinutes}-${birth.time}`} view={chart.data} onSaved={reload} />;
}

function BirthDetailsForm({ view, onSaved }: { view: BirthChartView; onSaved: () => void }) {
  const h = horoscopeText(useLocale());
  const say = useSpoken();
  const id = useId();
  const birth = view.birth;
  const [query, setQuery] = useState(birth.place?.label ?? birth.placeText ?? '');
  const [found, setFound] = useState<{ q: string; places: Place[] } | null>(null);
  const [chosen, setChosen] = useState<Place | null>(birth.place);
  const [offset, setOffset] = useState(birth.offsetFrom === 'member' && birth.utcOffsetMinutes !== null ? offsetText(birth.utcOffsetMinutes) : '');
  const [offsetError, setOffsetError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const q = query.trim();
  const searching = q.length >= PLACE_QUERY.min && q !== chosen?.label;
  const places = searching && found?.q === q ? found.places : null;

  useEffect(() => {
    if (!searching) return;
    const timer = setTimeout(async () => {
      const result = await searchPlaces(q);
      setFound({ q, places: result.ok ? result.data.items : [] });
    }, 250);
    return () => clearTimeout(timer);
  }, [q, searching]);

  const choose = (p: Place) => {
    setChosen(p);
    setQuery(p.label);
  };

  async function save() {
    const minutes = offsetMinutes(offset);
    if (minutes === undefined) return setOffsetError(h.birth.offsetInvalid);
    setOffsetError(null);
    setBusy(true);
    const result = await saveBirthDetails(chosen?.id ?? null, minutes);
    setBusy(false);
    if (!result.ok) return notify.error(say(result.error));
    // The form saves the place of birth with the profile: it now holds the place chosen here.
    if (result.data.birth.placeText !== null) setProfileField('personal', 'birthPlace', result.data.birth.placeText);
    notify.success(h.birth.saved);
    onSaved();
  }

  const hasTime = Boolean(birth.time);
  const kind = view.chart?.kind;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-lg border border-stone-300 p-4 dark:border-stone-600">
      <h3 id={`${id}-title`} className="font-serif text-lg font-bold text-brand-deep dark:text-pink-200">
        {h.birth.title}
      </h3>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{hasTime ? h.birth.computed : h.birth.byHand}</p>
      {kind === 'moonOnly' && <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{h.chart.moonOnlyNote}</p>}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-place`} className="block text-sm font-semibold">
            {h.birth.place}
          </label>
          <input
            id={`${id}-place`}
            type="text"
            role="combobox"
            aria-expanded={Boolean(places?.length)}
            aria-controls={`${id}-places`}
            aria-autocomplete="list"
            aria-describedby={`${id}-place-hint`}
            autoComplete="off"
            className="mt-1 w-full rounded-md border border-stone-400 bg-white px-2 py-1.5 dark:border-stone-500 dark:bg-stone-900"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <p id={`${id}-place-hint`} className="mt-1 text-xs text-stone-700 dark:text-stone-300">
            {places === null ? h.birth.placeHint : places.length ? h.birth.placeHint : h.birth.noPlace}
          </p>
          {places && places.length > 0 && (
            <ul
              id={`${id}-places`}
              role="listbox"
              aria-label={h.birth.place}
              className="mt-1 max-h-56 overflow-auto rounded-md border border-stone-300 dark:border-stone-600"
            >
              {places.map((p) => (
                <li
                  key={p.id}
                  role="option"
                  aria-selected={chosen?.id === p.id}
                  tabIndex={0}
                  className="cursor-pointer px-2 py-1.5 text-sm hover:bg-stone-100 focus:bg-stone-100 dark:hover:bg-stone-800 dark:focus:bg-stone-800"
                  onClick={() => choose(p)}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter' && e.key !== ' ') return;
                    e.preventDefault();
                    choose(p);
                  }}
                >
                  {p.label}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-offset`} className="block text-sm font-semibold">
            {h.birth.offset}
          </label>
          <input
            id={`${id}-offset`}
            type="text"
            inputMode="numeric"
            placeholder="+05:30"
            aria-describedby={`${id}-offset-hint${offsetError ? ` ${id}-offset-error` : ''}`}
            aria-invalid={offsetError ? true : undefined}
            className="mt-1 w-32 rounded-md border border-stone-400 bg-white px-2 py-1.5 dark:border-stone-500 dark:bg-stone-900"
            value={offset}
            onChange={(e) => setOffset(e.target.value)}
          />
          <p id={`${id}-offset-hint`} className="mt-1 text-xs text-stone-700 dark:text-stone-300">
            {h.birth.offsetHint}
          </p>
          {offsetError && (
            <p id={`${id}-offset-error`} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
              {offsetError}
            </p>
          )}
          {birth.utcOffsetMinutes !== null && (
            <p className="mt-1 text-xs text-stone-700 dark:text-stone-300">{h.birth.usedOffset({ offset: offsetText(birth.utcOffsetMinutes) })}</p>
          )}
        </div>
      </div>
      <button type="button" className="btn btn-outline mt-3" disabled={busy} onClick={() => void save()}>
        {h.birth.save}
      </button>
    </section>
  );
}
