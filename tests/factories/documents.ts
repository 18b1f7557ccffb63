import sharp from 'sharp';
import type { TestApp } from '../helpers/test-app.ts';

/** A multipart body built by the platform's own FormData, as a browser would send it. */
export async function multipartBody(fields: Record<string, string | number>, file?: { name: string; bytes: Uint8Array; field?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const req = new Request('http://test.local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

export const smallPng = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#c0306a' } })
    .png()
    .toBuffer();

export async function firstDocumentTypeId(t: TestApp): Promise<number> {
  const row = await t.db.selectFrom('documentType').select('id').orderBy('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Uploads a small photo for `userId` through POST /Document/upload; returns the stored document's view. */
export async function uploadDocument(t: TestApp, token: string, userId: number): Promise<{ id: number; docUrl: string }> {
  const { payload, contentType } = await multipartBody(
    { userId, documentTypeId: await firstDocumentTypeId(t) },
    { name: 'photo.png', bytes: await smallPng() },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Document/upload',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json().response;
}
