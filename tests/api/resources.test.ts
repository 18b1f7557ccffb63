import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type Operation, type ResourceDef } from '../../src/shared/resources.ts';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { sampleRecord } from '../factories/resource-samples.ts';
import { tokenFor, memberToken, editorToken } from '../factories/sessions.ts';

let t: TestApp;
let admin: string;
let member: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
  member = await memberToken(t);
  editor = await editorToken(t);
});
afterAll(() => t.close());

const expectedStatus = (resource: ResourceDef, op: Operation, who: 'anonymous' | 'member' | 'editor' | 'admin', okStatus: number) => {
  const access = resource.access[op];
  if (access === 'none') return 405;
  if (access === 'anyone') return okStatus;
  if (who === 'anonymous') return 401;
  if (access === 'admin' && who !== 'admin') return 403;
  return okStatus;
};

describe('the resource table', () => {
  it('covers the 40 resources of docs/product/api.md', () => {
    expect(RESOURCES).toHaveLength(40);
    expect(new Set(RESOURCES.map((r) => r.path)).size).toBe(40);
  });
});

describe.each(RESOURCES.map((r) => [r.path, r] as const))('%s', (_path, resource) => {
  it('answers every role as docs/product/access.md says, for list and get', async () => {
    const tokens = { anonymous: undefined, member, editor, admin } as const;
    for (const who of ['anonymous', 'member', 'editor', 'admin'] as const) {
      const list = await call(t.app, 'GET', `/${resource.path}`, { token: tokens[who] });
      const want = resource.access.list === 'owner' && who !== 'anonymous' ? 200 : expectedStatus(resource, 'list', who, 200);
      expect(list.status, `${who} list`).toBe(want);
      expect(list.body.responseCode).toBe(list.status);
      if (list.status === 200) expect(list.body.response).toMatchObject({ page: 1, items: expect.any(Array) });
    }
  });

  it('refuses writes from those who may not write, and changes nothing', async () => {
    const before = await call(t.app, 'GET', `/${resource.path}?pageSize=1`, { token: admin });
    for (const who of ['anonymous', 'member', 'editor'] as const) {
      const token = who === 'anonymous' ? undefined : who === 'member' ? member : editor;
      const create = await call(t.app, 'POST', `/${resource.path}`, { token, body: await sampleRecord(t, resource) });
      expect(create.status, `${who} create`).toBe(expectedStatus(resource, 'create', who, 201));
      if (create.status === 201) await call(t.app, 'DELETE', `/${resource.path}/${create.body.response.id}`, { token: admin });
      const update = await call(t.app, 'PUT', `/${resource.path}/1`, { token, body: {} });
      expect([expectedStatus(resource, 'update', who, 400)], `${who} update`).toContain(update.status);
      const remove = await call(t.app, 'DELETE', `/${resource.path}/999999`, { token });
      expect(remove.status, `${who} delete`).toBe(expectedStatus(resource, 'delete', who, 404));
    }
    const after = await call(t.app, 'GET', `/${resource.path}?pageSize=1`, { token: admin });
    expect(after.body.response?.total).toBe(before.body.response?.total);
  });

  it.runIf(resource.access.create === 'admin')('lets an administrator create, read, update, search and delete a record', async () => {
    const sample = await sampleRecord(t, resource);
    const created = await call(t.app, 'POST', `/${resource.path}`, { token: admin, body: sample });
    expect(created.status, JSON.stringify(created.body.error)).toBe(201);
    const id = created.body.response.id;
    expect(id).toEqual(expect.any(Number));
    for (const field of resource.fields.filter((f) => !f.writeOnly && !f.readOnly)) {
      if (sample[field.name] !== undefined) expect(created.body.response[field.name], field.name).toEqual(sample[field.name]);
    }
    expect(created.body.response).not.toHaveProperty('passwordHash');
    const got = await call(t.app, 'GET', `/${resource.path}/${id}`, { token: admin });
    expect(got.body.response.id).toBe(id);

    const changed = await sampleRecord(t, resource, 'changed');
    const updated = await call(t.app, 'PUT', `/${resource.path}/${id}`, { token: admin, body: { ...changed, id } });
    expect(updated.status, JSON.stringify(updated.body.error)).toBe(200);
    const textField = resource.fields.find((f) => f.searchable && !f.writeOnly && typeof changed[f.name] === 'string');
    if (textField) {
      expect(updated.body.response[textField.name]).toBe(changed[textField.name]);
      const found = await call(t.app, 'GET', `/${resource.path}?search=${encodeURIComponent(String(changed[textField.name]).slice(0, 12))}`, { token: admin });
      expect(found.body.response.items.map((i: { id: number }) => i.id)).toContain(id);
    }

    const cleared = Object.fromEntries(resource.fields.filter((f) => !f.readOnly && !f.required && !f.writeOnly).map((f) => [f.name, null]));
    const emptied = await call(t.app, 'PUT', `/${resource.path}/${id}`, { token: admin, body: { ...changed, ...cleared } });
    expect(emptied.status, `optional fields cleared: ${JSON.stringify(emptied.body.error)}`).toBe(200);

    const removed = await call(t.app, 'DELETE', `/${resource.path}/${id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect((await call(t.app, 'GET', `/${resource.path}/${id}`, { token: admin })).status).toBe(404);
  });

  it.runIf(resource.access.create === 'admin' || resource.access.create === 'anyone')('refuses bad input with a clear message and writes nothing', async () => {
    const token = resource.access.create === 'admin' ? admin : undefined;
    const count = async () => (await call(t.app, 'GET', `/${resource.path}?pageSize=1`, { token: admin })).body.response.total;
    const before = await count();
    const sample = await sampleRecord(t, resource);
    const required = resource.fields.filter((f) => (f.required || f.requiredOnCreate) && !f.readOnly);
    const bad: Array<[string, unknown]> = [
      ['missing required fields', {}],
      ['unknown field', { ...sample, surprise: 'x' }],
      ['body is not an object', [1, 2, 3]],
    ];
    for (const field of required) {
      const wrong = field.kind === 'ref' || field.kind === 'int' ? 'abc' : field.kind === 'flag' ? 7 : 12345;
      bad.push([`wrong type for ${field.name}`, { ...sample, [field.name]: wrong }]);
      if (field.max && (field.kind === 'text' || field.kind === 'longtext' || field.kind === 'email'))
        bad.push([`${field.name} over its limit`, { ...sample, [field.name]: 'x'.repeat(field.max + 1) }]);
      if (field.kind === 'ref') bad.push([`unknown ${field.name}`, { ...sample, [field.name]: 987654 }]);
    }
    for (const [label, body] of bad) {
      const res = await call(t.app, 'POST', `/${resource.path}`, { token, body });
      expect(res.status, label).toBe(400);
      expect(res.body.error?.message, label).toMatch(/\w/);
      expect(res.body.error?.message, label).not.toMatch(/Expected|undefined|stack|at \w+ \(/);
    }
    const malformed = await call(t.app, 'POST', `/${resource.path}`, { token, rawBody: '{"name": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.message).toBe('The request body is not valid JSON.');
    const huge = await call(t.app, 'POST', `/${resource.path}`, { token, rawBody: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.responseCode).toBe(413);
    for (const [method, op] of [
      ['GET', 'get'],
      ['PUT', 'update'],
      ['DELETE', 'delete'],
    ] as const) {
      const notNumber = await call(t.app, method, `/${resource.path}/abc`, { token: admin, body: method === 'PUT' ? sample : undefined });
      expect(notNumber.status, `${method} /abc`).toBe(resource.access[op] === 'none' ? 405 : 400);
      if (notNumber.status === 400) expect(notNumber.body.error.message).toMatch(/id/);
    }
    expect(await count()).toBe(before);
  });
});
