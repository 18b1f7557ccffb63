import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/shared/resources.ts';
import { ACCESS_MATRIX } from './access/access-matrix.ts';
import { registration } from '../factories/accounts.ts';
import { activePlanId } from '../factories/commerce.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { tokenFor } from '../factories/sessions.ts';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { LooseJson } from '../helpers/loose-json.ts';

/**
 * The served API description (/api/docs/json) is one a client can be generated from: it passes
 * Redocly's lint (redocly.yaml), says which routes need a token exactly as the access matrix
 * does, documents replies that real replies match, and yields TypeScript types that compile.
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
let doc: LooseJson;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, LooseJson>>).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ url, method, op })),
  );
/**
 * The description is made from the routes' structs alone, the same on either database: Redocly
 * and the TypeScript compiler, the costliest checks of the suite, read it in the SQLite suite
 * only (npm test runs both suites). Its replies are checked against it on both.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const openApiPath = (route: string) => `/api${route.replace(/:(\w+)/g, '{$1}')}`;

describe('the API description', () => {
  it.skipIf(onPostgres)('passes Redocly lint: no errors, and no warning about responses or operationIds', async () => {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const bin = path.join(ROOT, 'node_modules/.bin/redocly');
    const { stdout } = await run(bin, ['lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json'], {
      cwd: ROOT,
      maxBuffer: 20 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{')));
    const problems = report.problems as Array<{ ruleId: string; severity: string; message: string }>;
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(problems.filter((p) => /response|operationId|security|parameter|schema/i.test(p.ruleId))).toEqual([]);
  });

  it('names every operation with a unique operationId and documents success and error replies', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(150);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/auth/me'].get.operationId).toBe('getAuthMe');
    for (const { url, method, op } of ops) {
      const codes = Object.keys(op.responses);
      expect(
        codes.some((c) => c.startsWith('2')),
        `${method} ${url}`,
      ).toBe(true);
      expect(
        codes.some((c) => c.startsWith('4')),
        `${method} ${url}`,
      ).toBe(true);
      for (const code of codes.filter((c) => c.startsWith('4'))) {
        expect(op.responses[code].content['application/json'].schema, `${method} ${url} ${code}`).toEqual({ $ref: '#/components/schemas/ErrorReply' });
      }
    }
    expect(doc.components.schemas.Envelope.required).toEqual(['responseCode', 'response', 'error']);
  });

  it('describes bodies, query strings and path parameters from the validating structs', () => {
    const login = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login).toMatchObject({ type: 'object', required: ['email', 'password'], properties: { email: { type: 'string' }, password: { type: 'string' } } });
    const list = doc.paths['/api/religion-master'].get.parameters;
    expect(list).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'page', schema: expect.objectContaining({ type: 'integer', default: 1 }) })]),
    );
    const byId = doc.paths['/api/religion-master/{id}'].get.parameters;
    expect(byId).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true, schema: expect.objectContaining({ type: 'integer' }) })]);
    const create = doc.paths['/api/religion-master'].post.requestBody.content['application/json'].schema;
    expect(create).toMatchObject({ type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string', maxLength: 200 } } });
    const plan = doc.paths['/api/SubscriptionPlan/AddSubscriptionPlan'].post.requestBody.content['application/json'].schema;
    expect(plan.required).toEqual(['name', 'price', 'durationDays', 'contactViews']);
    expect(plan.properties.price.type).toBe('integer');
    const upload = doc.paths['/api/Document/upload'].post.requestBody.content['multipart/form-data'].schema;
    expect(upload.properties.file).toEqual({ type: 'string', format: 'binary' });
  });

  it('asks for a token exactly where the access matrix refuses anonymous callers', () => {
    let checked = 0;
    for (const row of ACCESS_MATRIX) {
      const op = doc.paths[openApiPath(row.path)]?.[row.method.toLowerCase()];
      if (row.expect.anonymous === 405 || row.path.startsWith('/docs')) {
        expect(op, `${row.method} ${row.path} answers 405 to everyone and is not described`).toBeUndefined();
        continue;
      }
      expect(op, `${row.method} ${row.path}`).toBeDefined();
      const tokenOptional = op.security.length === 0 || op.security.some((s: object) => Object.keys(s).length === 0);
      expect(tokenOptional, `${row.method} ${row.path}`).toBe(
        row.expect.anonymous === 'ok' ||
          row.expect.anonymous === 'filtered' ||
          row.expect.anonymous === 404 ||
          row.expect.anonymous === 403 ||
          row.expect.anonymous === 400,
      );
      checked++;
    }
    expect(checked).toBe(operations().length);
    expect(doc.security).toBeUndefined();
  });

  it('marks the older interest operation deprecated, and only it among the interest senders', () => {
    expect(doc.paths['/api/user-matrimonial-detail/UpdateMatchingProfile'].post.deprecated).toBe(true);
    expect(doc.paths['/api/interests'].post.deprecated).toBeUndefined();
  });

  it('reveals no secret: no configured key, password or token value appears in it', () => {
    const text = JSON.stringify(doc);
    const secrets = [t.config.payments.razorpayWebhookSecret, process.env.ADMIN_PASSWORD, 'Admin-Password-123'].filter((s): s is string => Boolean(s));
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/passwordHash|storageKey|signingKey/);
  });
});

describe('real replies match the documented response schemas', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const check = async (method: 'GET' | 'POST' | 'PUT', url: string, route: string, token?: string, payload?: object) => {
    if (!ajv.getSchema('openapi')) ajv.addSchema(doc, 'openapi');
    const res = await t.app.inject({ method, url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
    const code = String(res.statusCode);
    const op = doc.paths[route][method.toLowerCase()];
    expect(Object.keys(op.responses), `${method} ${url} answered ${code}`).toContain(code);
    const pointer = `openapi#/paths/${route.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${code}/content/application~1json/schema`;
    const validate = ajv.getSchema(pointer)!;
    expect(validate, pointer).toBeDefined();
    const body = res.json();
    expect(validate(body), `${method} ${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    return { status: res.statusCode, body };
  };

  it('public routes: health (live and ready), a reference list, a record, castes by religion, plans', async () => {
    await check('GET', '/health', '/api/health');
    await check('GET', '/health/live', '/api/health/live');
    await check('GET', '/health/ready', '/api/health/ready');
    const religions = await check('GET', '/religion-master?pageSize=5', '/api/religion-master');
    const id = religions.body.response.items[0].id;
    await check('GET', `/religion-master/${id}`, '/api/religion-master/{id}');
    await check('GET', `/caste-master/get-caste-master-by-religion-id/${id}`, '/api/caste-master/get-caste-master-by-religion-id/{religionId}');
    const plans = await check('GET', '/SubscriptionPlan/GetAllSubscriptionPlan', '/api/SubscriptionPlan/GetAllSubscriptionPlan');
    expect(plans.body.response.length).toBeGreaterThan(0);
    await check('GET', `/SubscriptionPlan/GetSubscriptionPlanById/${plans.body.response[0].id}`, '/api/SubscriptionPlan/GetSubscriptionPlanById/{id}');
  });

  it("a member's routes: auth/me, the language, the own profile, the dashboard figures, matches", async () => {
    const member = await createMemberWithProfile(t);
    await check('GET', '/auth/me', '/api/auth/me', member.token);
    expect((await check('PUT', '/account/language', '/api/account/language', member.token, { locale: 'ta' })).body.response).toEqual({ locale: 'ta' });
    expect((await check('GET', '/auth/me', '/api/auth/me', member.token)).body.response.locale).toBe('ta');
    await check('GET', `/user-matrimonial-detail/${member.userId}`, '/api/user-matrimonial-detail/{id}', member.token);
    await check('GET', '/Dashboard/GetUserMatchingSummaryAsync', '/api/Dashboard/GetUserMatchingSummaryAsync', member.token);
    await check('GET', '/user-matrimonial-detail/match', '/api/user-matrimonial-detail/match', member.token);
    await check(
      'GET',
      `/Subscription/GetAllUserSubscriptionByUserId/${member.userId}`,
      '/api/Subscription/GetAllUserSubscriptionByUserId/{userId}',
      member.token,
    );
  });

  it('registration, buying a plan and viewing another profile', async () => {
    const registered = await check('POST', '/auth/register', '/api/auth/register', undefined, registration());
    expect(registered.status).toBe(201);
    const buyer = await createMemberWithProfile(t);
    const planId = await activePlanId(t);
    const created = await check('POST', '/Subscription/create', '/api/Subscription/create', buyer.token, { planId });
    expect(created.status).toBe(201);
    const subscriptionId = created.body.response.subscription.id;
    const paid = await check('POST', '/Payment/test-checkout', '/api/Payment/test-checkout', buyer.token, { subscriptionId });
    await check('POST', '/Payment/AddPayment/', '/api/Payment/AddPayment/', buyer.token, { ...paid.body.response.proof, subscriptionId, provider: 'test' });
    await check('PUT', `/Subscription/${subscriptionId}/activate`, '/api/Subscription/{id}/activate', buyer.token);
    await check('GET', `/Subscription/active/${buyer.userId}`, '/api/Subscription/active/{userId}', buyer.token);
    const other = await createMemberWithProfile(t);
    await check(
      'GET',
      `/user-matrimonial-detail/ViewUserProfileAsync/${other.userId}/${buyer.userId}`,
      '/api/user-matrimonial-detail/ViewUserProfileAsync/{id}/{viewerId}',
      buyer.token,
    );
  });

  it('administrator lists and figures', async () => {
    const admin = await tokenFor(t, ADMIN_EMAIL);
    await check('GET', '/Dashboard/GetUserSummary', '/api/Dashboard/GetUserSummary', admin);
    await check('GET', '/Subscription/GetAllUserSubscription', '/api/Subscription/GetAllUserSubscription', admin);
    await check('GET', '/user-matrimonial-detail/search', '/api/user-matrimonial-detail/search', admin);
    await check('GET', '/user-master', '/api/user-master', admin);
    await check('GET', '/user-matrimonial-detail?pageSize=5', '/api/user-matrimonial-detail', admin);
  });

  it('every resource of the resource table: its list and a record, as an administrator', async () => {
    const admin = await tokenFor(t, ADMIN_EMAIL);
    let records = 0;
    for (const resource of RESOURCES.filter((r) => r.access.list !== 'none')) {
      const list = await check('GET', `/${resource.path}?pageSize=3`, `/api/${resource.path}`, admin);
      expect(list.status, resource.path).toBe(200);
      const first = list.body.response.items[0];
      if (!first || resource.access.get === 'none') continue;
      await check('GET', `/${resource.path}/${first.id}`, `/api/${resource.path}/{id}`, admin);
      records++;
    }
    expect(records).toBeGreaterThan(20);
  });

  it('error replies: 401 without a token, 403 for a member on an admin route, 400 and 404', async () => {
    const member = await createMemberWithProfile(t);
    expect((await check('GET', '/auth/me', '/api/auth/me')).status).toBe(401);
    expect((await check('GET', '/Dashboard/GetUserSummary', '/api/Dashboard/GetUserSummary', member.token)).status).toBe(403);
    const bad = await check('GET', '/religion-master?page=0', '/api/religion-master');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toBeDefined();
    expect((await check('GET', '/religion-master/999999', '/api/religion-master/{id}')).status).toBe(404);
  });
});

describe.skipIf(onPostgres)('a client generated from the description', () => {
  // tsc runs as a process of its own: two minutes on a busy machine (docs/decisions/048-the-everyday-verdict.md).
  it('openapi-typescript types compile, and a wrong use of them does not', async () => {
    const types = astToString(await openapiTS(doc));
    fs.writeFileSync(path.join(dir, 'api.d.ts'), types);
    const client = `import type { paths } from './api';
export type Reply<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

export function userName(reply: Reply<'/api/auth/me', 'get'>): string {
  return reply.response === null ? '' : reply.response.userName;
}
export function planNames(reply: Reply<'/api/SubscriptionPlan/GetAllSubscriptionPlan', 'get'>): string[] {
  // Bare, the plans come as an array; asked for a page, as a page of them.
  const plans = reply.response ?? [];
  return (Array.isArray(plans) ? plans : plans.items).map((plan) => \`\${plan.name}: \${plan.price} \${plan.currency}\`);
}
export const login: paths['/api/auth/login']['post']['requestBody'] = { content: { 'application/json': { email: 'a@example.com', password: 'Mango-Tree-47' } } };
export const religionQuery: NonNullable<paths['/api/religion-master']['get']['parameters']['query']> = { page: 2, pageSize: 10, search: 'hin' };
export const religionId: paths['/api/religion-master/{id}']['get']['parameters']['path'] = { id: 3 };
`;
    // One program for the client and two wrong uses of the types, each in its own file.
    const files = {
      client,
      misspelt: `import type { Reply } from './client';\nexport const wrong = (r: Reply<'/api/auth/me', 'get'>) => r.response?.userNmae;\n`,
      stringId: `import type { paths } from './api';\nexport const wrongId: paths['/api/religion-master/{id}']['get']['parameters']['path'] = { id: 'three' };\n`,
    };
    for (const [name, source] of Object.entries(files)) fs.writeFileSync(path.join(dir, `${name}.ts`), source);
    // Compiled by tsc in a process of its own: type-checking the whole API's types takes seconds of
    // CPU, which in this worker would hold up everything else it has to answer meanwhile.
    const tsconfig = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        lib: ['ES2022'],
        types: [],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        skipLibCheck: true,
        pretty: false,
      },
      files: Object.keys(files).map((name) => `${name}.ts`),
    };
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    const output = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: dir }).then(
      (r) => r.stdout,
      (e: { stdout?: string }) => e.stdout ?? '',
    );
    const errorsIn = (name: string) => output.split('\n').filter((line) => line.startsWith(`${name}.ts(`));
    expect(errorsIn('client')).toEqual([]);
    // The types carry the documented shapes: a misspelt field or a string id is refused.
    expect(errorsIn('misspelt').join()).toMatch(/userNmae/);
    expect(errorsIn('stringId').length).toBeGreaterThan(0);
  }, 120_000);
});
