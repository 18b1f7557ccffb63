// `npm run seed:demo -- --profiles N [--seed 42] [--portraits M]`: N synthetic members in the
// configured database; most of the first M (default: all, up to 2,000) get an illustrated portrait.
import { loadConfig } from '../src/server/config/config.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { addDemoPortraits } from '../src/server/db/seeds/demo-portraits.ts';
import { DEMO_PASSWORD, mulberry32, seedDemoMembers } from '../src/server/db/seeds/demo.seed.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const count = arg('profiles', 1000);
const seed = arg('seed', 42);
const portraits = arg('portraits', Math.min(count, 2000));
const config = loadConfig();
const { db } = await prepareDatabase(config);
const started = Date.now();
const before = Number(
  (
    await db
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst()
  )?.m ?? 0,
);
await seedDemoMembers(db, count, seed, (done) => {
  if (done % 50_000 === 0 || done === count) process.stdout.write(`\r  ${done.toLocaleString('en-IN')} / ${count.toLocaleString('en-IN')} members`);
});
const members = await db.selectFrom('profile').select(['userId', 'genderId']).where('userId', '>', before).orderBy('userId').limit(portraits).execute();
const withPortrait = await addDemoPortraits(
  db,
  config,
  members.map((m) => ({ userId: Number(m.userId), genderId: m.genderId === null ? null : Number(m.genderId) })),
  mulberry32(seed + 1),
);
console.log(
  `\nSeeded ${count} demo members (${withPortrait} with an illustrated portrait) in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed}). Password for every demo account: ${DEMO_PASSWORD}`,
);
await db.destroy();
