import { useCallback, useLayoutEffect, useState } from 'react';
import { validate, type Struct } from 'superstruct';
import { describeStructError } from '../../shared/validation/errors';
import { shownBy, textOf, uncoded, type Message, type MessageOrText } from '../../shared/message-code';

/** Validates every value at once: the data to send, or the message of each field that is wrong. */
export type FormCheck<K extends string, T> = (values: Record<K, string>) => { data: T | null; fields: Partial<Record<K | '_', MessageOrText>> };

export interface FormOptions<K extends string> {
  /** For forms prerendered on a page (see below); a form React draws itself turns it off. */
  restoreTyped?: boolean;
  /** Shows a message in the page's language (src/shared/i18n/forms/messages.ts); English as it is. */
  say?: (message: Message) => string;
  /** The element id of a field's control, where a page needs its own (two forms on one page, a dialog's code box); `field-{name}` otherwise. */
  id?: (name: K) => string;
}

/** A message's English text: what `say` shows on an English page. */
const englishText = (message: Message): string => message.text;

/**
 * A check made from a shared schema, for a form whose values are not the payload as they stand:
 * `payload` adds what the page knows (whose profile) or keeps only the fields a choice asks for.
 */
export function checkWith<K extends string, T>(struct: Struct<T>, payload: (values: Record<K, string>) => unknown): FormCheck<K, T> {
  return (values) => {
    const [error, data] = validate(payload(values), struct, { coerce: true });
    if (!error) return { data: data as T, fields: {} };
    // Each field's message with its code where the schema's check gave one (docs/decisions/092-message-codes.md).
    // A field the schema words without a code (a refinement's, a wrong type) is a text with no code, shown as it came.
    const { fields, fieldCodes } = describeStructError(error);
    const uncodedFields = Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, uncoded(text)]));
    return { data: null, fields: { ...uncodedFields, ...fieldCodes } as Partial<Record<K | '_', Message>> };
  };
}

/**
 * The one form state of every form: string values (a choice of radio buttons or a checkbox is a
 * string too: the chosen value, 'true' or ''), per-field errors from the shared superstruct
 * schema (the product's texts, docs/product/validation.md) or a check built on it, and
 * re-validation of a field once it has shown an error so the person sees the moment it is fixed.
 * Errors under the key '_' belong to the whole form (a server's refusal) and stay until the next
 * submit.
 */
export function useStructForm<K extends string, T>(
  initial: Record<K, string>,
  rule: Struct<T> | FormCheck<K, T>,
  { restoreTyped = true, say = englishText, id = (name: K) => `field-${name}` }: FormOptions<K> = {},
) {
  const [values, setValues] = useState(initial);
  type Fields = Partial<Record<K | '_', MessageOrText>>;
  // Each field's message as it came, with its code when it has one (docs/decisions/092-message-codes.md);
  // `errors` gives their English texts to the screens that read them.
  const [said, setErrors] = useState<Fields>({});
  const errors = Object.fromEntries(
    Object.entries(said).map(([key, message]) => [key, message === undefined ? undefined : textOf(message as MessageOrText)]),
  ) as Partial<Record<K | '_', string>>;
  // On a slow connection people type into the server-rendered inputs before React hydrates;
  // keep what they typed rather than resetting it to the empty initial state.
  useLayoutEffect(() => {
    if (!restoreTyped) return;
    const typed = Object.fromEntries(
      Object.keys(initial).map((key) => [key, (document.getElementById(id(key as K)) as HTMLInputElement | null)?.value ?? '']),
    ) as Record<K, string>;
    if (Object.entries(typed).some(([key, value]) => value && value !== initial[key as K])) setValues({ ...initial, ...typed });
  }, []);
  const check = (next: Record<K, string>): { data: T | null; fields: Fields } =>
    typeof rule === 'function' ? rule(next) : checkWith<K, T>(rule, (v) => v)(next);
  const set = (name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (said[name]) setErrors({ ...said, [name]: check(next).fields[name] });
  };
  const blur = (name: K) => {
    if (values[name]) setErrors({ ...said, [name]: check(values).fields[name] });
  };
  /** Validates everything; returns the coerced data or null after showing the errors. */
  const submit = (): T | null => {
    const { data, fields } = check(values);
    setErrors(fields);
    const first = Object.keys(fields).find((key) => key !== '_') as K | undefined;
    if (!data && first) document.getElementById(id(first))?.focus();
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
  /** The props that wire one input to this form: its id (focus and hydration use it), value, error, handlers. */
  const field = (name: K) => ({
    id: id(name),
    name,
    value: values[name],
    // Kept as they came, with their codes (the product's texts, the server's answers); shown in the page's language.
    // A screen's own words (a plain string) are shown as they are.
    error: said[name] && shownBy(say, said[name]),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    onBlur: () => blur(name),
  });
  return { values, errors, said, set, blur, submit, reset, load, setErrors, field };
}
