import type { ChangeEvent, InputHTMLAttributes } from 'react';

/** A labelled input or textarea with its error text wired up for assistive technology. */
interface Props {
  name: string;
  label: string;
  value: string;
  error?: string;
  multiline?: boolean;
  hint?: string;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

const base =
  'mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand focus:ring-2 focus:ring-pink-200 focus:outline-none dark:bg-night dark:text-stone-100 dark:placeholder:text-stone-400';

export default function FormField({ name, label, value, error, multiline, hint, onChange, onBlur, inputProps }: Props) {
  const id = `contact-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onBlur: () => onBlur(name),
    className: `${base} ${error ? 'border-red-600 dark:border-red-400' : 'border-stone-300 dark:border-stone-600'}`,
  };
  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, e.target.value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label} <span aria-hidden="true" className="text-red-700 dark:text-red-400">*</span>
      </label>
      {multiline ? <textarea {...common} rows={6} onChange={change} /> : <input {...common} {...inputProps} onChange={change} />}
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
    </div>
  );
}
