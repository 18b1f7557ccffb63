import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type TestApp } from '../helpers/test-app.ts';
import { memberSession, tokenFor } from '../factories/sessions.ts';
import { PDF, STORES, createTestAppOn, documentTypeIds, uploadDocument } from '../helpers/documents.ts';
import { uploadDocument as uploadPhoto } from '../factories/documents.ts';

/**
 * Identity and certificate documents are not bearer links: the signed link also needs the
 * signed-in owner or an administrator, and the access log names who actually read. Photos stay
 * plain signed links.
 */
let t: TestApp;
describe.each(STORES)('with uploads on %s', (store) => {
  beforeAll(async () => {
    t = await createTestAppOn(store);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  describe('reading an identity document', () => {
    it('needs the owner’s or an administrator’s session, and logs the real reader', async () => {
      const owner = await memberSession(t);
      const other = await memberSession(t);
      const admin = await tokenFor(t, ADMIN_EMAIL);
      const adminId = (await t.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).id;
      const types = await documentTypeIds(t);
      const upload = await uploadDocument(t, owner.token, { userId: owner.userId, documentTypeId: types.aadharCard }, { name: 'aadhaar.pdf', bytes: PDF });
      const { id, docUrl } = upload.body.response as { id: number; docUrl: string };

      const anonymous = await get(docUrl);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ responseCode: 401, response: null });
      expect((await get(docUrl, other.token)).statusCode).toBe(403);
      const byOwner = await get(docUrl, owner.token);
      expect(byOwner.statusCode).toBe(200);
      expect(byOwner.rawPayload.equals(PDF)).toBe(true);
      // The link was issued to the owner; the administrator reading it is logged as the administrator.
      expect((await get(docUrl, admin)).statusCode).toBe(200);

      const log = await t.db.selectFrom('documentAccessLog').select('readerId').where('documentId', '=', id).orderBy('id').execute();
      expect(log.map((r) => Number(r.readerId))).toEqual([owner.userId, Number(adminId)]);
    });

    it('a photo stays a signed link an <img> can show', async () => {
      const owner = await memberSession(t);
      const photo = await uploadPhoto(t, owner.token, owner.userId);
      expect((await get(photo.docUrl)).statusCode).toBe(200);
    });
  });
});
