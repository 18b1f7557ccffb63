import { describe, expect, it } from 'vitest';
import { object, string, validate } from 'superstruct';
import { describeStructError } from './errors.ts';

describe('describeStructError', () => {
  it.each(['constructor', 'toString', '__proto__'])('reports an unknown field named "%s" like any other', (key) => {
    const [error] = validate(JSON.parse(`{"name":"x","${key}":1}`), object({ name: string() }));
    const described = describeStructError(error!);
    expect(described.message).toBe(`Unknown field "${key}"`);
    expect(Object.keys(described.fields)).toEqual([key]);
  });
});
