import { validate } from 'superstruct';
import type { FieldDef, ResourceDef } from '../../../shared/resources';
import { describeStructError } from '../../../shared/validation/errors';
import { writeStruct } from '../../../shared/validation/field-struct';
import { uncoded, type Message } from '../../../shared/message-code';

export type Values = Record<string, string>;

export const editableFields = (resource: ResourceDef) => resource.fields.filter((f) => !f.readOnly);

/** A stored row as form strings; new rows start active, with flags off otherwise. */
export function toValues(resource: ResourceDef, row: Record<string, unknown> | null): Values {
  const out: Values = {};
  for (const f of editableFields(resource)) {
    const v = row?.[f.name];
    if (f.kind === 'flag') out[f.name] = v === undefined || v === null ? (f.name === 'isActive' ? '1' : '0') : String(Number(v));
    else out[f.name] = f.writeOnly || v === null || v === undefined ? '' : String(v);
  }
  return out;
}

export const isRequired = (f: FieldDef, creating: boolean) => Boolean(f.required || (creating && f.requiredOnCreate));

/** The same superstruct struct the server validates with, so the messages match (field-struct.ts); `stored` is the record being edited. */
export function check(
  resource: ResourceDef,
  values: Values,
  creating: boolean,
  stored: Record<string, unknown> | null = null,
): { ok: true; body: Record<string, unknown> } | { ok: false; fields: Record<string, Message> } {
  const input: Record<string, unknown> = {};
  for (const f of editableFields(resource)) {
    // A blank password on edit means "keep it": the field is left out rather than sent empty.
    if (f.writeOnly && values[f.name] === '' && !creating) continue;
    // On create a blank optional field is left out so the column's default applies (sort order 0).
    if (creating && values[f.name].trim() === '' && !isRequired(f, creating)) continue;
    input[f.name] = values[f.name];
  }
  const [error, body] = validate(input, writeStruct(resource, creating ? 'create' : 'update', stored), { coerce: true });
  if (error) {
    // Each field's check with its code (field-checks.ts), which the screen words in its language; a
    // check the struct words without a code is a text with no code.
    const { fields, fieldCodes } = describeStructError(error);
    const uncodedFields = Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, uncoded(text)]));
    return { ok: false, fields: { ...uncodedFields, ...fieldCodes } };
  }
  return { ok: true, body: body as Record<string, unknown> };
}
