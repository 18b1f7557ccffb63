import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createScheduler, type ScheduledJob } from './scheduler.ts';

let db: Database;
beforeAll(async () => {
  db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
  await migrateToLatest(db);
});
afterAll(() => db.destroy());

const quiet = () => undefined;
const log = { info: quiet, warn: quiet, error: quiet } as unknown as FastifyBaseLogger;
const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

describe('the scheduler', () => {
  it('runs a job once per period whichever instance ticks, and again in the next period', async () => {
    const runs: string[] = [];
    const job = (who: string): ScheduledJob => ({
      name: 'daily-report',
      key: (now) => now.toISOString().slice(0, 10),
      leaseMs: 10 * MINUTE,
      run: async (now) => void runs.push(`${who} ${now.toISOString()}`),
    });
    const a = createScheduler({ db, holder: 'a', jobs: [job('a')], log });
    const b = createScheduler({ db, holder: 'b', jobs: [job('b')], log });
    const first = await Promise.all([a.tick(at('2026-03-01T06:00:00Z')), b.tick(at('2026-03-01T06:00:00Z'))]);
    expect(first.flat()).toEqual(['daily-report']);
    expect(await b.tick(at('2026-03-01T23:59:00Z'))).toEqual([]);
    expect(await b.tick(at('2026-03-02T00:01:00Z'))).toEqual(['daily-report']);
    expect(runs).toHaveLength(2);
  });

  it('tries a failed job again after a pause, from any instance, and skips a job not yet due', async () => {
    let attempts = 0;
    const flaky: ScheduledJob = {
      name: 'flaky',
      key: (now) => now.toISOString().slice(0, 13),
      leaseMs: 10 * MINUTE,
      run: async () => {
        if (++attempts === 1) throw new Error('the relay is down');
      },
    };
    const later: ScheduledJob = { name: 'not-yet', key: () => null, leaseMs: MINUTE, run: async () => expect.unreachable() };
    const a = createScheduler({ db, holder: 'a', jobs: [flaky, later], log });
    const b = createScheduler({ db, holder: 'b', jobs: [flaky, later], log });
    expect(await a.tick(at('2026-03-01T06:00:00Z'))).toEqual([]);
    expect(await b.tick(at('2026-03-01T06:02:00Z'))).toEqual([]);
    expect(await b.tick(at('2026-03-01T06:06:00Z'))).toEqual(['flaky']);
    expect(attempts).toBe(2);
  });
});
