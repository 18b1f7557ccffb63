import type { FieldDef } from '../../../shared/resources';
import { SelectField, TextAreaField, TextField } from '../../ui/field';
import type { Option } from '../../client/reference-lists';
import { useMasterWords } from './words';

interface Props {
  field: FieldDef;
  value: string;
  error?: string;
  options?: Option[];
  required: boolean;
  onChange: (value: string) => void;
}

/** One control per field kind of the resource table, `field.label` in the screen's language. Flags are '1'/'0' strings like the rest. */
export function FieldInput({ field, value, error, options, required, onChange }: Props) {
  const t = useMasterWords();
  const id = `field-${field.name}`;
  const common = { id, label: field.label, error, required };
  switch (field.kind) {
    case 'longtext':
      return <TextAreaField {...common} value={value} onChange={(e) => onChange(e.target.value)} />;
    case 'ref':
      return (
        <SelectField
          {...common}
          options={options ?? []}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t.choose({ label: field.label.toLowerCase() })}
        />
      );
    case 'flag':
      return (
        <div>
          <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-semibold">
            <input
              id={id}
              type="checkbox"
              checked={value === '1'}
              onChange={(e) => onChange(e.target.checked ? '1' : '0')}
              className="h-5 w-5 accent-brand"
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {field.label}
          </label>
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
        </div>
      );
    case 'int':
    case 'decimal':
      return (
        <TextField
          {...common}
          type="number"
          step={field.kind === 'int' ? 1 : 'any'}
          inputMode={field.kind === 'int' ? 'numeric' : 'decimal'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'date':
      return <TextField {...common} type="date" value={value} onChange={(e) => onChange(e.target.value)} />;
    default: {
      const type = field.writeOnly ? 'password' : field.kind === 'email' ? 'email' : 'text';
      const hint = field.writeOnly && !required ? t.keepPassword : undefined;
      return (
        <TextField
          {...common}
          type={type}
          hint={hint}
          autoComplete={field.writeOnly ? 'new-password' : 'off'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
  }
}
