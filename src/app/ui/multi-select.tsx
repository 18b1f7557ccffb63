import { useState, type KeyboardEvent } from 'react';
import type { Option } from './field';

interface OptionGroup {
  label: string;
  options: Option[];
}

/** The component's own texts, in the page's language (the caller's catalogue). */
interface MultiSelectWords {
  /** The filter box's accessible name, for a list's label. */
  filter: (values: { label: string }) => string;
  /** Said when the filter leaves nothing. */
  noMatch: string;
}

interface Props {
  id: string;
  name: string;
  label: string;
  options: Option[];
  /** The same options under headings (castes under their religion); when given, shown instead of the flat list. */
  groups?: OptionGroup[] | null;
  /** The chosen ids joined by commas, as forms keep them ('3,7'); empty for "any". */
  value: string;
  onChange: (value: string) => void;
  words: MultiSelectWords;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  hint?: string;
  /** How many are chosen, in words: a line under the list, read out as it changes. */
  summary?: (count: number) => string;
  /** The button that empties the choice: its text and its accessible name ("Clear <label>"). None: no button. */
  clear?: { text: string; label: string };
}

/** Longer lists get a filter box: a phone shows about eight rows at once. */
const FILTER_FROM = 9;

/**
 * Several choices from one list (partner preferences, search filters): a labelled group of
 * checkboxes in a scrolling box, with a filter box for long lists (docs/decisions/063). A native
 * multiple select needs Ctrl or ⌘ and gives a phone a cramped picker; checkboxes are operated by
 * a tap, by Space, and by every screen reader. Up and Down move between the choices.
 */
export function MultiSelect({ id, name, label, options, groups, value, onChange, words, disabled, required, error, hint, summary, clear }: Props) {
  const [filter, setFilter] = useState('');
  const chosen = value ? value.split(',') : [];
  const chosenSet = new Set(chosen);
  const needle = filter.trim().toLowerCase();
  const matches = (o: Option) => !needle || o.name.toLowerCase().includes(needle);
  const shownGroups = (groups ?? [{ label: '', options }]).map((g) => ({
    label: g.label,
    options: needle && g.label.toLowerCase().includes(needle) ? g.options : g.options.filter(matches),
  }));
  const nothing = shownGroups.every((g) => g.options.length === 0);
  const nameOf = new Map(options.map((o) => [String(o.id), o.name]));
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  const toggle = (optionId: string, on: boolean) =>
    onChange(on ? [...chosen.filter((c) => c !== optionId), optionId].join(',') : chosen.filter((c) => c !== optionId).join(','));

  /** Up and Down move between the checkboxes, as in a list; Tab leaves the list. */
  const move = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const boxes = [...(e.currentTarget.closest('[data-choices]')?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])];
    const at = boxes.indexOf(e.currentTarget);
    if (at < 0) return;
    e.preventDefault();
    boxes[Math.min(boxes.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  };

  const box = (o: Option) => (
    <label key={o.id} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 hover:bg-pink-50 dark:hover:bg-night-2">
      <input
        type="checkbox"
        name={name}
        value={String(o.id)}
        className="size-5 shrink-0 accent-brand"
        checked={chosenSet.has(String(o.id))}
        onKeyDown={move}
        disabled={disabled}
        onChange={(e) => toggle(String(o.id), e.target.checked)}
      />
      <span className="text-sm text-stone-900 dark:text-stone-100">{o.name}</span>
    </label>
  );

  return (
    <fieldset id={id} aria-describedby={describedBy} disabled={disabled} className="min-w-0">
      <legend className="text-sm font-semibold text-stone-800 dark:text-stone-100">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </legend>
      {options.length >= FILTER_FROM && (
        <input
          type="search"
          aria-label={words.filter({ label })}
          placeholder={words.filter({ label })}
          className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand focus:ring-2 focus:ring-pink-200 focus:outline-none dark:border-stone-600 dark:bg-night dark:text-stone-100 dark:placeholder:text-stone-400 dark:focus:ring-pink-950"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      {/* Nothing to choose yet (castes before a religion): the hint says why, no empty box. */}
      {options.length > 0 && (
        <div
          data-choices=""
          className={`mt-1 max-h-60 overflow-y-auto rounded-xl border bg-white p-1 dark:bg-night ${
            error ? 'border-red-600 dark:border-red-400' : 'border-stone-300 dark:border-stone-600'
          } ${disabled ? 'opacity-60' : ''}`}
        >
          {shownGroups.map((g, i) =>
            g.label
              ? g.options.length > 0 && (
                  <div key={g.label} role="group" aria-labelledby={`${id}-group-${i}`}>
                    <p
                      id={`${id}-group-${i}`}
                      className="sticky top-0 z-10 bg-stone-100 px-2 py-1 text-xs font-bold tracking-wide text-stone-800 uppercase dark:bg-night-2 dark:text-stone-100"
                    >
                      {g.label}
                    </p>
                    {g.options.map(box)}
                  </div>
                )
              : g.options.map(box),
          )}
          {nothing && <p className="px-2 py-2 text-sm text-stone-700 dark:text-stone-300">{words.noMatch}</p>}
        </div>
      )}
      {chosen.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {chosen.map((c) => (
            <li key={c} className="rounded-full bg-pink-50 px-2.5 py-0.5 text-xs font-medium text-brand-deep dark:bg-night-2 dark:text-pink-100">
              {nameOf.get(c) ?? c}
            </li>
          ))}
        </ul>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {summary && (
        <p className="mt-1 flex items-center justify-between gap-2 text-xs text-stone-700 dark:text-stone-200" aria-live="polite">
          <span>{summary(chosen.length)}</span>
          {clear && chosen.length > 0 && (
            // At least 24 by 24 px: the smallest target a pointer is asked to hit (WCAG 2.2, 2.5.8).
            <button
              type="button"
              className="inline-flex min-h-6 min-w-6 items-center justify-center rounded px-1 font-semibold text-brand underline dark:text-pink-200"
              onClick={() => onChange('')}
              aria-label={clear.label}
            >
              {clear.text}
            </button>
          )}
        </p>
      )}
    </fieldset>
  );
}
