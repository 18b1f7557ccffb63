import zlib from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionByToken } from '../../../src/server/modules/auth/index.ts';
import { ROLE_IDS } from '../../../src/shared/constants.ts';
import { RESOURCES } from '../../../src/shared/resources.ts';
import { registerMember, registration } from '../../factories/accounts.ts';
import { activePlanId, paymentProof } from '../../factories/commerce.ts';
import { smallPng, uploadDocument } from '../../factories/documents.ts';
import { fullProfile, referenceIds } from '../../factories/profile-sample.ts';
import { createMemberWithProfile } from '../../factories/profiles.ts';
import { sampleRecord } from '../../factories/resource-samples.ts';
import { createUser, tokenFor } from '../../factories/sessions.ts';
import { fillPath, registeredApiRoutes, routeKey, type ApiRoute } from '../../helpers/api-routes.ts';
import { integrityProblems } from '../../helpers/db-integrity.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  bodySpec,
  encodeMultipart,
  headers as headerArb,
  nastyString,
  pathValue,
  queryString,
  type BodySpec,
  type Caller,
  type FuzzRequest,
} from './fuzz-arbitraries.ts';

/**
 * The API fuzz test (docs/decisions/008-access-matrix-and-api-fuzzing.md): random and mutated
 * requests to every route, as nobody, a member and an administrator. Never a
 * 5xx; always the envelope with the HTTP status as responseCode; the database consistent
 * afterwards. FUZZ_SEED replays a run, FUZZ_RUNS sets its size. Without them the run is the
 * everyday one: a fixed seed, so a failure is the code's and not the dice's, and enough requests
 * to reach every route. `npm run test:soak` runs the long one (20,000 on SQLite, 10,000 on
 * PostgreSQL) with a fresh seed, which it prints.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_123;
const PASSWORD = 'Secret-Pass-1';

/**
 * Routes whose success is a file, not the envelope (a document, a receipt, an invoice, the audit
 * log as CSV), as the API description declares them (`METHOD /path` with :name parameters); the
 * description itself is read at /docs.
 */
const filesOnSuccess = new Set<string>();
const RAW_ON_SUCCESS = (route: ApiRoute) => route.path.startsWith('/docs') || filesOnSuccess.has(routeKey(route));

/** The operations of the served API description whose success reply is declared with a media type other than JSON. */
async function routesAnsweringFiles(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = res.json().paths as Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
  return Object.entries(paths).flatMap(([url, operations]) =>
    Object.entries(operations)
      .filter(([, op]) =>
        Object.entries(op.responses ?? {}).some(
          ([status, reply]) => status.startsWith('2') && Object.keys(reply.content ?? {}).some((type) => !type.includes('json')),
        ),
      )
      .map(([method]) => `${method.toUpperCase()} ${url.slice('/api'.length).replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

let t: TestApp;
let routes: ApiRoute[];
const people: Record<Exclude<Caller, 'anonymous'>, { id: number; email: string; token: string }> = {} as never;
let realIds: number[] = [];
const validBodies = new Map<string, Record<string, unknown>>();

async function person(caller: Exclude<Caller, 'anonymous'>) {
  const u =
    caller === 'member'
      ? await createMemberWithProfile(t, { isVerified: 1 }, { password: PASSWORD })
      : await createUser(t, { roleId: ROLE_IDS.admin, password: PASSWORD }).then(async (a) => ({
          userId: a.id,
          email: a.email,
          token: await tokenFor(t, a.email),
        }));
  people[caller] = { id: u.userId, email: u.email, token: u.token };
}

/**
 * A fuzzed request may sign its caller out, change the password or e-mail address, or delete the
 * account: sign the same account in again by its id, or start again with a new one.
 */
async function liveToken(caller: Exclude<Caller, 'anonymous'>) {
  if (!(await findSessionByToken(t.db, people[caller].token))) {
    const alive = await t.db.selectFrom('users').select('id').where('id', '=', people[caller].id).where('isActive', '=', 1).executeTakeFirst();
    if (alive) people[caller].token = (await createSession(t.db, people[caller].id, 1, { ip: '127.0.0.1', userAgent: 'vitest' })).token;
    else await person(caller);
  }
  return people[caller].token;
}

beforeAll(async () => {
  // FUZZ_LOG=1 shows the server's error log, to see what lies behind a 5xx.
  t = await createTestApp({ RATE_LIMITS: 'false', RAZORPAY_WEBHOOK_SECRET: 'fuzz-webhook-secret', ...(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {}) });
  routes = registeredApiRoutes(t.app);
  for (const key of await routesAnsweringFiles()) filesOnSuccess.add(key);
  // Read right, the description names registered routes, and some of them answer files.
  expect(filesOnSuccess.size).toBeGreaterThan(0);
  expect([...filesOnSuccess].filter((key) => !routes.some((route) => routeKey(route) === key))).toEqual([]);
  await person('member');
  await person('admin');
  const other = await createMemberWithProfile(t, { isVerified: 1 });
  const doc = await uploadDocument(t, people.member.token, people.member.id);
  const proof = await paymentProof(t, people.member.token);
  const planId = await activePlanId(t);
  const pending = await registerMember(t);
  realIds = [...new Set([1, 2, 3, people.member.id, people.admin.id, other.userId, doc.id, proof.subscriptionId, planId, pending.userId])];

  for (const resource of RESOURCES) {
    const sample = await sampleRecord(t, resource);
    validBodies.set(`POST /${resource.path}`, sample);
    validBodies.set(`PUT /${resource.path}/:id`, sample);
  }
  const profile = fullProfile(people.member.id, await referenceIds(t)) as Record<string, unknown>;
  for (const key of [
    'PUT /user-matrimonial-detail/UpdateUserMatrimonial',
    'PUT /user-matrimonial-detail/UpdateUserMatrimonial/:id',
    'PUT /user-matrimonial-detail/:id',
    'POST /user-matrimonial-detail',
  ])
    validBodies.set(key, profile);
  const plan = { name: 'Fuzz plan', price: 499, durationDays: 30, contactViews: 5, description: 'Fuzz', isActive: true };
  const known: Record<string, Record<string, unknown>> = {
    'POST /auth/register': registration(),
    'POST /auth/login': { email: people.member.email, password: PASSWORD },
    'POST /auth/verify-otp': {
      userId: pending.userId,
      verificationToken: pending.verificationToken,
      email: pending.body.email,
      mobile: pending.body.mobile,
      emailOtpCode: '123456',
      mobileOtpCode: '123456',
    },
    'POST /auth/resend-otp': { userId: pending.userId, verificationToken: pending.verificationToken },
    'POST /auth/reset-password': { email: people.member.email },
    'POST /auth/complete-reset': { token: 'A'.repeat(43), newPassword: 'Fuzz-Pass-123', confirmPassword: 'Fuzz-Pass-123' },
    'POST /auth/update-password': { currentPassword: PASSWORD, newPassword: 'Fuzz-Pass-123', confirmPassword: 'Fuzz-Pass-123' },
    'DELETE /account': { password: 'not-the-password' },
    'POST /user-matrimonial-detail/UpdateMatchingProfile': { userId: people.member.id, matchingUserId: other.userId },
    'POST /Subscription/create': { planId },
    'PUT /Subscription/GetAllUserSubscription/:id': { status: 'cancelled' },
    'POST /Payment/AddPayment/': { ...proof, provider: 'test' },
    'POST /Payment/test-checkout': { subscriptionId: proof.subscriptionId },
    'POST /SubscriptionPlan/AddSubscriptionPlan': plan,
    'PUT /SubscriptionPlan/UpdateSubscriptionPlan/:id': plan,
    'POST /Payment/razorpay-webhook': { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_x', order_id: proof.orderId, amount: 49900 } } } },
  };
  for (const [key, body] of Object.entries(known)) validBodies.set(key, body);
}, 120_000);
afterAll(() => t?.close());

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;

function requestArbitrary(png: Uint8Array): fc.Arbitrary<FuzzRequest & { method: string; authOverride: string | null }> {
  return fc.constantFrom(...routes).chain((route) => {
    const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).concat(route.path.endsWith('*') ? ['*'] : []);
    const params = names.length
      ? fc.record(
          Object.fromEntries(
            names.map((n) => [
              n,
              n === '*'
                ? fc.oneof(fc.constantFrom('swagger-ui.css', 'index.css', '../../../package.json', '%2e%2e/secrets'), nastyString.map(encodeURIComponent))
                : pathValue(realIds),
            ]),
          ),
        )
      : fc.constant({});
    return fc.record({
      route: fc.constant(route),
      method: fc.oneof({ weight: 12, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      caller: fc.constantFrom<Caller>('anonymous', 'member', 'admin'),
      params: params as fc.Arbitrary<Record<string, string>>,
      query: queryString(realIds),
      headers: headerArb(),
      authOverride: fc.oneof(
        { weight: 12, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom('Bearer', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'x'.repeat(250)}`, 'Bearer null', 'bearer \u00e9') },
      ),
      body: bodySpec(validBodies.get(routeKey(route)), realIds, png),
    });
  });
}

async function encode(body: BodySpec): Promise<{ payload?: string | Buffer; contentType?: string }> {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json': {
      const text = JSON.stringify(body.value);
      return text === undefined ? {} : { payload: text, contentType: 'application/json' };
    }
    case 'raw':
      return { payload: body.text, contentType: body.contentType || undefined };
    case 'multipart': {
      const { payload, contentType } = await encodeMultipart(body.parts);
      return {
        payload: body.truncate === null ? payload : payload.subarray(0, body.truncate),
        contentType: body.boundaryMismatch ? 'multipart/form-data; boundary=----not-the-boundary' : contentType,
      };
    }
  }
}

function decoded(raw: Buffer, encoding: unknown): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

let sent = 0;
const hits = new Map<string, number>();
const statusClasses = new Map<string, number>();

/**
 * A request that never answers is a hang, not a slow reply: name it at once instead of letting
 * the whole run reach the test's timeout with nothing to show for it.
 */
const HANG_MS = 60_000;
async function answered<T>(reply: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no reply after ${HANG_MS / 1000} s`)), HANG_MS);
  });
  try {
    return await Promise.race([reply, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** The reply a client would see must be the envelope, its status the responseCode, and never a 5xx. */
async function sendAndCheck(r: FuzzRequest & { method: string; authOverride: string | null }) {
  const url = `/api${fillPath(r.route.path, r.params)}${r.query ? `?${r.query}` : ''}`;
  const headers: Record<string, string> = { ...(r.headers as Record<string, string>) };
  if (r.authOverride) headers.authorization = r.authOverride;
  else if (r.caller !== 'anonymous') headers.authorization = `Bearer ${await liveToken(r.caller)}`;
  const { payload, contentType } = await encode(r.body);
  if (contentType) headers['content-type'] = contentType;
  const res = await answered(t.app.inject({ method: r.method as 'GET', url, headers, payload }), `${r.method} ${url} as ${r.caller}`);
  sent++;
  const statusClass = `${String(res.statusCode)[0]}xx`;
  statusClasses.set(statusClass, (statusClasses.get(statusClass) ?? 0) + 1);
  hits.set(routeKey(r.route), (hits.get(routeKey(r.route)) ?? 0) + 1);
  const where = `${r.method} ${url} as ${r.caller} → ${res.statusCode}`;
  if (res.statusCode >= 500) throw new Error(`${where}: a server error: ${res.body.slice(0, 300)}`);
  if (r.method === 'HEAD' || res.statusCode === 204) return;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    const allowed = res.statusCode < 400 && RAW_ON_SUCCESS(r.route) && r.method === r.route.method;
    if (!allowed) throw new Error(`${where}: not the JSON envelope (${type}): ${res.body.slice(0, 200)}`);
    return;
  }
  const body = JSON.parse(decoded(res.rawPayload, res.headers['content-encoding']));
  if (r.route.path.startsWith('/docs') && res.statusCode < 400) return; // the OpenAPI document itself
  const keys = Object.keys(body ?? {})
    .sort()
    .join(',');
  if (keys !== 'error,response,responseCode') throw new Error(`${where}: envelope keys are ${keys}`);
  if (body.responseCode !== res.statusCode) throw new Error(`${where}: responseCode ${body.responseCode}`);
  if (res.statusCode >= 400 && (body.response !== null || typeof body.error?.message !== 'string' || !body.error.message))
    throw new Error(`${where}: an error without a message: ${JSON.stringify(body)}`);
  if (res.statusCode < 400 && body.error !== null) throw new Error(`${where}: success with an error: ${JSON.stringify(body.error)}`);
}

describe(`API fuzz (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it(`answers ${RUNS} hostile requests to every route with the envelope and never a 5xx`, async () => {
    const png = new Uint8Array(await smallPng());
    console.log(`API fuzz: seed ${SEED}, ${RUNS} runs over ${routes.length} routes (replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`);
    const started = performance.now();
    await fc.assert(fc.asyncProperty(requestArbitrary(png), sendAndCheck), { seed: SEED, numRuns: RUNS, endOnFailure: true });
    const seconds = (performance.now() - started) / 1000;
    const replies = [...statusClasses]
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    console.log(`API fuzz: ${sent} requests in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)} per second), seed ${SEED}; replies ${replies}`);
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    const missed = routes.map(routeKey).filter((k) => !hits.has(k));
    if (RUNS >= routes.length * 10) expect(missed, 'routes the fuzzer never called').toEqual([]);
  }, 1_800_000);

  it('leaves the database consistent', async () => {
    expect(await integrityProblems(t.db)).toEqual([]);
  });
});
