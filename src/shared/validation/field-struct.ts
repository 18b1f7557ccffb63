import { coerce, object, optional, unknown, type Struct } from 'superstruct';
import type { FieldDef, ResourceDef } from '../resources.ts';
import { MAX_DB_INTEGER } from '../constants.ts';
import { MAILBOX_PATTERN } from './mailbox.ts';
import { indianMobile } from './mobile.ts';
import type { AnyStruct } from './any-struct.ts';
import { fieldCheck, type FieldCheck } from './field-checks.ts';
import { checked, type Verdict } from './refusal.ts';

/**
 * Builds superstruct structs from the resource table's field definitions, with messages a
 * person can act on. The same structs validate the admin forms and the API routes. Each check
 * answers a coded message (field-checks.ts): its code, the field's name and the limit.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * `stored` is the record's value before this write: a value left as it is passes the field's
 * pattern, so a format rule made stricter later (the Indian mobile rule) does not stop an
 * administrator changing something else on a record stored before it. A changed value must match.
 */
export function fieldMessage(field: FieldDef, value: unknown, required: boolean, stored?: unknown): Verdict {
  const says = (check: FieldCheck, limit?: { min?: number; max?: number }) => fieldCheck(check, field, limit);
  if (isBlank(value)) return required ? says('required') : true;
  switch (field.kind) {
    case 'text':
    case 'longtext':
    case 'email': {
      if (typeof value !== 'string') return says('text');
      // A mobile of the wrong length is a wrong number, said as the mobile rule says it.
      if (field.mobile && field.pattern && !field.pattern.test(value) && value !== stored) return field.patternMessage ?? says('format');
      if (field.max !== undefined && value.length > field.max) return says('longest', { max: field.max });
      if (field.min !== undefined && value.length < field.min) return says('shortest', { min: field.min });
      if (field.kind === 'email' && !MAILBOX_PATTERN.test(value)) return says('email');
      if (field.pattern && !field.pattern.test(value) && value !== stored) return field.patternMessage ?? says('format');
      return true;
    }
    case 'int':
    case 'ref': {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return says('whole');
      if (field.kind === 'ref' && (value < 1 || value > MAX_DB_INTEGER)) return says('fromList');
      if (field.min !== undefined && value < field.min) return says('least', { min: field.min });
      const max = Math.min(field.max ?? MAX_DB_INTEGER, MAX_DB_INTEGER);
      if (value > max) return says('most', { max });
      return true;
    }
    case 'decimal': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return says('number');
      if (field.min !== undefined && value < field.min) return says('least', { min: field.min });
      if (field.max !== undefined && value > field.max) return says('most', { max: field.max });
      return true;
    }
    case 'flag':
      return value === 0 || value === 1 ? true : says('yesNo');
    case 'date':
      return typeof value === 'string' && validDate(value) ? true : says('date');
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? true : says('dateTime');
  }
}

/** Forms send strings; JSON clients send numbers and booleans. Both arrive in one shape. */
function normalise(field: FieldDef, value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = field.kind === 'longtext' ? value.replace(/\s+$/, '') : value.trim();
    if (trimmed === '') return null;
    if ((field.kind === 'int' || field.kind === 'ref') && /^-?\d+$/.test(trimmed)) return Number(trimmed);
    if (field.kind === 'decimal' && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
    if (field.kind === 'flag' && (trimmed === '0' || trimmed === '1')) return Number(trimmed);
    if (field.kind === 'flag' && (trimmed === 'true' || trimmed === 'false')) return trimmed === 'true' ? 1 : 0;
    if (field.kind === 'email') return trimmed.toLowerCase();
    if (field.mobile) return indianMobile(trimmed);
    return trimmed;
  }
  if (field.kind === 'flag' && typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

export function fieldStruct(field: FieldDef, required: boolean, stored?: unknown): Struct<unknown, null> {
  const base = checked<unknown>(field.name, (value) => fieldMessage(field, value, required, stored));
  return coerce(base, unknown(), (value) => normalise(field, value));
}

export type WriteMode = 'create' | 'update';

/**
 * The write struct of a resource: writable fields validated, read-only fields and `id`
 * tolerated (clients send back what they read) and dropped later, anything else refused.
 * On update, `stored` is the record as it is (see fieldMessage).
 */
export function writeStruct(resource: ResourceDef, mode: WriteMode, stored?: Record<string, unknown> | null): Struct<Record<string, unknown>, null> {
  const shape: Record<string, AnyStruct> = { id: optional(unknown()) };
  // A list named per language answers its name in the reader's language beside the stored ones.
  if (resource.fields.some((f) => f.name === 'nameHi')) shape.localName = optional(unknown());
  for (const field of resource.fields) {
    if (field.readOnly) {
      shape[field.name] = optional(unknown());
      continue;
    }
    const required = Boolean(field.required || (mode === 'create' && field.requiredOnCreate));
    const before = mode === 'update' ? stored?.[field.name] : undefined;
    shape[field.name] = required ? fieldStruct(field, true, before) : optional(fieldStruct(field, false, before));
  }
  return object(shape) as unknown as Struct<Record<string, unknown>, null>;
}
