import { StructError, validate, type Struct } from 'superstruct';
import { describeStructError } from '../../shared/validation/errors.ts';
import { badRequest } from './http-error.ts';

/** The one adapter from superstruct to the API: coerces, validates, throws a 400 with per-field messages. */
export function parse<T, S>(value: unknown, struct: Struct<T, S>): T {
  const [error, result] = validate(value ?? {}, struct, { coerce: true });
  if (error) throw toBadRequest(error);
  return result as T;
}

export function toBadRequest(error: StructError) {
  const { message, fields, fieldCodes, coded } = describeStructError(error);
  return badRequest(coded ?? message, { ...fields, ...fieldCodes });
}
