import { create, validate } from 'superstruct';
import { descriptionOf } from '../../../shared/schemas/reply.ts';
import type { AnyStruct } from '../../../shared/validation/any-struct.ts';

/** The subset of JSON Schema (OpenAPI 3.1 dialect) the API description uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  [key: string]: unknown;
}

/**
 * Values tried on structs that cannot be read (superstruct's define(), union(), refinements):
 * the JSON types a struct accepts, without coercion, are the types it documents. A value that
 * passes only after coercion (an id sent as "12") is not a type of the field.
 */
const PROBES: Array<[string, unknown[]]> = [
  ['integer', [1, 0, 2, 10, 100, 1_000, 100_000, 2_147_483_647]],
  ['number', [1.5, 0.5, 99.99]],
  ['boolean', [true, false]],
  [
    'string',
    [
      'a',
      'Hindu',
      'person@example.com',
      '123456',
      '9876543210',
      '2025-07-26',
      '1990-05-15',
      '2025-07-26T10:00:00.000Z',
      'Mumbai-Sunrise-42',
      'pending',
      'active',
      'cancelled',
      'expired',
      'name',
      '-name',
      'male',
      'female',
      'rzp_test_1',
      'a'.repeat(64),
      '06:45',
    ],
  ],
  // Lists of ids (the further choices of a partner preference).
  ['array', [[1], [1, 2]]],
];

const passes = (struct: AnyStruct, value: unknown) => !validate(value, struct)[0];
const passesCoerced = (struct: AnyStruct, value: unknown) => !validate(value, struct, { coerce: true })[0];

/** Whether the property may be left out of a request (optional or defaulted). */
export function isOptional(struct: AnyStruct): boolean {
  return passesCoerced(struct, undefined);
}

function defaultOf(struct: AnyStruct): unknown {
  if (passes(struct, undefined)) return undefined;
  try {
    const value = create(undefined, struct);
    return value === undefined || typeof value === 'function' ? undefined : value;
  } catch {
    return undefined;
  }
}

const allowsNull = (schema: JsonSchema): boolean =>
  [schema.type].flat().includes('null') || Boolean(schema.enum?.includes(null)) || Boolean(schema.anyOf?.some(allowsNull));

function withNull(schema: JsonSchema, struct: AnyStruct): JsonSchema {
  if (!passes(struct, null)) return schema;
  if (schema.enum) return schema.enum.includes(null) ? schema : { ...schema, enum: [...schema.enum, null] };
  if ('const' in schema) {
    const { const: value, ...rest } = schema;
    return value === null ? schema : { ...rest, enum: [value, null] };
  }
  if (schema.anyOf) return schema.anyOf.some(allowsNull) ? schema : { ...schema, anyOf: [...schema.anyOf, { type: 'null' }] };
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.type) && !schema.type.includes('null')) return { ...schema, type: [...schema.type, 'null'] };
  return schema;
}

/**
 * The last value from `from` towards `limit` that passes, for a rule that holds on one side of a
 * bound: steps double until one fails, then halve. Bounds are usually small (a page size, a
 * length), so this takes a few dozen checks.
 */
function bound(ok: (n: number) => boolean, from: number, limit: number): number {
  const sign = Math.sign(limit - from);
  let good = from;
  let step = 1;
  while (true) {
    const next = from + sign * step;
    if (sign * (next - limit) >= 0) {
      if (ok(limit)) return limit;
      break;
    }
    if (!ok(next)) {
      let bad = next;
      while (Math.abs(bad - good) > 1) {
        const mid = good + Math.trunc((bad - good) / 2);
        if (ok(mid)) good = mid;
        else bad = mid;
      }
      return good;
    }
    good = next;
    step *= 2;
  }
  let bad = limit;
  while (Math.abs(bad - good) > 1) {
    const mid = good + Math.trunc((bad - good) / 2);
    if (ok(mid)) good = mid;
    else bad = mid;
  }
  return good;
}

const LIMIT = Number.MAX_SAFE_INTEGER;
const TEXT_LIMIT = 100_000;

/** Ranges of whole numbers and lengths of plain text, found from a value that passes. */
function ranges(struct: AnyStruct, schema: JsonSchema): JsonSchema {
  const types = [schema.type].flat();
  const out: JsonSchema = { ...schema };
  if (types.includes('integer') || types.includes('number')) {
    const anchor = PROBES[0]![1].find((v) => passes(struct, v)) as number | undefined;
    if (anchor !== undefined) {
      const isOk = (n: number) => passes(struct, n);
      const lo = bound(isOk, anchor, -LIMIT);
      const hi = bound(isOk, anchor, LIMIT);
      if (lo > -LIMIT) out.minimum = lo;
      if (hi < LIMIT) out.maximum = hi;
    }
  }
  if (types.includes('string') && passes(struct, 'a')) {
    const isOk = (n: number) => passes(struct, 'a'.repeat(n));
    const max = bound(isOk, 1, TEXT_LIMIT);
    if (max < TEXT_LIMIT) out.maxLength = max;
    if (!passes(struct, '')) out.minLength = 1;
  }
  return out;
}

function probed(struct: AnyStruct): JsonSchema {
  const types = PROBES.filter(([, values]) => values.some((v) => passes(struct, v))).map(([type]) => type);
  // An integer is a number; say number only when fractions pass too.
  const merged = types.includes('number') ? types.filter((t) => t !== 'integer') : types;
  if (merged.length === 0) return {};
  const schema = ranges(struct, { type: merged.length === 1 ? merged[0] : merged });
  // The only probed lists are lists of ids.
  return merged.includes('array') ? { ...schema, items: { type: 'integer', minimum: 1 } } : schema;
}

/** Members that are bare types (a string or a number) read best as one list of types. */
function oneOfSchemas(members: JsonSchema[]): JsonSchema {
  const bare = members.every((m) => Object.keys(m).length === 1 && typeof m.type === 'string');
  return bare ? { type: members.map((m) => m.type as string) } : { anyOf: members };
}

function objectSchema(struct: AnyStruct, closed: boolean): JsonSchema {
  const shape = (struct.schema ?? {}) as Record<string, AnyStruct>;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    properties[key] = convert(field);
    if (!isOptional(field)) required.push(key);
  }
  // type({}): an object the description does not detail.
  if (!closed && required.length === 0 && Object.keys(properties).length === 0) return { type: 'object' };
  return { type: 'object', properties, ...(required.length ? { required } : {}), ...(closed ? { additionalProperties: false } : {}) };
}

/**
 * The JSON Schema of a superstruct struct, for the API description only: superstruct still
 * validates every request (validate.ts), so rules and messages are written once; replies are
 * declared as structs too (src/shared/schemas/reply.ts) and converted the same way. Readable
 * kinds (object, type, string, number, integer, boolean, enums, literal, array, and the unions
 * and records of reply.ts) are read; define() and other union() leaves are described by the JSON
 * types they accept.
 */
export function structToJsonSchema(struct: AnyStruct): JsonSchema {
  // Probing fails most values on purpose; each failure is a StructError, and their stack traces
  // are most of the cost.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return convert(struct);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function convert(struct: AnyStruct): JsonSchema {
  const base = ((): JsonSchema => {
    switch (struct.type) {
      case 'object':
        return objectSchema(struct, true);
      case 'type':
        return objectSchema(struct, false);
      case 'string':
      case 'number':
      case 'integer':
        return ranges(struct, { type: struct.type });
      case 'boolean':
        return { type: struct.type };
      case 'enums':
        return { enum: Object.values(struct.schema as Record<string, unknown>) };
      case 'literal':
        return struct.schema === null ? {} : { const: struct.schema };
      case 'array':
        return { type: 'array', ...(struct.schema ? { items: convert(struct.schema as AnyStruct) } : {}) };
      case 'unknown':
      case 'any':
        return {};
      // Readable when made with anyOf() and recordOf() (src/shared/schemas/reply.ts).
      case 'union':
        return Array.isArray(struct.schema) ? oneOfSchemas((struct.schema as AnyStruct[]).map(convert)) : probed(struct);
      case 'record':
        return struct.schema ? { type: 'object', additionalProperties: convert(struct.schema as AnyStruct) } : { type: 'object' };
      default:
        return probed(struct);
    }
  })();
  const fallback = defaultOf(struct);
  const description = descriptionOf(struct);
  const schema = withNull(fallback === undefined ? base : { ...base, default: fallback }, struct);
  return description === undefined ? schema : { ...schema, description };
}
