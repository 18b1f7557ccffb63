import { array, boolean, defaulted, define, enums, integer, literal, max, min, nullable, number, object, optional, size, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { anyOf, described, pageOf, recordOf } from '../../../shared/schemas/reply.ts';
import { wholeNumber } from '../../../shared/validation/whole-number.ts';
import { structToJsonSchema } from './struct-schema.ts';

describe('structToJsonSchema', () => {
  it('reads objects: closed for object(), open for type(), required unless optional or defaulted', () => {
    const schema = structToJsonSchema(object({ a: string(), b: optional(number()), c: defaulted(integer(), 5) }));
    expect(schema).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' }, c: { type: 'integer', default: 5 } },
      required: ['a'],
      additionalProperties: false,
    });
    expect(structToJsonSchema(type({ a: boolean() }))).toEqual({ type: 'object', properties: { a: { type: 'boolean' } }, required: ['a'] });
  });

  it('reads enums, literals, arrays and nullable values', () => {
    expect(structToJsonSchema(enums(['pending', 'active']))).toEqual({ enum: ['pending', 'active'] });
    expect(structToJsonSchema(literal(true))).toEqual({ const: true });
    expect(structToJsonSchema(array(string()))).toEqual({ type: 'array', items: { type: 'string' } });
    expect(structToJsonSchema(nullable(string()))).toEqual({ type: ['string', 'null'] });
    expect(structToJsonSchema(nullable(enums(['a'])))).toEqual({ enum: ['a', null] });
  });

  it('finds the bounds of refined numbers and text', () => {
    expect(structToJsonSchema(min(max(integer(), 100), 1))).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
    expect(structToJsonSchema(size(string(), 1, 40))).toEqual({ type: 'string', maxLength: 40, minLength: 1 });
  });

  it('describes define() leaves by the JSON types and ranges they accept without coercion', () => {
    expect(structToJsonSchema(wholeNumber('page', 1, 100_000))).toEqual({ type: 'integer', minimum: 1, maximum: 100_000 });
    const anyText = define<string>('note', (v) => typeof v === 'string' && v.length <= 500);
    expect(structToJsonSchema(anyText)).toEqual({ type: 'string', maxLength: 500 });
    expect(structToJsonSchema(define('nothing', () => false))).toEqual({});
  });

  it('reads the reply kinds: unions and records of reply.ts, descriptions, nullable objects and constants, pages', () => {
    expect(structToJsonSchema(anyOf([string(), nullable(integer())]))).toEqual({ anyOf: [{ type: 'string' }, { type: ['integer', 'null'] }] });
    expect(structToJsonSchema(nullable(anyOf([string(), integer()])))).toEqual({ type: ['string', 'integer', 'null'] });
    expect(structToJsonSchema(anyOf([string(), type({ a: string() })]))).toEqual({
      anyOf: [{ type: 'string' }, { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }],
    });
    expect(structToJsonSchema(recordOf(number()))).toEqual({ type: 'object', additionalProperties: { type: 'number' } });
    expect(structToJsonSchema(nullable(literal(36)))).toEqual({ enum: [36, null] });
    expect(structToJsonSchema(nullable(type({ a: string() })))).toEqual({ type: ['object', 'null'], properties: { a: { type: 'string' } }, required: ['a'] });
    expect(structToJsonSchema(described(type({}), 'Anything'))).toEqual({ type: 'object', description: 'Anything' });
    // A description given inside optional() or nullable() is kept.
    const withText = type({ a: optional(described(string(), 'Masked')), b: described(nullable(integer()), 'Count') });
    expect(structToJsonSchema(withText)).toEqual({
      type: 'object',
      properties: { a: { type: 'string', description: 'Masked' }, b: { type: ['integer', 'null'], description: 'Count' } },
      required: ['b'],
    });
    expect(structToJsonSchema(pageOf(integer(), { more: boolean() }))).toEqual({
      type: 'object',
      properties: {
        items: { type: 'array', items: { type: 'integer' } },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
        total: { type: 'integer' },
        more: { type: 'boolean' },
      },
      required: ['items', 'page', 'pageSize', 'total', 'more'],
    });
  });
});
