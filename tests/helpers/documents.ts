import fs from 'node:fs';
import path from 'node:path';
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
  return { status: res.statusCode, body: res.json() };
}

/** Document type ids keyed by the specification's camelCase names ('aadharCard'). */
export async function documentTypeIds(t: TestApp): Promise<Record<string, number>> {
  const rows = (await t.db.selectFrom('documentType').select(['id', 'name']).execute()) as Array<{ id: number; name: string }>;
  return Object.fromEntries(rows.map((row) => [camelCase(row.name), row.id]));
}

export const documentRows = (t: TestApp, userId: number) => t.db.selectFrom('document').selectAll().where('userId', '=', userId).execute();

export const storedFile = (t: TestApp, storageKey: string) => path.join(t.dataDir, 'uploads', storageKey);
export const uploadsCount = (t: TestApp) => (fs.existsSync(path.join(t.dataDir, 'uploads')) ? fs.readdirSync(path.join(t.dataDir, 'uploads')).length : 0);
