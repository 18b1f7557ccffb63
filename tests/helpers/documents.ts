import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { camelCase } from '../../src/shared/camel-case.ts';
import { multipartBody } from '../factories/documents.ts';
import type { TestApp } from './test-app.ts';

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

/** Document type ids keyed by the camelCase names of docs/product/data.md ('aadharCard'). */
export async function documentTypeIds(t: TestApp): Promise<Record<string, number>> {
  const rows = (await t.db.selectFrom('documentType').select(['id', 'name']).execute()) as Array<{ id: number; name: string }>;
  return Object.fromEntries(rows.map((row) => [camelCase(row.name), row.id]));
}

export const documentRows = (t: TestApp, userId: number) => t.db.selectFrom('document').selectAll().where('userId', '=', userId).execute();

export const storedFile = (t: TestApp, storageKey: string) => path.join(t.dataDir, 'uploads', storageKey);
export const uploadsCount = (t: TestApp) => (fs.existsSync(path.join(t.dataDir, 'uploads')) ? fs.readdirSync(path.join(t.dataDir, 'uploads')).length : 0);
