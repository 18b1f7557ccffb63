import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { acquireLease, completeLease, failLease } from './job-lease.ts';

/**
 * A small scheduler for work that must run once across every API instance (digests, expiry,
 * cleanup; docs/product/member-loop.md, docs/decisions/031-scheduled-work-lease.md). Every instance ticks; a job
 * names the period it is due for (`key`: the day, the hour, or null when not due yet), and runs
 * only on the instance that took its lease for that period. The clock is injected, so tests
 * drive a tick at any instant.
 */
export interface ScheduledJob {
  name: string;
  /** The period this instant falls in, when the job is due in it; null when it is not due yet. */
  key(now: Date): string | null;
  /** How long a run may take before another instance may take over (its holder is assumed gone). */
  leaseMs: number;
  run(now: Date): Promise<unknown>;
}

export interface Scheduler {
  /** The jobs it runs (the metrics read their periods). */
  readonly jobs: readonly ScheduledJob[];
  /** Runs every due job this instance can lease; answers the names of those it ran. */
  tick(at?: Date): Promise<string[]>;
  start(): void;
  stop(): Promise<void>;
}

const RETRY_AFTER_MS = 5 * 60_000;

export function createScheduler(deps: {
  db: Database;
  holder: string;
  jobs: readonly ScheduledJob[];
  log: FastifyBaseLogger;
  now?: () => Date;
  everyMs?: number;
}): Scheduler {
  const { db, holder, jobs, log } = deps;
  const clock = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<string[]> | null = null;

  async function runOnce(now: Date): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      const key = job.key(now);
      if (key === null || !(await acquireLease(db, job.name, holder, key, now, job.leaseMs))) continue;
      try {
        const result = await job.run(now);
        await completeLease(db, job.name, holder, key, now);
        log.info({ job: job.name, key, result }, 'scheduled job done');
        ran.push(job.name);
      } catch (error) {
        log.error({ job: job.name, key, err: error instanceof Error ? error.message : String(error) }, 'scheduled job failed; it will be tried again');
        await failLease(db, job.name, holder, new Date(now.getTime() + RETRY_AFTER_MS)).catch(() => undefined);
      }
    }
    return ran;
  }

  const scheduler: Scheduler = {
    jobs,
    async tick(at) {
      // One tick at a time in this instance; the lease keeps the instances apart.
      while (running) await running.catch(() => undefined);
      running = runOnce(at ?? clock());
      try {
        return await running;
      } finally {
        running = null;
      }
    },
    start() {
      if (timer) return;
      const beat = () =>
        void scheduler.tick().catch((error) => log.warn({ err: error instanceof Error ? error.message : String(error) }, 'scheduler tick failed'));
      timer = setInterval(beat, deps.everyMs ?? 60_000);
      timer.unref();
      setTimeout(beat, 0).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
  return scheduler;
}
