import fs from 'node:fs';
import path from 'node:path';
import { untyped } from '../../src/server/db/database.ts';
import { camelCase } from '../../src/shared/camel-case.ts';
import type { TestApp } from './test-app.ts';

/** A one-page PDF small enough to read in a test failure. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A multipart request built by the platform's own FormData, as a browser would send it. */
export async function uploadDocument(t: TestApp, token: string | undefined, fields: Record<string, string | number>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const req = new Request('http://test.local/', { method: 'POST', body: form });
  const payload = Buffer.from(await req.arrayBuffer());
  const headers: Record<string, string> = { 'content-type': req.headers.get('content-type')! };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/Document/upload', headers, payload });
  return { status: res.statusCode, body: res.json() };
}

/** Document type ids keyed by the specification's camelCase names ('aadharCard'). */
export async function documentTypeIds(t: TestApp): Promise<Record<string, number>> {
  const rows = (await untyped(t.db).selectFrom('documentType').select(['id', 'name']).execute()) as Array<{ id: number; name: string }>;
  return Object.fromEntries(rows.map((row) => [camelCase(row.name), row.id]));
}

export const documentRows = (t: TestApp, userId: number) => untyped(t.db).selectFrom('document').selectAll().where('userId', '=', userId).execute();

export const storedFile = (t: TestApp, storageKey: string) => path.join(t.dataDir, 'uploads', storageKey);
export const uploadsCount = (t: TestApp) => (fs.existsSync(path.join(t.dataDir, 'uploads')) ? fs.readdirSync(path.join(t.dataDir, 'uploads')).length : 0);
