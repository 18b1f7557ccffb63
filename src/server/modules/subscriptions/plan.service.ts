import type { Database } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money.ts';
import type { PlanInput } from '../../../shared/schemas/subscription.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/crud/db-errors.ts';

const COLUMNS = ['id', 'name', 'pricePaise', 'durationDays', 'contactViews', 'description', 'isActive', 'sortOrder'] as const;

export function toPlan(row: Pick<Row<'subscriptionPlan'>, (typeof COLUMNS)[number]>) {
  const { pricePaise, ...rest } = row;
  return { ...rest, price: paiseToRupees(pricePaise), currency: 'INR', isActive: row.isActive === 1 };
}

export async function listPlans(db: Database, includeInactive: boolean) {
  let query = db
    .selectFrom('subscriptionPlan')
    .select([...COLUMNS])
    .orderBy('sortOrder')
    .orderBy('pricePaise');
  if (!includeInactive) query = query.where('isActive', '=', 1);
  return (await query.execute()).map(toPlan);
}

export async function findPlan(db: Database, id: number, includeInactive: boolean) {
  const row = await db
    .selectFrom('subscriptionPlan')
    .select([...COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (!includeInactive && row.isActive !== 1)) throw notFound('This plan is not available.');
  return toPlan(row);
}

const values = (input: PlanInput) => ({
  name: input.name,
  pricePaise: rupeesToPaise(input.price),
  durationDays: input.durationDays,
  contactViews: input.contactViews,
  description: input.description ?? null,
  isActive: input.isActive === false ? 0 : 1,
});

async function guardName<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A plan with this name already exists.', { name: 'A plan with this name already exists' });
    throw error;
  }
}

export async function createPlan(db: Database, input: PlanInput) {
  const now = new Date().toISOString();
  const { id } = await guardName(() =>
    db
      .insertInto('subscriptionPlan')
      .values({ ...values(input), sortOrder: 0, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return findPlan(db, id, true);
}

export async function updatePlan(db: Database, id: number, input: PlanInput) {
  await findPlan(db, id, true);
  await guardName(() =>
    db
      .updateTable('subscriptionPlan')
      .set({ ...values(input), updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute(),
  );
  return findPlan(db, id, true);
}

export async function deletePlan(db: Database, id: number) {
  await findPlan(db, id, true);
  const used = await db.selectFrom('userSubscription').select('id').where('planId', '=', id).limit(1).executeTakeFirst();
  if (used) throw conflict('Members have bought this plan, so it cannot be deleted. Make it inactive instead.');
  await db.deleteFrom('subscriptionPlan').where('id', '=', id).execute();
}

/** Three plans at realistic Indian prices (GST included), seeded while the table is empty. */
export const DEFAULT_PLANS: PlanInput[] = [
  {
    name: 'Gold — 3 months',
    price: 2999,
    durationDays: 90,
    contactViews: 40,
    description: 'See the mobile number and e-mail of up to 40 members you like, for 3 months.',
    isActive: true,
  },
  {
    name: 'Diamond — 6 months',
    price: 4999,
    durationDays: 180,
    contactViews: 100,
    description: 'See the contact details of up to 100 members for 6 months, with help writing your profile.',
    isActive: true,
  },
  {
    name: 'Platinum — 12 months',
    price: 8999,
    durationDays: 365,
    contactViews: 250,
    description: 'See the contact details of up to 250 members for a full year, with a profile review by our team. Matches are never ranked by payment.',
    isActive: true,
  },
];

export async function seedPlans(db: Database) {
  const any = await db.selectFrom('subscriptionPlan').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const now = new Date().toISOString();
  await db
    .insertInto('subscriptionPlan')
    .values(DEFAULT_PLANS.map((p, i) => ({ ...values(p), sortOrder: i + 1, createdAt: now, updatedAt: now })))
    .execute();
}
