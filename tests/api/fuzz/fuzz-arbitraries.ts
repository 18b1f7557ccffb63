import fc from 'fast-check';
import type { ApiRoute } from '../../helpers/api-routes.ts';

/**
 * Hostile requests for the API fuzz test: path parameters, query strings, headers,
 * JSON, raw and multipart bodies, random and mutated from valid ones.
 */
export type Caller = 'anonymous' | 'member' | 'admin';

export interface FuzzRequest {
  route: ApiRoute;
  caller: Caller;
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  body: BodySpec;
}

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'multipart'; parts: Part[]; truncate: number | null; boundaryMismatch: boolean };

export type Part = { kind: 'field'; name: string; value: string } | { kind: 'file'; name: string; filename: string; bytes: Uint8Array; type: string };

/** Values that have broken parsers, validators and SQL before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '-0',
  '9007199254740993',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "1' OR '1'='1",
  '1; DROP TABLE users; --',
  '%',
  '%00',
  '\u0000',
  '\u202e',
  '😀',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '2025-02-30',
  '9999-12-31T99:99:99Z',
  'a'.repeat(300),
  'ß'.repeat(129),
];
const NASTY_VALUES: unknown[] = [
  ...NASTY_STRINGS,
  0,
  -1,
  1,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  0.1,
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  { id: 1 },
  'x'.repeat(70_000),
];

export const nastyString = fc.constantFrom(...NASTY_STRINGS);
const anyString = fc.oneof(
  nastyString,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 2, arbitrary: anyString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A path segment: a real id most of the time, so the handlers behind the checks run too. */
export function pathValue(realIds: number[]) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...realIds).map(String) },
    { weight: 1, arbitrary: fc.integer({ min: -1_000_000, max: 3_000_000_000 }).map(String) },
    { weight: 2, arbitrary: nastyString.map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%', '..%2F..%2F', '%2e%2e', '1%2F2', 'a'.repeat(250)) },
  );
}

const QUERY_KEYS = [
  'page',
  'pageSize',
  'userId',
  'search',
  'sort',
  'status',
  'exp',
  'r',
  'sig',
  'genderId',
  'casteId',
  'religionId',
  'q',
  'matchingUserId',
  'isActive',
  'filter',
];
const queryKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'a[b]', 'filter[name]', '') },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);

export function queryString(realIds: number[]) {
  const value = fc.oneof(fc.constantFrom(...realIds).map(String), anyString, fc.integer().map(String));
  const pairs = fc.array(fc.tuple(queryKey, value), { maxLength: 6 }).map((list) => {
    const q = new URLSearchParams();
    for (const [k, v] of list) q.append(k, v);
    return q.toString();
  });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 6, arbitrary: pairs },
    { weight: 1, arbitrary: fc.constantFrom('%', '&&&=', 'page=%ZZ', 'a[b][c][d]=1', '__proto__[x]=1', 'page=1&page=2&page=3', 'userId[]=1') },
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  '*/*',
  'garbage',
  '',
];

/** Headers a client controls; the Authorization header is chosen by the caller (see the test). */
export function headers() {
  return fc.record(
    {
      'x-verification-token': anyString.map((s) => s.replace(/[\r\n]/g, '')),
      'x-razorpay-signature': fc.oneof(
        fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
        anyString.map((s) => s.replace(/[\r\n]/g, '')),
      ),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', '*', 'gzip;q=0, br;q=0'),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1', '1.2.3.4, 5.6.7.8'),
      origin: fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1:4321'),
    },
    { requiredKeys: [] },
  );
}

/** A valid body with one change: a field dropped, replaced, added, or the whole thing replaced. */
export function mutatedBody(valid: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const base = valid ?? {};
  const keys = Object.keys(base);
  const options: fc.Arbitrary<unknown>[] = [fc.constant(base), fc.tuple(anyString, anyValue).map(([k, v]) => ({ ...base, [k]: v }))];
  if (keys.length) {
    options.push(fc.tuple(fc.constantFrom(...keys), anyValue).map(([k, v]) => ({ ...base, [k]: v })));
    options.push(fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(base).filter(([key]) => key !== k))));
    options.push(fc.array(fc.tuple(fc.constantFrom(...keys), anyValue), { maxLength: 4 }).map((changes) => ({ ...base, ...Object.fromEntries(changes) })));
  }
  options.push(anyValue);
  options.push(fc.constant(JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}')));
  return fc.oneof(...options);
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
const PDF = new TextEncoder().encode('%PDF-1.4\n');
const withMagic = (magic: Uint8Array) => fc.uint8Array({ maxLength: 2048 }).map((rest) => Uint8Array.from([...magic, ...rest]));

export function multipartParts(realIds: number[], validFile: Uint8Array) {
  const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('userId', 'documentTypeId', 'file', 'name') }, { weight: 1, arbitrary: anyString });
  const bytes = fc.oneof(
    fc.constant(validFile),
    fc.integer({ min: 1, max: Math.max(1, validFile.length - 1) }).map((n) => validFile.slice(0, n)),
    withMagic(PNG),
    withMagic(JPEG),
    withMagic(PDF),
    fc.uint8Array({ maxLength: 2048 }),
  );
  const field = fc.record({ kind: fc.constant('field' as const), name: fieldName, value: fc.oneof(fc.constantFrom(...realIds).map(String), anyString) });
  const file = fc.record({
    kind: fc.constant('file' as const),
    name: fc.oneof({ weight: 4, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: fieldName }),
    filename: fc.oneof(fc.constantFrom('photo.png', 'scan.pdf', 'a.jpg', '../../x.png', '', 'x'.repeat(300) + '.png'), anyString),
    bytes,
    type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', 'application/octet-stream'),
  });
  return fc.array(fc.oneof({ weight: 2, arbitrary: field }, { weight: 1, arbitrary: file }), { maxLength: 8 });
}

export function bodySpec(valid: Record<string, unknown> | undefined, realIds: number[], validFile: Uint8Array): fc.Arbitrary<BodySpec> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
    { weight: 8, arbitrary: mutatedBody(valid).map((value): BodySpec => ({ kind: 'json', value })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(anyString, fc.constantFrom('{', '{"a":', '[[[[[[[[[[[[[[[[[[[[', '{"a":1}garbage', '1e400', '"\\ud800"', 'a=1&b=2', '['.repeat(5000))),
          fc.constantFrom(...CONTENT_TYPES),
        )
        .map(([text, contentType]): BodySpec => ({ kind: 'raw', text, contentType })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          multipartParts(realIds, validFile),
          fc.option(fc.integer({ min: 0, max: 5000 }), { freq: 5 }),
          fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
        )
        .map(([parts, truncate, boundaryMismatch]): BodySpec => ({ kind: 'multipart', parts, truncate, boundaryMismatch })),
    },
  );
}

export async function encodeMultipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if (p.kind === 'field') form.append(p.name, p.value);
    else form.append(p.name, new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.filename);
  }
  const req = new Request('http://fuzz.local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}
