import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { uploadStore } from '../../src/server/modules/documents/index.ts';
import { multipartBody } from '../factories/documents.ts';
import { startTestBucket } from './s3-bucket.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A one-page PDF small enough to read in a test failure. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Uploads through POST /Document/upload as a browser would (multipart from the platform's FormData). */
export async function uploadDocument(t: TestApp, token: string | undefined, fields: Record<string, string | number>, file?: { name: string; bytes: Buffer }) {
  const { payload, contentType } = await multipartBody(fields, file);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/Document/upload', headers, payload });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/**
 * An upload whose body arrives in two steps, as over a slow connection: everything but the last
 * `heldBack` bytes is sent now, the rest when `finish()` is called. `reply` settles once the
 * server answers, which may be before the body is complete (a refusal).
 */
export async function heldUpload(t: TestApp, token: string, fields: Record<string, string | number>, file: { name: string; bytes: Buffer }, heldBack = 1000) {
  const { payload, contentType } = await multipartBody(fields, file);
  const body = new PassThrough();
  body.write(payload.subarray(0, payload.length - heldBack));
  const reply = t.app
    .inject({ method: 'POST', url: '/api/Document/upload', headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, payload: body })
    .then((res) => ({ status: res.statusCode, headers: res.headers, body: res.json() }));
  return {
    reply,
    finish: () => body.end(payload.subarray(payload.length - heldBack)),
    /** The connection drops before the body is complete. */
    abort: () => body.destroy(new Error('connection dropped')),
  };
}

/** Files in the uploads folder still arriving from a request (`<key>.incoming`). */
export const incomingFiles = (t: TestApp) =>
  fs.existsSync(path.join(t.dataDir, 'uploads')) ? fs.readdirSync(path.join(t.dataDir, 'uploads')).filter((name) => name.endsWith('.incoming')) : [];

/** Lets the server run until `ready()` holds: an event to wait for, not a time. */
export async function until(ready: () => boolean) {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Document type ids keyed by their codes, the document keys of docs/product/data.md ('aadharCard'). */
export async function documentTypeIds(t: TestApp): Promise<Record<string, number>> {
  const rows = await t.db.selectFrom('documentType').select(['id', 'code']).execute();
  return Object.fromEntries(rows.map((row) => [String(row.code), Number(row.id)]));
}

export const documentRows = (t: TestApp, userId: number) => t.db.selectFrom('document').selectAll().where('userId', '=', userId).execute();

/** Where uploads are stored in a test: DATA_DIR/uploads, or a bucket of a real S3-protocol server. */
export const STORES = ['disk', 's3'] as const;
export type Store = (typeof STORES)[number];

/** A test app whose uploads go to the store named; for 's3', with a bucket of its own that closes with it. */
export async function createTestAppOn(store: Store, env: Record<string, string> = {}): Promise<TestApp> {
  if (store === 'disk') return createTestApp(env);
  const bucket = await startTestBucket();
  const t = await createTestApp({ ...env, ...bucket.env });
  const close = t.close;
  t.close = async () => {
    await close();
    await bucket.close();
  };
  return t;
}

/** Whether the store holds a file under this key (a committed one, on disk or in the bucket). */
export const storedExists = (t: TestApp, storageKey: string) => uploadStore(t.config).exists(storageKey);

/** The stored bytes of a file, as they are at rest (an identity document encrypted). */
export async function storedBytes(t: TestApp, storageKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await uploadStore(t.config).open(storageKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Everything the store holds, with, for a bucket, what is in the instance's working folder. */
export async function uploadsCount(t: TestApp): Promise<number> {
  const dir = path.join(t.dataDir, 'uploads');
  const local = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  if (t.config.uploads.kind === 'disk') return local;
  let objects = 0;
  for await (const _entry of uploadStore(t.config).entries()) objects++;
  return local + objects;
}
