import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ADDED_RESOURCES, RESOURCES, type ResourceDef } from '../../src/shared/resources.ts';
import { verifyAuditChain } from '../../src/server/lib/audit/audit-chain.ts';
import { ADMIN_ACTS } from '../../src/server/modules/audit-log/index.ts';
import { ACT_RECORDS } from '../../src/server/lib/audit/admin-acts.ts';
import { routeKey } from '../helpers/api-routes.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ACCESS_MATRIX, WEBHOOK_SECRET, type CaseContext, type RouteAccess } from './access/access-matrix.ts';
import { AccessWorld } from './access/access-world.ts';
import { withoutAppendOnly } from '../helpers/audit-tampering.ts';

/**
 * The audit log of administrator acts (docs/product/trust.md, docs/decisions/056-audit-log.md):
 * every administrator write of the access matrix leaves exactly one row of the right kind and
 * record; the chain of hashes holds, and an edit made behind the product's back breaks it.
 */
let t: TestApp;
let w: AccessWorld;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
  w = await AccessWorld.create(t);
});
afterAll(() => t.close());

/** Writes an administrator may make that a member may not make for another member: the administrator's acts. */
const ADMIN_WRITES = ACCESS_MATRIX.filter((row) => row.method !== 'GET' && row.expect.admin === 'ok' && row.expect.other !== 'ok');

const GENERIC = [...RESOURCES, ...ADDED_RESOURCES];
const resourceOf = (row: RouteAccess): ResourceDef | undefined =>
  GENERIC.find((r) => row.path === `/${r.path}` || row.path === `/${r.path}/:id`) as ResourceDef | undefined;
const OP = { POST: 'create', PUT: 'update', DELETE: 'delete' } as const;

const newestId = async () =>
  (
    await t.db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
  )?.id ?? 0;

async function asAdmin(row: RouteAccess) {
  const owner = row.fresh ? await (row.freshOwner?.(w) ?? w.member(true)) : w.owner;
  const me = row.fresh ? await w.fresh('admin') : w.standing('admin');
  const ctx: CaseContext = { w, caller: 'admin', owner, me, token: await w.tokenOf(me) };
  const req = await row.request(ctx);
  const headers: Record<string, string> = { ...(req.headers ?? {}), authorization: `Bearer ${ctx.token}` };
  let payload = req.payload;
  if (payload === undefined && req.body !== undefined) {
    payload = JSON.stringify(req.body);
    headers['content-type'] ??= 'application/json';
  }
  const before = Number(await newestId());
  const res = await t.app.inject({ method: row.method, url: `/api${req.url}`, headers, payload });
  const rows = await t.db.selectFrom('auditLog').selectAll().where('id', '>', before).orderBy('id').execute();
  return { res, rows, me, url: req.url };
}

describe('every administrator write leaves exactly one audit row', () => {
  it('the list of administrator writes is not empty and every special one is named in ADMIN_ACTS', () => {
    expect(ADMIN_WRITES.length).toBeGreaterThan(50);
    const missing = ADMIN_WRITES.filter((row) => !resourceOf(row) && !ADMIN_ACTS[routeKey(row)]).map((row) => routeKey(row));
    expect(missing).toEqual([]);
  });

  it.each(ADMIN_WRITES.map((row) => [routeKey(row), row] as const))('%s', async (_key, row) => {
    const { res, rows, me, url } = await asAdmin(row);
    const why = `${row.method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, why).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, why).toBeLessThan(300);
    expect(rows, why).toHaveLength(1);
    const [entry] = rows;
    expect(entry.actorId).toBe(me.id);
    expect(entry.ip).toBeTruthy();
    const idInUrl = /\/(\d+)(?:\/[A-Za-z-]+)?(?:\?.*)?$/.exec(url)?.[1];
    const resource = resourceOf(row);
    if (resource) {
      const op = OP[row.method as keyof typeof OP];
      expect(entry.kind).toMatch(new RegExp(`\\.(${op}${op === 'update' ? '|activate|deactivate|role' : ''})$`));
      if (resource.kind === 'reference' || resource.kind === 'content') expect(entry.kind).toBe(`master.${op}`);
      expect(entry.recordTable).toBe(resource.table);
      const id = op === 'create' ? JSON.parse(res.body).response.id : Number(idInUrl);
      expect(entry.recordId).toBe(id);
      if (op !== 'create') expect(entry.before, why).not.toBeNull();
      if (op !== 'delete') expect(entry.after, why).not.toBeNull();
    } else {
      const act = ADMIN_ACTS[routeKey(row)];
      if (typeof act.kind === 'string') expect(entry.kind).toBe(act.kind);
      expect(entry.recordTable).toBe(act.table);
      expect(entry.recordId, why).not.toBeNull();
      if (row.path.includes(':') && idInUrl) expect(entry.recordId).toBe(Number(idInUrl));
      // An act on a record named in the address, or any change or removal, keeps the record as it
      // was; every act but a removal keeps it as it is now, both as the stored rows.
      if (row.method !== 'POST' || row.path.includes(':')) expect(entry.before, why).not.toBeNull();
      if (!entry.kind.endsWith('.delete')) expect(entry.after, why).not.toBeNull();
      for (const text of [entry.before, entry.after]) if (text) expect(JSON.parse(text), why).toHaveProperty(ACT_RECORDS[act.table].key);
    }
    for (const text of [entry.before, entry.after]) expect(text ?? '').not.toMatch(/passwordHash|"password"|\$argon2/);
  });

  it('a refused or failed write leaves no row', async () => {
    const before = Number(await newestId());
    const res = await call(t.app, 'PUT', '/religion-master/999999', { token: await w.adminToken(), body: { name: 'Nowhere' } });
    expect(res.status).toBe(404);
    expect(Number(await newestId())).toBe(before);
  });
});

describe('reading the audit log', () => {
  it('filters by administrator, member and kind, pages, and exports CSV', async () => {
    const token = await w.adminToken();
    const all = await call(t.app, 'GET', '/audit-log?pageSize=5', { token });
    expect(all.status).toBe(200);
    expect(all.body.response.items).toHaveLength(5);
    expect(all.body.response.total).toBeGreaterThan(50);
    const masters = await call(t.app, 'GET', '/audit-log?kind=master.create&pageSize=100', { token });
    expect(masters.body.response.items.length).toBeGreaterThan(0);
    for (const item of masters.body.response.items) expect(item.kind).toBe('master.create');
    const mine = await call(t.app, 'GET', `/audit-log?actorId=${w.admin.id}&memberId=${w.owner.id}&pageSize=100`, { token });
    for (const item of mine.body.response.items) expect(item).toMatchObject({ actorId: w.admin.id, subjectId: w.owner.id });
    // Days are India's: today there is today's date in India Standard Time.
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const none = await call(t.app, 'GET', '/audit-log?from=2000-01-01&to=2000-01-02', { token });
    expect(none.body.response.total).toBe(0);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log.csv?kind=master.create&from=${today}&to=${today}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,createdAt,actorId/);
    expect(lines.length - 1).toBe(masters.body.response.total);
  });

  it('reads a range of days as India Standard Time: an act at 23:45 UTC belongs to the next day', async () => {
    const token = await w.adminToken();
    const row = await t.db.selectFrom('auditLog').select(['id', 'createdAt']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const at = new Date(row.createdAt);
    const utcDay = at.toISOString().slice(0, 10);
    const istDay = new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const found = async (day: string) =>
      (await call(t.app, 'GET', `/audit-log?from=${day}&to=${day}&pageSize=100`, { token })).body.response.items.some((i: { id: number }) => i.id === row.id);
    expect(await found(istDay)).toBe(true);
    const dayBefore = new Date(Date.parse(`${istDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await found(dayBefore)).toBe(false);
    // Before 18:30 UTC both calendars name the same day; after it the row is on the next IST day only.
    if (utcDay !== istDay) expect(await found(utcDay)).toBe(false);
  });

  it('has no route that changes or deletes a row', async () => {
    const token = await w.adminToken();
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH'] as const) {
      const res = await t.app.inject({ method, url: '/api/audit-log/1', headers: { authorization: `Bearer ${token}` } });
      expect([404, 405]).toContain(res.statusCode);
    }
  });
});

describe('the chain of hashes', () => {
  it('holds after every write above, refuses an edit, and names the first row edited with the refusal taken away', async () => {
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
    const rows = await t.db.selectFrom('auditLog').select('id').orderBy('id').execute();
    const victim = rows[Math.floor(rows.length / 2)].id;
    await expect(sql`update audit_log set kind = kind || '.edited' where id = ${victim}`.execute(t.db)).rejects.toThrow(/append-only/);
    await withoutAppendOnly(t.db, () => sql`update audit_log set kind = kind || '.edited' where id = ${victim}`.execute(t.db));
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: false, brokenId: victim });
  });
});
