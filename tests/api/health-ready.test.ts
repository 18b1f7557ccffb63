import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Liveness apart from readiness (docs/deploy.md): /health/live says the process answers;
 * /health/ready says it should be sent requests, and fails while the instance drains or its
 * database is unreachable. /health stays as it was.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('liveness and readiness', () => {
  it('are both up on a healthy instance, and every reply names its request', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().response).toEqual({ status: 'live' });
    expect(live.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const ready = await call(t.app, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.response).toEqual({ status: 'ready', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite' });
    expect((await call(t.app, 'GET', '/health')).body.response.status).toBe('ok');
  });

  it('readiness fails while the instance drains; liveness does not', async () => {
    t.app.readiness.draining = true;
    try {
      const ready = await call(t.app, 'GET', '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.error.message).toMatch(/stopping/);
      expect((await call(t.app, 'GET', '/health/live')).status).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
    expect((await call(t.app, 'GET', '/health/ready')).status).toBe(200);
  });

  it('readiness fails while the database is unreachable; liveness does not', async () => {
    const other = await createTestApp();
    try {
      await other.db.destroy();
      const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json().error.message).toMatch(/database/);
      expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await other.app.close();
      fs.rmSync(other.dataDir, { recursive: true, force: true });
    }
  });
});
