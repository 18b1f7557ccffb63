import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/**
 * Labelled form controls with their hint and error wired to assistive technology
 * (aria-describedby, aria-invalid). Required fields carry a visible star and aria-required.
 */
export const controlClass = (error?: string) =>
  `mt-1 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand focus:ring-2 focus:ring-pink-200 focus:outline-none disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 dark:bg-night dark:text-stone-100 dark:placeholder:text-stone-400 dark:focus:ring-pink-950 dark:disabled:bg-night-2 ${
    error ? 'border-red-600 dark:border-red-400' : 'border-stone-300 dark:border-stone-600'
  }`;

/** What every control of a field carries: its id, the required/invalid state and the texts describing it. */
export interface ControlProps {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface FrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** Text, or text with a part marked as data (translate="no"). */
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function FieldFrame({ id, label, required, error, hint, className, children }: FrameProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: controlClass(error),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800 dark:text-stone-100">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </label>
      {children(control)}
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

type Common = { id: string; label: string; required?: boolean; error?: string; hint?: ReactNode; className?: string };

export function TextField({ id, label, required, error, hint, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return <FieldFrame {...{ id, label, required, error, hint, className }}>{(control) => <input {...control} {...input} />}</FieldFrame>;
}

export function TextAreaField({ id, label, required, error, hint, className, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <FieldFrame {...{ id, label, required, error, hint, className }}>{(control) => <textarea rows={4} {...control} {...input} />}</FieldFrame>;
}

export interface Option {
  id: number;
  name: string;
}

export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: Option[]; /** The empty choice's words, in the reader's language. */ placeholder: string }) {
  return (
    <FieldFrame {...{ id, label, required, error, hint, className }}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
