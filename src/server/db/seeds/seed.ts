import type { Config } from '../../config/config.ts';
import { ensureAdmin } from './admin.seed.ts';
import { seedContent } from './content.seed.ts';
import { seedReferenceData } from './reference.seed.ts';
import { seedPlans } from '../../modules/subscriptions/index.ts';
import { seedAssisted } from '../../modules/assisted/index.ts';
import { SITE_NAME } from '../../../shared/site.ts';
import type { Database } from '../database.ts';

function fromParts(mailFrom: string) {
  const match = /^(.*)<([^>]+)>\s*$/.exec(mailFrom);
  return match ? { fromName: match[1].trim() || SITE_NAME, fromAddress: match[2].trim() } : { fromName: SITE_NAME, fromAddress: mailFrom.trim() };
}

const isEmpty = async (db: Database, table: 'religion' | 'emailType') => !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());

/**
 * Everything a fresh database needs; safe to run at every start. Each group is seeded only
 * while its tables are empty, so what administrators later rename or delete stays that way.
 */
export async function seedDatabase(db: Database, config: Pick<Config, 'mailFrom' | 'contactInbox' | 'adminEmail' | 'adminPassword' | 'adminName'>) {
  if (await isEmpty(db, 'religion')) await db.transaction().execute((trx) => seedReferenceData(trx));
  if (await isEmpty(db, 'emailType'))
    await db.transaction().execute((trx) => seedContent(trx, { ...fromParts(config.mailFrom), contactInbox: config.contactInbox }));
  await seedPlans(db);
  await seedAssisted(db);
  return ensureAdmin(db, { email: config.adminEmail, password: config.adminPassword, name: config.adminName });
}
