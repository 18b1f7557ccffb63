import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ScheduledJob } from '../lib/scheduler/scheduler.ts';
import { MAX_ATTEMPTS, SECRET_TYPES } from '../modules/mail/index.ts';

/**
 * The figures of the metrics (plugins/metrics.ts) that live in the database, shared by every
 * instance: the mail backlog as the retry sweep sees it (mail.service.ts), what became of the
 * last hour's mail and SMS (email_log, sms_log), and the scheduled jobs' lease rows (job_lease).
 * Each query reads a range of an index: (status, created_at) on the logs, four lease rows.
 */
export interface OutboxFigures {
  mailBacklog: number;
  mailOldestSeconds: number;
  mailLastHour: Record<string, number>;
  smsLastHour: Record<string, number>;
}

const HOUR_MS = 3_600_000;

export async function readOutbox(db: Database, now: Date): Promise<OutboxFigures> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  // What retryFailed() will still send: pending or claimed rows, and failed ones with attempts
  // left whose text was kept and which are not one-time codes or links (those are never re-sent).
  const backlog = await db
    .selectFrom('emailLog')
    .leftJoin('emailType', 'emailType.id', 'emailLog.emailTypeId')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('emailLog.createdAt').as('oldest')])
    .where((eb) =>
      eb.or([
        eb('emailLog.status', 'in', ['pending', 'retrying']),
        eb.and([
          eb('emailLog.status', '=', 'failed'),
          eb('emailLog.attempts', '<', MAX_ATTEMPTS),
          eb('emailLog.body', 'is not', null),
          eb.or([eb('emailType.code', 'is', null), eb('emailType.code', 'not in', [...SECRET_TYPES])]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  const byStatus = (table: 'emailLog' | 'smsLog') =>
    db
      .selectFrom(table)
      .select(['status', sql<number>`count(*)`.as('count')])
      .where('status', 'in', ['sent', 'failed', 'pending', 'retrying'])
      .where('createdAt', '>=', hourAgo)
      .groupBy('status')
      .execute()
      .then((rows) => Object.fromEntries(rows.map((r) => [r.status, Number(r.count)])));
  const mailLastHour = await byStatus('emailLog');
  const smsLastHour = await byStatus('smsLog');
  const oldest = backlog.oldest ? Date.parse(String(backlog.oldest)) : NaN;
  return {
    mailBacklog: Number(backlog.count),
    mailOldestSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
    mailLastHour: { sent: 0, failed: 0, ...mailLastHour },
    smsLastHour: { sent: 0, failed: 0, ...smsLastHour },
  };
}

export interface JobFigures {
  name: string;
  lagSeconds: number;
  /** Unix time of the last finished run, on any instance; null before the first. */
  lastSuccess: number | null;
}

/**
 * A job's lag: how long it has been due for its current period (the hour, the day) without that
 * period being done, counted from the first scrape of this instance that saw it so. A job's
 * period does not say when it became due, so the lag starts at 0 in a process just started; the
 * last success (from the lease row, kept by every instance) does not, and covers that case.
 */
export function scheduleReader(jobs: readonly ScheduledJob[]) {
  const dueSince = new Map<string, { key: string; since: number }>();
  return async (db: Database, now: Date): Promise<JobFigures[]> => {
    const rows = await db.selectFrom('jobLease').select(['name', 'doneKey', 'doneAt']).execute();
    const leases = new Map(rows.map((r) => [r.name, r]));
    return jobs.map((job) => {
      const lease = leases.get(job.name);
      const key = job.key(now);
      let lagSeconds = 0;
      if (key === null || lease?.doneKey === key) dueSince.delete(job.name);
      else {
        const seen = dueSince.get(job.name);
        if (seen?.key === key) lagSeconds = (now.getTime() - seen.since) / 1000;
        else dueSince.set(job.name, { key, since: now.getTime() });
      }
      const doneAt = lease?.doneAt ? Date.parse(lease.doneAt) : NaN;
      return { name: job.name, lagSeconds, lastSuccess: Number.isNaN(doneAt) ? null : doneAt / 1000 };
    });
  };
}
