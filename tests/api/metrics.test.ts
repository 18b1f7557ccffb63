import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { POOL_METRICS } from '../../src/server/plugins/metrics.ts';
import { scheduleReader } from '../../src/server/plugins/metrics-figures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { openStream } from '../helpers/event-stream.ts';
import { redisAnswers, TEST_REDIS_URL } from '../helpers/test-redis.ts';

/**
 * GET /metrics (plugins/metrics.ts, docs/deploy.md): answered only with METRICS_TOKEN as a bearer
 * token, otherwise the same 404 as any unknown address; the figures operators and the shipped
 * alerts and dashboard (deploy/prometheus, deploy/grafana) read, all of them really exported.
 */
const TOKEN = `metrics-${randomBytes(12).toString('hex')}`;
const root = path.resolve(import.meta.dirname, '../..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let base: string;
let withRedis = false;
beforeAll(async () => {
  withRedis = await redisAnswers('the redis_connected metric');
  t = await createTestApp({
    RATE_LIMITS: 'false',
    METRICS_TOKEN: TOKEN,
    ...(withRedis
      ? { REDIS_URL: TEST_REDIS_URL, LIVE_CHANNEL: `test-metrics-${randomBytes(4).toString('hex')}`, RATE_LIMIT_PREFIX: `m${randomBytes(4).toString('hex')}:` }
      : {}),
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const scrape = async (token = TOKEN) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one sample, by its name and labels as written (`name{a="b"}`); undefined when absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};
/** Every metric family the text declares (# TYPE lines). */
const families = (text: string) => new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));

describe('who may read the metrics', () => {
  it('answers 404, as an unknown address, without METRICS_TOKEN configured', async () => {
    const plain = await createTestApp({});
    try {
      const unknown = await plain.app.inject({ method: 'GET', url: '/no-such-address' });
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.body.replace('/metrics', '/no-such-address')).toBe(unknown.body);
      }
    } finally {
      await plain.close();
    }
  });

  it('answers 404 without the token, with another, or with a member session', async () => {
    const member = await createMemberWithProfile(t, { genderId: 1 });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`, `Bearer ${member.token}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    // Nor is it under /api.
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it('answers the Prometheus text format with the token, not kept by any cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('what the metrics say', () => {
  it('times requests by route pattern, method and status, never by the address asked for', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const one = await t.app.inject({ method: 'GET', url: '/api/religion-master/1' });
    expect(one.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count{route="/api/health",method="GET",status_code="200"}')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="0.2",route="/api/health",method="GET",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{route="/api/religion-master/:id",method="GET",status_code="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{route="unmatched",method="GET",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/api/religion-master/1"');
    expect(text).not.toContain('no-such-route');
  });

  it("exports the process's own figures", async () => {
    const names = families(await scrape());
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds'])
      expect(names, name).toContain(name);
  });

  it('counts the open event streams, and not their time as requests', async () => {
    const member = await createMemberWithProfile(t, { genderId: 2 });
    expect(sample(await scrape(), 'event_streams_open')).toBe(0);
    const stream = await openStream(base, member);
    expect(sample(await scrape(), 'event_streams_open')).toBe(1);
    stream.close();
    await expect.poll(async () => sample(await scrape(), 'event_streams_open')).toBe(0);
    expect(await scrape()).not.toContain('route="/api/events"');
  });

  it('counts an upload while it arrives, until it is answered or cut off', async () => {
    const member = await createMemberWithProfile(t, { genderId: 1 });
    expect(sample(await scrape(), 'uploads_in_flight')).toBe(0);
    const { port } = new URL(base);
    const boundary = 'metrics-boundary';
    const upload = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/Document/upload',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': '100000' },
    });
    upload.on('error', () => undefined);
    upload.write(`--${boundary}\r\ncontent-disposition: form-data; name="userId"\r\n\r\n${member.userId}\r\n`);
    await expect.poll(async () => sample(await scrape(), 'uploads_in_flight')).toBe(1);
    upload.destroy();
    await expect.poll(async () => sample(await scrape(), 'uploads_in_flight')).toBe(0);
  });

  it('reports the PostgreSQL pool on PostgreSQL, and no pool on SQLite', async () => {
    const text = await scrape();
    if (onPostgres) {
      expect(sample(text, 'db_pool_connections_max')).toBe(t.config.databasePoolSize);
      for (const name of POOL_METRICS) expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
      // A transaction holds its connection while the scrape reads the pool.
      const during = await t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('jobLease').select('name').execute();
        return scrape();
      });
      expect(sample(during, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(1);
    } else {
      for (const name of POOL_METRICS) expect(families(text), name).not.toContain(name);
    }
  });

  it('reports Redis connected when REDIS_URL is set', async ({ skip }) => {
    if (!withRedis) skip();
    await expect.poll(async () => sample(await scrape(), 'redis_connected')).toBe(1);
  });

  it('reports the mail backlog and what became of the last hour of mail and SMS', async () => {
    const before = await scrape();
    const type = await t.db.selectFrom('emailType').select(['id']).where('code', '=', 'welcome').executeTakeFirstOrThrow();
    const otp = await t.db.selectFrom('emailType').select(['id']).where('code', '=', 'otp').executeTakeFirstOrThrow();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const row = (emailTypeId: number, status: string, attempts: number, createdAt: string) => ({
      emailTypeId,
      toAddress: 'someone@example.in',
      subject: 'Hello',
      body: 'Hello',
      status,
      attempts,
      error: status === 'failed' ? 'relay refused' : null,
      createdAt,
      sentAt: null,
      headers: null,
    });
    await t.db
      .insertInto('emailLog')
      .values([
        row(type.id, 'failed', 1, at(40)), // to be retried: in the backlog
        row(type.id, 'failed', 5, at(20)), // given up
        row(otp.id, 'failed', 1, at(10)), // a one-time code: never re-sent
      ])
      .execute();
    await t.db
      .insertInto('smsLog')
      .values({ toMobile: '9876543210', template: 'otp', provider: 'outbox', status: 'failed', error: 'gateway down', createdAt: at(5) })
      .execute();
    await new Promise((r) => setTimeout(r, 1100)); // one read per scrape, kept a second
    const text = await scrape();
    expect(sample(text, 'mail_outbox_backlog')).toBe(sample(before, 'mail_outbox_backlog')! + 1);
    expect(sample(text, 'mail_outbox_oldest_seconds')).toBeGreaterThanOrEqual(40 * 60 - 5);
    expect(sample(text, 'mail_messages_last_hour{status="failed"}')).toBe(sample(before, 'mail_messages_last_hour{status="failed"}')! + 3);
    expect(sample(text, 'sms_messages_last_hour{status="failed"}')).toBe(sample(before, 'sms_messages_last_hour{status="failed"}')! + 1);
    expect(sample(text, 'sms_messages_last_hour{status="sent"}')).toBeGreaterThanOrEqual(0);
  });

  it('reports each scheduled job: its lag while due and not done, and its last success', async () => {
    expect(sample(await scrape(), 'scheduler_enabled')).toBe(0); // SCHEDULER is off under test
    const text = await scrape();
    for (const job of t.app.scheduler.jobs) expect(text).toContain(`scheduler_job_lag_seconds{scheduled_job="${job.name}"}`);
    await t.app.scheduler.tick();
    await new Promise((r) => setTimeout(r, 1100));
    const after = await scrape();
    const done = await t.db.selectFrom('jobLease').select(['name', 'doneAt']).where('doneAt', 'is not', null).execute();
    expect(done.length).toBeGreaterThan(0);
    for (const lease of done) {
      expect(sample(after, `scheduler_job_last_success_timestamp_seconds{scheduled_job="${lease.name}"}`)).toBe(Date.parse(lease.doneAt!) / 1000);
      expect(sample(after, `scheduler_job_lag_seconds{scheduled_job="${lease.name}"}`)).toBe(0);
    }
  });

  it("counts a job's lag from when it was first seen due and not done, until its period is done", async () => {
    const job = { name: 'metrics-test-job', key: (now: Date) => now.toISOString().slice(0, 13), leaseMs: 60_000, run: async () => undefined };
    const read = scheduleReader([job]);
    const at = new Date('2026-11-27T10:05:00Z');
    const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
    expect(await read(t.db, at)).toEqual([{ name: job.name, lagSeconds: 0, lastSuccess: null }]);
    expect((await read(t.db, later(90)))[0].lagSeconds).toBe(90);
    await t.db
      .insertInto('jobLease')
      .values({
        name: job.name,
        holder: 'h',
        expiresAt: later(100).toISOString(),
        runKey: '2026-11-27T10',
        doneKey: '2026-11-27T10',
        doneAt: later(100).toISOString(),
      })
      .execute();
    expect(await read(t.db, later(120))).toEqual([{ name: job.name, lagSeconds: 0, lastSuccess: later(100).getTime() / 1000 }]);
    // The next hour is a new period: due again, seen from its first scrape.
    expect((await read(t.db, later(3600)))[0].lagSeconds).toBe(0);
    expect((await read(t.db, later(3900)))[0].lagSeconds).toBe(300);
  });
});

/** Metric names in a PromQL expression: identifiers that are not functions, keywords, label names or durations. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset', 'by', 'without', 'inf', 'nan']);
  return [...bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)].map((m) => m[1]).filter((name) => !keywords.has(name.toLowerCase()));
}

describe('the shipped Prometheus and Grafana files', () => {
  const prometheus = parseYaml(fs.readFileSync(path.join(root, 'deploy/prometheus/prometheus.yml'), 'utf8'));
  const alerts = parseYaml(fs.readFileSync(path.join(root, 'deploy/prometheus/alerts.yml'), 'utf8'));
  const dashboard = JSON.parse(fs.readFileSync(path.join(root, 'deploy/grafana/matrimonial-api.json'), 'utf8'));
  type Rule = { alert: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  const rules: Rule[] = alerts.groups.flatMap((g: { rules: Rule[] }) => g.rules);
  const dashboardExprs: string[] = dashboard.panels.flatMap((p: { targets: { expr: string }[] }) => p.targets.map((target) => target.expr));
  /** Series Prometheus makes itself, and those of nginx-prometheus-exporter (the matrimonial-nginx job). */
  const fromElsewhere = (name: string) => name === 'up' || name === 'time' || name.startsWith('nginx_');

  /** Names as Prometheus stores them: a histogram family's _bucket, _sum and _count series. */
  async function exported(): Promise<Set<string>> {
    const names = new Set<string>();
    const text = await scrape();
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      names.add(name);
      if (type === 'histogram' || type === 'summary') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
    }
    // The pool exists only on PostgreSQL (checked there by the test above).
    if (!onPostgres) for (const name of POOL_METRICS) names.add(name);
    return names;
  }

  it('scrapes every API instance with the bearer token from a file, and loads the alerts', () => {
    expect(prometheus.rule_files).toContain('alerts.yml');
    const api = prometheus.scrape_configs.find((c: { job_name: string }) => c.job_name === 'matrimonial-api');
    expect(api.metrics_path).toBe('/metrics');
    expect(api.authorization).toMatchObject({ type: 'Bearer', credentials_file: expect.any(String) });
    expect(api.authorization.credentials).toBeUndefined();
    expect(api.static_configs[0].targets.length).toBeGreaterThanOrEqual(1);
  });

  it('has the alerts operators need, each well formed', () => {
    const names = rules.map((r) => r.alert);
    for (const name of [
      'MatrimonialInstanceDown',
      'MatrimonialServerErrors',
      'MatrimonialSlowRequests',
      'MatrimonialMailOutboxStuck',
      'MatrimonialSchedulerLate',
    ])
      expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of rules) {
      expect(rule.expr, rule.alert).toEqual(expect.any(String));
      expect(rule.for ?? '0m', rule.alert).toMatch(/^\d+[smh]$/);
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toEqual(expect.any(String));
      // Parentheses and braces balance (a missing one is the usual slip in a hand-written rule).
      for (const [open, close] of ['()', '{}', '[]']) expect(rule.expr.split(open).length, `${rule.alert} ${open}${close}`).toBe(rule.expr.split(close).length);
    }
    expect(rules.find((r) => r.alert === 'MatrimonialSlowRequests')!.expr).toContain('0.2');
  });

  it('names in its alerts and dashboard only metrics the server exports', async () => {
    const names = await exported();
    const scrapeJobs = new Set(prometheus.scrape_configs.map((c: { job_name: string }) => c.job_name));
    for (const expr of [...rules.map((r) => r.expr), ...dashboardExprs]) {
      const used = metricNames(expr);
      expect(used.length, expr).toBeGreaterThan(0);
      for (const name of used) if (!fromElsewhere(name)) expect(names, `${name} in ${expr}`).toContain(name);
      for (const [, job] of expr.matchAll(/job="([^"]+)"/g)) expect(scrapeJobs, expr).toContain(job);
    }
  });

  it('the dashboard shows the request rate, latency quantiles, errors, streams, pool, outbox and scheduler', () => {
    const all = dashboardExprs.join('\n');
    for (const quantile of ['0.5', '0.95', '0.99']) expect(all).toContain(`histogram_quantile(${quantile},`);
    for (const name of ['http_request_duration_seconds_count', 'event_streams_open', 'db_pool_waiting', 'mail_outbox_backlog', 'scheduler_job_lag_seconds'])
      expect(all).toContain(name);
    const ids = dashboard.panels.map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
