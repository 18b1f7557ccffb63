import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { MODULE_RESOURCES } from './resources';
import { PlanSchema } from './schemas/subscription';
import { writeStruct } from './validation/field-struct';

/** The plan master screen validates with its resource fields, the plan routes with PlanSchema: they must agree. */
const plan = MODULE_RESOURCES.find((r) => r.path === 'SubscriptionPlan')!;
const good = { name: 'Gold', price: 2999, durationDays: 90, contactViews: 40, description: 'Three months', isActive: 1 };

describe('Subscription Plan screen fields', () => {
  it.each([
    ['a valid plan', {}],
    ['price 0', { price: 0 }],
    ['price at the limit', { price: 10_00_000 }],
    ['price over the limit', { price: 10_00_001 }],
    ['a fractional price', { price: 29.5 }],
    ['duration 0', { durationDays: 0 }],
    ['duration over ten years', { durationDays: 3651 }],
    ['no contact views', { contactViews: 0 }],
    ['negative contact views', { contactViews: -1 }],
    ['a 101-character name', { name: 'x'.repeat(101) }],
    ['a blank name', { name: '' }],
    ['a 1001-character description', { description: 'x'.repeat(1001) }],
    ['inactive', { isActive: 0 }],
  ])('agrees with the API on %s', (_label, change) => {
    const body = { ...good, ...change };
    const [screenError] = validate(body, writeStruct(plan, 'create'), { coerce: true });
    const [apiError] = validate(body, PlanSchema, { coerce: true });
    expect(Boolean(screenError)).toBe(Boolean(apiError));
  });

  it('calls the plan routes, not the standard pattern', () => {
    expect(
      Object.values(plan.endpoints!)
        .filter((v) => typeof v === 'string')
        .every((p) => String(p).startsWith('SubscriptionPlan/')),
    ).toBe(true);
  });
});
