import { FieldFrame, type Option } from './field';

interface Props {
  id: string;
  name: string;
  label: string;
  options: Option[];
  /** The chosen ids joined by commas, as forms keep them ('3,7'); empty for "any". */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
  hint?: string;
  /** How many are chosen, in words: a line under the list, read out as it changes. */
  summary?: (count: number) => string;
  /** The button that empties the choice: its text and its accessible name ("Clear <label>"). None: no button. */
  clear?: { text: string; label: string };
}

/**
 * Several choices from one list (partner preferences, search filters): a native list box
 * (multiple select), which every browser and screen reader operates by keyboard. The texts are
 * the caller's, in the page's language.
 */
export function MultiSelect({ id, name, label, options, value, onChange, disabled, error, hint, summary, clear }: Props) {
  const chosen = value ? value.split(',') : [];
  return (
    <FieldFrame {...{ id, label, error, hint }}>
      {(control) => (
        <>
          <select
            {...control}
            name={name}
            multiple
            size={4}
            disabled={disabled}
            value={chosen}
            onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value).join(','))}
          >
            {options.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
          {summary && (
            <p className="mt-1 flex items-center justify-between gap-2 text-xs text-stone-700 dark:text-stone-200" aria-live="polite">
              <span>{summary(chosen.length)}</span>
              {clear && chosen.length > 0 && (
                // At least 24 by 24 px: the smallest target a pointer is asked to hit (WCAG 2.2, 2.5.8).
                <button
                  type="button"
                  className="inline-flex min-h-6 min-w-6 items-center justify-center rounded px-1 font-semibold text-brand underline"
                  onClick={() => onChange('')}
                  aria-label={clear.label}
                >
                  {clear.text}
                </button>
              )}
            </p>
          )}
        </>
      )}
    </FieldFrame>
  );
}
