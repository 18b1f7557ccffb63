// `npm run db:seed`: migrate, then seed reference data, site content and the first administrator where missing.
import { loadConfig } from '../src/server/config/config.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';

const { db, admin } = await prepareDatabase(loadConfig());
if (admin?.generatedPassword) console.log(`Administrator created: ${admin.email} / ${admin.generatedPassword} (shown once)`);
console.log('Seed complete.');
await db.destroy();
