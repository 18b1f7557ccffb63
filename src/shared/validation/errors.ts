import { StructError } from 'superstruct';

export interface FieldErrors {
  message: string;
  fields: Record<string, string>;
}

/** Fields named in one error reply; the rest are counted, so a flood of bad keys cannot flood the reply. */
export const MAX_FIELDS_NAMED = 50;

/** Turns a superstruct failure into one message and a message per field, in the product's words (docs/product/validation.md). */
export function describeStructError(error: StructError): FieldErrors {
  // A Map, not an object literal: a field named "constructor" or "__proto__" is a field like any other.
  const byField = new Map<string, string>();
  const others = new Set<string>();
  for (const failure of error.failures()) {
    const key = failure.path.length ? String(failure.path.join('.')) : '_';
    if (byField.has(key)) continue;
    if (byField.size >= MAX_FIELDS_NAMED) {
      others.add(key);
      continue;
    }
    if (failure.type === 'never') byField.set(key, `Unknown field "${key}"`);
    else if (failure.refinement !== undefined) byField.set(key, `${key}: ${failure.message}`);
    else if (failure.message.startsWith('Expected')) byField.set(key, plain(key));
    else byField.set(key, failure.message || plain(key));
  }
  const messages = [...byField.values()];
  const total = messages.length + others.size;
  const message = total <= 3 ? messages.join('; ') : `${messages.slice(0, 3).join('; ')} (and ${total - 3} more)`;
  return { message: message || 'The request is not valid.', fields: Object.fromEntries(byField) };
}

function plain(key: string): string {
  if (key === '_') return 'The request body must be a JSON object';
  return `${key} has the wrong type`;
}
