// `npm run seed:demo -- --profiles N [--seed 42]`: N synthetic members in the configured database.
import { loadConfig } from '../src/server/config/config.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { DEMO_PASSWORD, seedDemoMembers } from '../src/server/db/seeds/demo.seed.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const count = arg('profiles', 1000);
const seed = arg('seed', 42);
const { db } = await prepareDatabase(loadConfig());
const started = Date.now();
await seedDemoMembers(db, count, seed, (done) => {
  if (done % 50_000 === 0 || done === count) process.stdout.write(`\r  ${done.toLocaleString('en-IN')} / ${count.toLocaleString('en-IN')} members`);
});
console.log(
  `\nSeeded ${count} demo members in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed}). Password for every demo account: ${DEMO_PASSWORD}`,
);
await db.destroy();
