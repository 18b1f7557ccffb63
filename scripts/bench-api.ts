// `npm run bench:api`: requests per second and latency of GET /api/religion-master with
// autocannon over loopback, on SQLite and (when DATABASE_URL is set) PostgreSQL.
// Options: --seconds 10 --connections 10
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from '../tests/helpers/server-process.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 10);
const targets: Array<[string, Record<string, string>]> = [['SQLite', {}]];
if (process.env.DATABASE_URL) targets.push(['PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }]);

const rows: string[] = [];
for (const [label, extra] of targets) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'production', QUICK_START: 'true', LOG_LEVEL: 'warn', ...extra }, await freePort());
  const result = await autocannon({ url: `${server.baseUrl}/api/religion-master`, connections, duration: seconds });
  server.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const errors = result.errors + result.non2xx;
  rows.push(
    `| ${label} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${errors} |`,
  );
}
console.log(`\nGET /api/religion-master, ${seconds} s per database\n`);
console.log('| database | connections | req/s | p50 ms | p97.5 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
