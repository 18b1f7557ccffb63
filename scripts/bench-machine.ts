// `npm run bench:machine`: how fast this machine's cores are, so that figures taken on different
// machines (the time `npm test` takes, above all) can be set side by side in docs/measured.md.
// Machines of the same size differ by nearly two to one; a wall-clock figure means little without
// the machine's yardstick beside it.
//
// Two yardsticks, each the median of BENCH_RUNS rounds (5), in processor time (process.cpuUsage),
// which another process on the machine stretches less than wall-clock time:
// - a password hashed as sign-up hashes it (argon2id with the product's own settings): memory bound;
// - a JSON round trip of a document shaped like a page of match-list rows: V8 and its collector,
//   the work of the test servers, Playwright's workers and the pages' scripts.
import os from 'node:os';
import { hashPassword } from '../src/server/modules/auth/index.ts';
import { medianAndRange } from './bench-stats.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const HASHES = 20;
const ROUND_TRIPS = 40;

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function hashRound(): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < HASHES; i++) await hashPassword(`yardstick-password-${i}`);
  return cpuMs(start) / HASHES;
}

const rows = Array.from({ length: 5_000 }, (_, i) => ({
  id: i,
  code: `SM${(i * 7919).toString(36).toUpperCase()}`,
  name: `Member ${i}`,
  age: 21 + (i % 20),
  city: ['Chennai', 'Pune', 'Lucknow', 'Kochi'][i % 4],
  interests: ['music', 'travel', 'cooking'].slice(0, 1 + (i % 3)),
  photo: i % 3 === 0 ? null : `/uploads/${i}.webp`,
}));

function jsonRound(): number {
  const start = process.cpuUsage();
  let total = 0;
  for (let i = 0; i < ROUND_TRIPS; i++) total += (JSON.parse(JSON.stringify(rows)) as unknown[]).length;
  if (total !== rows.length * ROUND_TRIPS) throw new Error('JSON round trip lost rows');
  return cpuMs(start) / ROUND_TRIPS;
}

await hashRound(); // warms the native module and the allocator
jsonRound();
const hashes: number[] = [];
const trips: number[] = [];
for (let i = 0; i < runs; i++) {
  hashes.push(await hashRound());
  trips.push(jsonRound());
}

const cpu = os.cpus()[0];
console.log(`${os.cpus().length} × ${cpu?.model ?? 'unknown'}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`Median (range) of ${runs} rounds, processor ms\n`);
console.log('| yardstick | processor ms |');
console.log('|---|---|');
const show = (name: string, values: number[]) => console.log(`| ${name} | ${medianAndRange(values, 1)} |`);
show('password hash (argon2id, 19 MiB, t=2)', hashes);
show(`JSON round trip (${rows.length.toLocaleString('en')} match rows)`, trips);
