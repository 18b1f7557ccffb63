import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, type TestApp } from '../helpers/test-app.ts';
import { uploadDocument } from '../factories/documents.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { tokenFor } from '../factories/sessions.ts';
import { createTestAppOn, documentRows, STORES, storedExists } from '../helpers/documents.ts';
import { DOCUMENT_TEXT } from '../../src/shared/messages.ts';

let t: TestApp;
describe.each(STORES)('with uploads on %s', (store) => {
  beforeAll(async () => {
    t = await createTestAppOn(store, { RATE_LIMITS: 'false' });
  });
  afterAll(() => t.close());

  const photosSeenBy = async (viewer: { userId: number; token: string }, targetId: number) => {
    const res = await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${targetId}/${viewer.userId}`, { token: viewer.token });
    expect(res.status).toBe(200);
    return (res.body.response.photos as Array<{ documentType: string }>).map((p) => p.documentType);
  };

  describe('DELETE /Document/{id}', () => {
    it('removes the row and the file, and other members no longer see the photo', async () => {
      const owner = await createMemberWithProfile(t, { genderId: 2, isVerified: 1 });
      const viewer = await createMemberWithProfile(t, { genderId: 1 });
      const doc = await uploadDocument(t, owner.token, owner.userId);
      // Others see a photo once an administrator approves it (docs/product/documents-and-photos.md).
      expect((await call(t.app, 'POST', `/photo-approval/${doc.id}/approve`, { token: await tokenFor(t, ADMIN_EMAIL) })).status).toBe(200);
      const [row] = await documentRows(t, owner.userId);
      const file = row.storageKey as string;
      // The photo and its display sizes (thumbnail, gallery, preview).
      const sizes = [row.thumbKey, row.galleryKey, row.previewKey] as string[];
      expect(await storedExists(t, file)).toBe(true);
      for (const size of sizes) expect(await storedExists(t, size)).toBe(true);
      expect(await photosSeenBy(viewer, owner.userId)).toHaveLength(1);

      const res = await call(t.app, 'DELETE', `/Document/${doc.id}`, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body.response).toEqual({ id: doc.id });
      expect(await documentRows(t, owner.userId)).toEqual([]);
      expect(await storedExists(t, file)).toBe(false);
      for (const size of sizes) expect(await storedExists(t, size)).toBe(false);
      expect(await photosSeenBy(viewer, owner.userId)).toEqual([]);
      expect((await call(t.app, 'GET', `/documents/user/${owner.userId}`, { token: owner.token })).status).toBe(404);
    });

    it("another member's document does not exist for the caller; an administrator may delete it", async () => {
      const owner = await createMemberWithProfile(t, { genderId: 2 });
      const other = await createMemberWithProfile(t, { genderId: 1 });
      const doc = await uploadDocument(t, owner.token, owner.userId);
      const refused = await call(t.app, 'DELETE', `/Document/${doc.id}`, { token: other.token });
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe(DOCUMENT_TEXT.notFound);
      expect(await documentRows(t, owner.userId)).toHaveLength(1);
      expect((await call(t.app, 'DELETE', `/Document/${doc.id}`)).status).toBe(401);
      expect((await call(t.app, 'DELETE', `/Document/${doc.id}`, { token: await tokenFor(t, ADMIN_EMAIL) })).status).toBe(200);
      expect(await documentRows(t, owner.userId)).toEqual([]);
      expect((await call(t.app, 'DELETE', `/Document/${doc.id}`, { token: owner.token })).status).toBe(404);
    });
  });
});
