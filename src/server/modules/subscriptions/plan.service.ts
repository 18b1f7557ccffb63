import type { Database } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money.ts';
import type { PlanInput } from '../../../shared/schemas/subscription.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/crud/db-errors.ts';
import { inLanguage } from '../../../shared/local-names.ts';
import type { Locale } from '../../../shared/locales.ts';

const COLUMNS = [
  'id',
  'name',
  'nameHi',
  'nameTa',
  'pricePaise',
  'durationDays',
  'contactViews',
  'description',
  'descriptionHi',
  'descriptionTa',
  'isActive',
  'sortOrder',
] as const;

/** A plan as replies give it: its stored names, and its name and description in the reader's language. */
export function toPlan(row: Pick<Row<'subscriptionPlan'>, (typeof COLUMNS)[number]>, locale: Locale = 'en') {
  const { pricePaise, ...rest } = row;
  return {
    ...rest,
    price: paiseToRupees(pricePaise),
    currency: 'INR',
    isActive: row.isActive === 1,
    localName: inLanguage(locale, row.name, row.nameHi, row.nameTa),
    localDescription: inLanguage(locale, row.description, row.descriptionHi, row.descriptionTa),
  };
}

export async function listPlans(db: Database, includeInactive: boolean, locale: Locale = 'en') {
  let query = db
    .selectFrom('subscriptionPlan')
    .select([...COLUMNS])
    .orderBy('sortOrder')
    .orderBy('pricePaise');
  if (!includeInactive) query = query.where('isActive', '=', 1);
  return (await query.execute()).map((row) => toPlan(row, locale));
}

export async function findPlan(db: Database, id: number, includeInactive: boolean, locale: Locale = 'en') {
  const row = await db
    .selectFrom('subscriptionPlan')
    .select([...COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (!includeInactive && row.isActive !== 1)) throw notFound('This plan is not available.');
  return toPlan(row, locale);
}

const values = (input: PlanInput) => ({
  name: input.name,
  pricePaise: rupeesToPaise(input.price),
  durationDays: input.durationDays,
  contactViews: input.contactViews,
  description: input.description ?? null,
  nameHi: input.nameHi || null,
  nameTa: input.nameTa || null,
  descriptionHi: input.descriptionHi || null,
  descriptionTa: input.descriptionTa || null,
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
    nameHi: 'गोल्ड — 3 महीने',
    nameTa: 'கோல்டு — 3 மாதங்கள்',
    price: 2999,
    durationDays: 90,
    contactViews: 40,
    description: 'See the mobile number and e-mail of up to 40 members you like, for 3 months.',
    descriptionHi: 'अपनी पसंद के 40 सदस्यों तक के मोबाइल नंबर और ई-मेल 3 महीने तक देखें।',
    descriptionTa: 'நீங்கள் விரும்பும் 40 உறுப்பினர்கள் வரை அவர்களின் மொபைல் எண்ணையும் மின்னஞ்சலையும் 3 மாதங்களுக்குப் பாருங்கள்.',
    isActive: true,
  },
  {
    name: 'Diamond — 6 months',
    nameHi: 'डायमंड — 6 महीने',
    nameTa: 'டைமண்ட் — 6 மாதங்கள்',
    price: 4999,
    durationDays: 180,
    contactViews: 100,
    description: 'See the contact details of up to 100 members for 6 months, with help writing your profile.',
    descriptionHi: '6 महीने तक 100 सदस्यों तक के संपर्क विवरण देखें, और अपनी प्रोफ़ाइल लिखने में मदद पाएँ।',
    descriptionTa: '100 உறுப்பினர்கள் வரை தொடர்பு விவரங்களை 6 மாதங்களுக்குப் பாருங்கள், உங்கள் சுயவிவரத்தை எழுத உதவியும் பெறுங்கள்.',
    isActive: true,
  },
  {
    name: 'Platinum — 12 months',
    nameHi: 'प्लैटिनम — 12 महीने',
    nameTa: 'பிளாட்டினம் — 12 மாதங்கள்',
    price: 8999,
    durationDays: 365,
    contactViews: 250,
    description: 'See the contact details of up to 250 members for a full year, with a profile review by our team. Matches are never ranked by payment.',
    descriptionHi: 'पूरे एक साल तक 250 सदस्यों तक के संपर्क विवरण देखें, और हमारी टीम से प्रोफ़ाइल की समीक्षा पाएँ। मैच कभी भुगतान के आधार पर क्रम में नहीं लगाए जाते।',
    descriptionTa:
      'முழு ஓர் ஆண்டுக்கு 250 உறுப்பினர்கள் வரை தொடர்பு விவரங்களைப் பாருங்கள், எங்கள் குழுவின் சுயவிவர மதிப்பாய்வும் உண்டு. பொருத்தங்கள் ஒருபோதும் கட்டணத்தின் அடிப்படையில் வரிசைப்படுத்தப்படுவதில்லை.',
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
