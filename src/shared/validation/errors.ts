import { StructError } from 'superstruct';
import type { CodedMessage } from '../message-code.ts';
import { failureCode } from './refusal.ts';

export interface FieldErrors {
  message: string;
  fields: Record<string, string>;
  /** The fields whose message is one of the catalogue's, with its code and values (docs/decisions/092-message-codes.md). */
  fieldCodes: Record<string, CodedMessage>;
  /** The whole message's code, when it is one field's coded message. */
  coded?: CodedMessage;
}

/** Fields named in one error reply; the rest are counted, so a flood of bad keys cannot flood the reply. */
export const MAX_FIELDS_NAMED = 50;

/** Turns a superstruct failure into one message and a message per field, in the product's words (docs/product/validation.md). */
export function describeStructError(error: StructError): FieldErrors {
  // A Map, not an object literal: a field named "constructor" or "__proto__" is a field like any other.
  const byField = new Map<string, string>();
  const codes = new Map<string, CodedMessage>();
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
    // A refinement's message is prefixed with its field's name, so it is not the catalogue's text: no code.
    const coded = failure.refinement === undefined && failure.type !== 'never' ? failureCode(failure) : undefined;
    if (coded) codes.set(key, coded);
  }
  const messages = [...byField.values()];
  const total = messages.length + others.size;
  const message = total <= 3 ? messages.join('; ') : `${messages.slice(0, 3).join('; ')} (and ${total - 3} more)`;
  const fieldCodes = Object.fromEntries(codes);
  const only = total === 1 ? codes.values().next().value : undefined;
  return { message: message || 'The request is not valid.', fields: Object.fromEntries(byField), fieldCodes, ...(only ? { coded: only } : {}) };
}

function plain(key: string): string {
  if (key === '_') return 'The request body must be a JSON object';
  return `${key} has the wrong type`;
}
