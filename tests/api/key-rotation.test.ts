import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { memberSession } from '../factories/sessions.ts';
import { PDF, documentTypeIds, uploadDocument } from '../helpers/documents.ts';

/**
 * Rotating SIGNING_KEY and DOCUMENT_KEY: with the old keys in *_PREVIOUS, links signed and
 * documents encrypted before still work; everything new uses the new keys.
 */
const OLD = { SIGNING_KEY: 'old-signing-key-0123456789-0123456789-abcdef', DOCUMENT_KEY: '11'.repeat(32) };
const NEW = { SIGNING_KEY: 'new-signing-key-0123456789-0123456789-abcdef', DOCUMENT_KEY: '22'.repeat(32) };

let t: TestApp;
let rotated: FastifyInstance;
let onlyNew: FastifyInstance;
const appWith = async (env: Record<string, string>) => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, STATIC_DIR: 'none', ADMIN_EMAIL, ADMIN_PASSWORD, ...env });
  const app = await buildApp({ config, db: t.db });
  await app.ready();
  return app;
};
beforeAll(async () => {
  t = await createTestApp(OLD);
  rotated = await appWith({ ...NEW, SIGNING_KEY_PREVIOUS: OLD.SIGNING_KEY, DOCUMENT_KEY_PREVIOUS: OLD.DOCUMENT_KEY });
  onlyNew = await appWith(NEW);
});
afterAll(async () => {
  await rotated.close();
  await onlyNew.close();
  await t.close();
});

describe('key rotation', () => {
  it('the previous keys still verify old links and decrypt old documents; new ones use the new keys', async () => {
    const member = await memberSession(t);
    const types = await documentTypeIds(t);
    const before = await uploadDocument(t, member.token, { userId: member.userId, documentTypeId: types.aadharCard }, { name: 'a.pdf', bytes: PDF });
    expect(before.status).toBe(201);
    const oldLink = before.body.response.docUrl as string;
    const read = await rotated.inject({ method: 'GET', url: oldLink, headers: { authorization: `Bearer ${member.token}` } });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    // Without the previous keys the old link and the old file are unreadable: the keys really changed.
    expect((await onlyNew.inject({ method: 'GET', url: oldLink, headers: { authorization: `Bearer ${member.token}` } })).statusCode).toBe(403);

    const after = await uploadDocument(
      { ...t, app: rotated },
      member.token,
      { userId: member.userId, documentTypeId: types.aadharCard },
      { name: 'b.pdf', bytes: PDF },
    );
    expect(after.status).toBe(201);
    const fresh = await onlyNew.inject({ method: 'GET', url: after.body.response.docUrl, headers: { authorization: `Bearer ${member.token}` } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.rawPayload.equals(PDF)).toBe(true);
  });
});
