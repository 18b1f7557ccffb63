import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../src/shared/resources.ts';
import { registeredApiRoutes, routeKey } from '../../helpers/api-routes.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { ACCESS_MATRIX, ACCESS_PROBES, ACCESS_CLASSES, WEBHOOK_SECRET, type CaseContext, type Outcome, type RouteAccess } from './access-matrix.ts';
import { AccessWorld, CALLERS, type Caller } from './access-world.ts';

let t: TestApp;
let w: AccessWorld;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
  w = await AccessWorld.create(t);
});
afterAll(() => t.close());

const KIND_OF_CLASS = { reference: 'reference', content: 'content', private: 'private', own: 'owned' } as const;

describe('the access matrix covers the whole API', () => {
  it('has exactly one row for every registered route, and none for a route that does not exist', () => {
    const registered = registeredApiRoutes(t.app).map(routeKey).sort();
    const rows = ACCESS_MATRIX.map((r) => routeKey(r));
    expect(new Set(rows).size, 'duplicate rows').toBe(rows.length);
    expect(
      registered.filter((k) => !rows.includes(k)),
      'registered routes missing from tests/api/access/access-matrix.ts',
    ).toEqual([]);
    expect(
      rows.filter((k) => !registered.includes(k)),
      'rows for routes the app does not register',
    ).toEqual([]);
  });

  it('places every resource of the resource table in the access class docs/product/access.md gives it', () => {
    const classified = Object.values(ACCESS_CLASSES).flat();
    expect(new Set(classified).size).toBe(classified.length);
    expect([...classified].sort()).toEqual(RESOURCES.map((r) => r.path).sort());
    for (const [cls, paths] of Object.entries(ACCESS_CLASSES)) {
      for (const path of paths) expect(RESOURCES.find((r) => r.path === path)?.kind, path).toBe(KIND_OF_CLASS[cls as keyof typeof KIND_OF_CLASS]);
    }
  });
});

/** Columns no reply may ever carry, to anyone (property-level access, API3). */
const SECRET_KEYS = new Set(['passwordHash', 'tokenHash', 'codeHash', 'storageKey', 'password']);
function secretKeys(value: unknown, at = 'response'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretKeys(v, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (SECRET_KEYS.has(k) ? [`${at}.${k}`] : secretKeys(v, `${at}.${k}`)));
}

async function runCase(row: RouteAccess, caller: Caller) {
  const owner = row.fresh ? await (row.freshOwner?.(w) ?? w.member(true)) : w.owner;
  const me = caller === 'anonymous' ? null : caller === 'owner' ? owner : row.fresh ? await w.fresh(caller, owner) : w.standing(caller);
  const ctx: CaseContext = { w, caller, owner, me, token: me ? await w.tokenOf(me) : undefined };
  const req = await row.request(ctx);
  const send = (method: RouteAccess['method'] | 'HEAD', token: string | undefined) => {
    const headers: Record<string, string> = { ...(req.headers ?? {}) };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload = req.payload;
    if (payload === undefined && req.body !== undefined) {
      payload = JSON.stringify(req.body);
      headers['content-type'] ??= 'application/json';
    }
    return t.app.inject({ method, url: `/api${req.url}`, headers, payload });
  };
  const res = await send(row.method, ctx.token);
  const want: Outcome = row.expect[caller];
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const body = isJson ? res.json() : null;
  const why = `${row.method} ${req.url} as ${caller}: ${res.statusCode} ${body?.error?.message ?? ''}`;

  if (want === 'ok' || want === 'filtered') {
    expect(res.statusCode, why).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, why).toBeLessThan(300);
    if (!row.raw) expect(body, why).toMatchObject({ responseCode: res.statusCode, error: null });
    expect(secretKeys(body?.response), `${why}: secrets in the reply`).toEqual([]);
  } else {
    expect(res.statusCode, why).toBe(want);
    if (want !== 302) expect(body, why).toMatchObject({ responseCode: want, response: null, error: { message: expect.any(String) } });
  }
  await row.observe?.({ status: res.statusCode, body }, ctx);

  // Fastify answers HEAD with the GET handler: it must be guarded the same way.
  if (row.method === 'GET') {
    const head = await send('HEAD', me ? await w.tokenOf(me) : undefined);
    expect(head.statusCode, `HEAD ${req.url} as ${caller}`).toBe(res.statusCode);
  }
}

describe.each(ACCESS_MATRIX.map((row) => [routeKey(row), row] as const))('%s', (_key, row) => {
  it.each(CALLERS.map((c) => [c, row.expect[c]] as const))('as %s: %s', async (caller) => {
    await runCase(row, caller);
  });
});

describe.each(ACCESS_PROBES.map((p) => [`${routeKey(p.route)}: ${p.name}`, p.route] as const))('probe %s', (_name, row) => {
  it.each(CALLERS.map((c) => [c, row.expect[c]] as const))('as %s: %s', async (caller) => {
    await runCase(row, caller);
  });
});
