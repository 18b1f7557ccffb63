import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolOf } from '../db/database.ts';
import { readOutbox, scheduleReader, type JobFigures, type OutboxFigures } from './metrics-figures.ts';

/** The pool's gauges, exported on PostgreSQL only (the deploy files' test reads this list). */
export const POOL_METRICS = ['db_pool_connections_max', 'db_pool_connections_in_use', 'db_pool_connections_idle', 'db_pool_waiting'] as const;

/**
 * Metrics for operators in the Prometheus text format at `GET /metrics` (docs/deploy.md,
 * docs/decisions/054-metrics.md), only with METRICS_TOKEN: without it nothing here is built and the
 * address is as unknown as any other. A scrape must send `Authorization: Bearer <METRICS_TOKEN>`;
 * any other request is answered with the site's own 404, so the address does not announce itself.
 *
 * Per request the only cost is one histogram observation (and a count around each upload).
 * Every other figure is read when Prometheus asks (each gauge's collect()): the open streams, the
 * database pool, Redis, uploads in flight, and from the database the mail backlog, recent mail
 * and SMS outcomes and the scheduled jobs. Each app has its own registry, so several apps in one process (the tests) never
 * share or collide on a metric.
 */
export const metricsPlugin = fp(
  async (app) => {
    const token = app.config.metricsToken;
    if (!token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its reply, by route pattern, method and status code.',
      labelNames: ['route', 'method', 'status_code'] as const,
      // Finer around the 200 ms budget (docs/measured.md), so p95 and p99 near it read precisely.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // A live event stream lasts as long as its page is open: not a request to time.
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
      duration.observe({ route: routeOf(request), method: request.method, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    });

    new Gauge({
      name: 'event_streams_open',
      help: 'Live event streams open on this instance.',
      registers: [registry],
      collect() {
        this.set(app.live.size());
      },
    });

    // An upload route is one that takes only multipart/form-data (the document and photo upload):
    // its own hooks count it, from its first byte to its reply or to the client going away.
    let uploads = 0;
    const counted = new WeakSet<FastifyRequest>();
    const enter = async (request: FastifyRequest) => {
      counted.add(request);
      uploads++;
    };
    const leave = async (request: FastifyRequest) => {
      if (counted.delete(request)) uploads--;
    };
    app.addHook('onRoute', (route) => {
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
      if (consumes?.length !== 1 || consumes[0] !== 'multipart/form-data') return;
      route.onRequest = [enter, ...[route.onRequest ?? []].flat()] as typeof route.onRequest;
      route.onResponse = [...[route.onResponse ?? []].flat(), leave] as typeof route.onResponse;
      route.onRequestAbort = [...[route.onRequestAbort ?? []].flat(), leave] as typeof route.onRequestAbort;
    });
    new Gauge({
      name: 'uploads_in_flight',
      help: 'Uploads being received or stored by this instance.',
      registers: [registry],
      collect() {
        this.set(uploads);
      },
    });

    // PostgreSQL's pool; SQLite is one connection in the process, with no pool to report.
    const pool = poolOf(app.db);
    if (pool) {
      const poolGauge = (name: (typeof POOL_METRICS)[number], help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read());
          },
        });
      poolGauge('db_pool_connections_max', 'Largest number of PostgreSQL connections this instance opens (DATABASE_POOL_SIZE).', () => pool.options.max);
      poolGauge('db_pool_connections_in_use', 'PostgreSQL connections running a query or transaction.', () => pool.totalCount - pool.idleCount);
      poolGauge('db_pool_connections_idle', 'PostgreSQL connections open and free.', () => pool.idleCount);
      poolGauge('db_pool_waiting', 'Queries waiting for a free PostgreSQL connection.', () => pool.waitingCount);
    }

    const redis = app.redis;
    if (redis) {
      new Gauge({
        name: 'redis_connected',
        help: 'Whether this instance is connected to Redis (REDIS_URL): 1 or 0.',
        registers: [registry],
        collect() {
          this.set(redis.status === 'ready' ? 1 : 0);
        },
      });
    }

    // From the database, shared by every instance: read once per scrape for all the gauges below.
    const readSchedule = scheduleReader(app.scheduler.jobs);
    // One query after another: a scrape holds at most one of the pool's connections.
    const stored = onePerScrape(async () => {
      const now = new Date();
      try {
        return { outbox: await readOutbox(app.db, now), schedule: await readSchedule(app.db, now) };
      } catch (error) {
        app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'metrics: the stored figures could not be read');
        return null;
      }
    });
    const storedGauge = <L extends string>(
      name: string,
      help: string,
      labelNames: readonly L[],
      fill: (gauge: Gauge<L>, figures: { outbox: OutboxFigures; schedule: JobFigures[] }) => void,
    ) =>
      new Gauge<L>({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          const figures = await stored();
          if (figures) fill(this, figures);
        },
      });
    storedGauge(
      'mail_outbox_backlog',
      'Mails accepted and not yet delivered that will still be tried (pending, being retried, failed with attempts left).',
      [],
      (g, f) => g.set(f.outbox.mailBacklog),
    );
    storedGauge('mail_outbox_oldest_seconds', 'Age of the oldest mail in the backlog; 0 when it is empty.', [], (g, f) => g.set(f.outbox.mailOldestSeconds));
    storedGauge('mail_messages_last_hour', 'Mails accepted in the last hour, by their status now (sent, failed, pending, retrying).', ['status'], (g, f) => {
      for (const [status, count] of Object.entries(f.outbox.mailLastHour)) g.set({ status }, count);
    });
    storedGauge('sms_messages_last_hour', 'SMS tried in the last hour, by outcome (sent, failed).', ['status'], (g, f) => {
      for (const [status, count] of Object.entries(f.outbox.smsLastHour)) g.set({ status }, count);
    });
    storedGauge(
      'scheduler_job_lag_seconds',
      'How long a scheduled job has been due and not done, as this instance has seen it; 0 when done.',
      ['scheduled_job'],
      (g, f) => {
        for (const job of f.schedule) g.set({ scheduled_job: job.name }, job.lagSeconds);
      },
    );
    storedGauge(
      'scheduler_job_last_success_timestamp_seconds',
      'When a scheduled job last finished, on any instance (Unix time).',
      ['scheduled_job'],
      (g, f) => {
        for (const job of f.schedule) if (job.lastSuccess !== null) g.set({ scheduled_job: job.name }, job.lastSuccess);
      },
    );
    new Gauge({
      name: 'scheduler_enabled',
      help: 'Whether this instance runs the scheduled work (SCHEDULER): 1 or 0.',
      registers: [registry],
      collect() {
        this.set(app.config.scheduler ? 1 : 0);
      },
    });

    const expected = digest(`Bearer ${token}`);
    app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) return reply.callNotFound();
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['events', 'scheduler'] },
);

/** Both sides hashed first, so the comparison takes as long whatever the length sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/** The route's pattern (never the address asked for, which would make a series per member id). */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/** One read shared by the gauges of one scrape (prom-client collects them at the same time). */
function onePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= read().finally(() => setTimeout(() => (running = null), 1000).unref());
    return running;
  };
}
