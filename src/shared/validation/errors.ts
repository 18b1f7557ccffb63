import { StructError } from 'superstruct';

export interface FieldErrors {
  message: string;
  fields: Record<string, string>;
}

/** Turns a superstruct failure into one message and a message per field, in the spec's words. */
export function describeStructError(error: StructError): FieldErrors {
  const fields: Record<string, string> = {};
  for (const failure of error.failures()) {
    const key = failure.path.length ? String(failure.path.join('.')) : '_';
    if (fields[key]) continue;
    if (failure.type === 'never') fields[key] = `Unknown field "${key}"`;
    else if (failure.refinement !== undefined) fields[key] = `${key}: ${failure.message}`;
    else if (failure.message.startsWith('Expected')) fields[key] = plain(key);
    else fields[key] = failure.message;
  }
  const messages = Object.values(fields);
  const message = messages.length <= 3 ? messages.join('; ') : `${messages.slice(0, 3).join('; ')} (and ${messages.length - 3} more)`;
  return { message, fields };
}

function plain(key: string): string {
  if (key === '_') return 'The request body must be a JSON object';
  return `${key} has the wrong type`;
}
