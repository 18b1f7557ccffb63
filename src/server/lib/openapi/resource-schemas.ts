import { hasLocalNames, type FieldDef, type ResourceDef } from '../../../shared/resources.ts';
import type { AnyStruct } from '../../../shared/validation/any-struct.ts';
import { writeStruct, type WriteMode } from '../../../shared/validation/field-struct.ts';
import { MAX_DB_INTEGER } from '../../../shared/constants.ts';
import { isOptional, structToJsonSchema, type JsonSchema } from './struct-schema.ts';

/**
 * The schemas the API description cannot read from a struct: the records and bodies of the
 * resource table (read from its field definitions) and multipart uploads. Every other reply is a
 * struct in src/shared/schemas (see reply.ts there), converted by struct-schema.ts.
 */
const int: JsonSchema = { type: 'integer' };

/** A page of a resource's records. */
export const pageOfRecords = (record: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { items: { type: 'array', items: record }, page: int, pageSize: int, total: int },
  required: ['items', 'page', 'pageSize', 'total'],
});

/** A multipart upload: the form fields the struct checks, and the file. */
export function uploadBody(fields: AnyStruct): JsonSchema {
  const schema = structToJsonSchema(fields);
  return { ...schema, properties: { ...schema.properties, file: { type: 'string', format: 'binary' } }, required: [...(schema.required ?? []), 'file'] };
}

function fieldSchema(field: FieldDef): JsonSchema {
  const base: JsonSchema =
    field.kind === 'int' || field.kind === 'ref' || field.kind === 'flag'
      ? { type: 'integer' }
      : field.kind === 'decimal'
        ? { type: 'number' }
        : { type: 'string' };
  if (field.kind === 'flag') base.enum = [0, 1];
  return {
    ...base,
    description: field.label,
    ...(field.readOnly ? { readOnly: true } : {}),
    type: field.required ? base.type : [base.type as string, 'null'],
    ...(base.enum && !field.required ? { enum: [0, 1, null] } : {}),
  };
}

/** A record of a resource-table resource as the generic routes answer it (write-only fields never appear). */
export function resourceRecord(resource: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: int };
  for (const field of resource.fields) if (!field.writeOnly) properties[field.name] = fieldSchema(field);
  if (hasLocalNames(resource))
    properties.localName = {
      type: ['string', 'null'],
      readOnly: true,
      description: "The name in the reader's language (the account's, else Accept-Language); the English name when that one is empty",
    };
  return { type: 'object', properties, required: ['id'] };
}

/** What a field accepts on writes, read from its definition (the struct that checks it is opaque). */
function fieldInput(field: FieldDef, required: boolean): JsonSchema {
  const text = field.kind === 'text' || field.kind === 'longtext' || field.kind === 'email';
  const schema: JsonSchema = fieldSchema({ ...field, required });
  delete schema.readOnly;
  if (text && field.max !== undefined) schema.maxLength = field.max;
  if (text && field.min !== undefined) schema.minLength = field.min;
  if (field.pattern) schema.pattern = field.pattern.source;
  if (field.kind === 'email') schema.format = 'email';
  if (field.kind === 'date') schema.format = 'date';
  if (field.kind === 'datetime') schema.format = 'date-time';
  if (field.kind === 'ref') Object.assign(schema, { minimum: 1, maximum: MAX_DB_INTEGER });
  if (field.kind === 'int' || field.kind === 'decimal') {
    if (field.min !== undefined) schema.minimum = field.min;
    schema.maximum = Math.min(field.max ?? MAX_DB_INTEGER, MAX_DB_INTEGER);
  }
  if (field.writeOnly) schema.writeOnly = true;
  return schema;
}

/** The body of a generic create or update: the write struct's keys and required list, each field described from the table. */
export function resourceBody(resource: ResourceDef, mode: WriteMode): JsonSchema {
  const shapeOf = writeStruct(resource, mode).schema as unknown as Record<string, AnyStruct>;
  const required = Object.keys(shapeOf).filter((key) => !isOptional(shapeOf[key]!));
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    Object.keys(shapeOf).map((key) => [key, { description: 'Read-only: accepted and ignored' }]),
  );
  for (const field of resource.fields) if (!field.readOnly) properties[field.name] = fieldInput(field, required.includes(field.name));
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}
