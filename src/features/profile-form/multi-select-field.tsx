import { useProfileWords } from '../../i18n/profile';
import { FieldFrame, type Option } from '../../ui/field';

interface Props {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  options: Option[];
  /** The chosen ids joined by commas, as the form keeps them ('3,7'); empty for "any". */
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * Several choices of a partner preference: a native list box (multiple select), which every
 * browser and screen reader operates by keyboard; a "Clear" button goes back to "any".
 */
export function MultiSelectField({ id, name, label, error, hint, options, value, disabled, onChange }: Props) {
  const t = useProfileWords().form;
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
          <p className="mt-1 flex items-center justify-between gap-2 text-xs text-stone-700 dark:text-stone-200" aria-live="polite">
            <span>{chosen.length ? t.chosen(chosen.length) : t.any}</span>
            {chosen.length > 0 && (
              <button type="button" className="rounded px-1 font-semibold text-brand underline" onClick={() => onChange('')} aria-label={t.clearField(label)}>
                {t.clear}
              </button>
            )}
          </p>
        </>
      )}
    </FieldFrame>
  );
}
