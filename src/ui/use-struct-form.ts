import { useCallback, useLayoutEffect, useState } from 'react';
import { validate, type Struct } from 'superstruct';
import { describeStructError } from '../shared/validation/errors';

/** Validates every value at once: the data to send, or the message of each field that is wrong. */
export type FormCheck<K extends string, T> = (values: Record<K, string>) => { data: T | null; fields: Partial<Record<K | '_', string>> };

/**
 * The one form state of every form: string values, per-field errors from the shared superstruct
 * schema (the product's texts, docs/product/validation.md) or a check built on it, and re-validation of a field once
 * it has shown an error so the person sees the moment it is fixed. `restoreTyped` is for forms
 * prerendered on a page (see below); a form React draws itself turns it off. `say` shows a
 * message in the page's language (src/i18n/forms/messages.ts).
 */
export function useStructForm<K extends string, T>(
  initial: Record<K, string>,
  rule: Struct<T, any> | FormCheck<K, T>,
  { restoreTyped = true, say = (text: string) => text }: { restoreTyped?: boolean; say?: (text: string) => string } = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K | '_', string>>>({});

  type Fields = Partial<Record<K | '_', string>>;
  // On a slow connection people type into the server-rendered inputs before React hydrates;
  // keep what they typed rather than resetting it to the empty initial state.
  useLayoutEffect(() => {
    if (!restoreTyped) return;
    const typed = Object.fromEntries(
      Object.keys(initial).map((key) => [key, (document.getElementById(`field-${key}`) as HTMLInputElement | null)?.value ?? '']),
    ) as Record<K, string>;
    if (Object.entries(typed).some(([key, value]) => value && value !== initial[key as K])) setValues({ ...initial, ...typed });
  }, []);
  const check = (next: Record<K, string>): { data: T | null; fields: Fields } => {
    if (typeof rule === 'function') return rule(next);
    const [error, data] = validate(next, rule, { coerce: true });
    return error ? { data: null, fields: describeStructError(error).fields as Fields } : { data: data as T, fields: {} };
  };
  const set = (name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors({ ...errors, [name]: check(next).fields[name] });
  };
  const blur = (name: K) => {
    if (values[name]) setErrors({ ...errors, [name]: check(values).fields[name] });
  };
  /** Validates everything; returns the coerced data or null after showing the errors. */
  const submit = (): T | null => {
    const { data, fields } = check(values);
    setErrors(fields);
    if (!data) document.getElementById(`field-${Object.keys(fields)[0]}`)?.focus();
    return data;
  };
  const reset = () => {
    setValues(initial);
    setErrors({});
  };
  /** Replaces every value (a record loaded for editing) and clears the errors. */
  const load = useCallback((next: Record<K, string>) => {
    setValues(next);
    setErrors({});
  }, []);
  /** The props that wire one input to this form: id `field-{name}` (focus and hydration use it), value, error, handlers. */
  const field = (name: K) => ({
    id: `field-${name}`,
    name,
    value: values[name],
    // Kept in English (the product's texts, the server's answers); shown in the page's language.
    error: errors[name] && say(errors[name]),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    onBlur: () => blur(name),
  });
  return { values, errors, set, blur, submit, reset, load, setErrors, field };
}
