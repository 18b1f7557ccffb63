import type { Database } from '../../db/database.ts';
import { rupeesToPaise } from '../../../shared/money.ts';
import { MANAGER_ROLE } from './staff.service.ts';

/**
 * What the assisted service needs in every database, old or new, seeded at each start where
 * missing: the manager role, and the Assisted and Elite plans (bought like every plan, through
 * the payment and GST invoice path). An administrator may rename, reprice or switch off a plan;
 * a plan of the service is only added again when none with that service is left.
 */
export const ASSISTED_PLANS = [
  {
    service: 'assisted',
    name: 'Assisted — 3 months',
    nameHi: 'असिस्टेड — 3 महीने',
    nameTa: 'அசிஸ்டட் — 3 மாதங்கள்',
    price: 14999,
    durationDays: 90,
    contactViews: 60,
    description:
      'A relationship manager who knows your family’s expectations, hand-picked profiles shortlisted every week, and the contact details of up to 60 members, for 3 months.',
    descriptionHi: 'आपके परिवार की अपेक्षाएँ जानने वाले रिलेशनशिप मैनेजर, हर हफ़्ते चुनी हुई प्रोफ़ाइलें, और 3 महीने तक 60 सदस्यों तक के संपर्क विवरण।',
    descriptionTa: 'உங்கள் குடும்பத்தின் எதிர்பார்ப்புகளை அறிந்த உறவு மேலாளர், ஒவ்வொரு வாரமும் தேர்ந்தெடுக்கப்பட்ட சுயவிவரங்கள், 3 மாதங்களுக்கு 60 உறுப்பினர்கள் வரை தொடர்பு விவரங்கள்.',
  },
  {
    service: 'elite',
    name: 'Elite — 6 months',
    nameHi: 'एलीट — 6 महीने',
    nameTa: 'எலைட் — 6 மாதங்கள்',
    price: 49999,
    durationDays: 180,
    contactViews: 150,
    description: 'A senior relationship manager, hand-picked profiles shortlisted every week, and the contact details of up to 150 members, for 6 months.',
    descriptionHi: 'वरिष्ठ रिलेशनशिप मैनेजर, हर हफ़्ते चुनी हुई प्रोफ़ाइलें, और 6 महीने तक 150 सदस्यों तक के संपर्क विवरण।',
    descriptionTa: 'மூத்த உறவு மேலாளர், ஒவ்வொரு வாரமும் தேர்ந்தெடுக்கப்பட்ட சுயவிவரங்கள், 6 மாதங்களுக்கு 150 உறுப்பினர்கள் வரை தொடர்பு விவரங்கள்.',
  },
] as const;

export async function seedAssisted(db: Database) {
  const now = new Date().toISOString();
  if (!(await db.selectFrom('userRole').select('id').where('code', '=', MANAGER_ROLE).executeTakeFirst()))
    await db
      .insertInto('userRole')
      .values({
        name: 'manager',
        nameHi: 'रिलेशनशिप मैनेजर',
        nameTa: 'உறவு மேலாளர்',
        code: MANAGER_ROLE,
        sortOrder: 5,
        isActive: 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  for (const [index, plan] of ASSISTED_PLANS.entries()) {
    if (await db.selectFrom('subscriptionPlan').select('id').where('service', '=', plan.service).executeTakeFirst()) continue;
    const { price, ...rest } = plan;
    await db
      .insertInto('subscriptionPlan')
      .values({ ...rest, pricePaise: rupeesToPaise(price), isActive: 1, sortOrder: 10 + index, createdAt: now, updatedAt: now })
      .execute();
  }
}
