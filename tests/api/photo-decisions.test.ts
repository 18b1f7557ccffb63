import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MSG } from '../../src/shared/messages.ts';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { uploadDocument } from '../factories/documents.ts';

/** Reviewing and undoing a photo decision (docs/product/documents-and-photos.md). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

async function memberPhoto() {
  const user = await createUser(t);
  const token = await tokenFor(t, user.email);
  return { userId: user.id, photoId: (await uploadDocument(t, token, user.id)).id };
}
const pendingIds = async () => ((await call(t.app, 'GET', '/photo-approval', { token: admin })).body.response as Array<{ id: number }>).map((p) => p.id);

describe('a photo decision can be reviewed and undone', () => {
  it('a rejected photo is listed with its reason and reviewer, and Undo puts it back in the queue', async () => {
    const { userId, photoId } = await memberPhoto();
    const reason = 'The face is hidden behind sunglasses.';
    expect((await call(t.app, 'POST', `/photo-approval/${photoId}/reject`, { token: admin, body: { reason } })).status).toBe(200);
    expect(await pendingIds()).not.toContain(photoId);

    const decided = await call(t.app, 'GET', '/photo-approval/decided', { token: admin });
    expect(decided.status).toBe(200);
    const entry = (decided.body.response as Array<Record<string, unknown>>).find((p) => p.id === photoId);
    expect(entry).toMatchObject({ userId, approval: 'rejected', rejectReason: reason, reviewerName: expect.any(String) });
    expect(String(entry?.galleryUrl)).toContain(`/files/${photoId}`);

    const before = Number(
      (
        await t.db
          .selectFrom('auditLog')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    const undone = await call(t.app, 'POST', `/photo-approval/${photoId}/undo`, { token: admin });
    expect(undone.status).toBe(200);
    expect(undone.body.response).toEqual({ id: photoId, userId, approval: 'pending' });
    expect(await pendingIds()).toContain(photoId);
    const listed = (await call(t.app, 'GET', '/photo-approval/decided', { token: admin })).body.response as Array<{ id: number }>;
    expect(listed.map((p) => p.id)).not.toContain(photoId);

    // Audited like every administrator act, and kept in the member's moderation log.
    const audit = await t.db.selectFrom('auditLog').selectAll().where('id', '>', before).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ kind: 'photo.undo', recordId: photoId, subjectId: userId });
    const log = await t.db.selectFrom('moderationAction').select(['action', 'note']).where('userId', '=', userId).orderBy('id', 'desc').executeTakeFirst();
    expect(log).toEqual({ action: 'photo-undone', note: 'Was rejected' });
  });

  it('undoing an approval hides the photo again; a photo not decided cannot be undone', async () => {
    const { photoId } = await memberPhoto();
    const notDecided = await call(t.app, 'POST', `/photo-approval/${photoId}/undo`, { token: admin });
    expect(notDecided.status).toBe(409);
    expect(notDecided.body.error.message).toBe(PHOTO_MSG.photoNotDecided);
    expect((await call(t.app, 'POST', `/photo-approval/${photoId}/approve`, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'POST', `/photo-approval/${photoId}/undo`, { token: admin })).status).toBe(200);
    const row = await t.db.selectFrom('document').select(['approval', 'reviewedBy', 'rejectReason']).where('id', '=', photoId).executeTakeFirstOrThrow();
    expect(row).toEqual({ approval: 'pending', reviewedBy: null, rejectReason: null });
    expect((await call(t.app, 'POST', '/photo-approval/999999999/undo', { token: admin })).status).toBe(404);
  });
});
