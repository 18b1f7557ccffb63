import type { Struct } from 'superstruct';

/**
 * A form's field errors from a shared schema written in the reader's words (the grievance form,
 * the assisted service's forms): the first failure of each field, keyed by the field's name.
 * Empty when the value passes.
 */
export function fieldErrors<T, S>(struct: Struct<T, S>, value: unknown): Record<string, string> {
  const [error] = struct.validate(value);
  const out: Record<string, string> = {};
  for (const failure of error?.failures() ?? []) {
    const key = String(failure.path[0] ?? failure.key ?? '');
    if (!(key in out)) out[key] = failure.message;
  }
  return out;
}
