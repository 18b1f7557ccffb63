import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../src/server/lib/events/events.ts';
import { secretsFor } from '../../src/server/lib/secrets.ts';
import { signDocUrl } from '../../src/server/modules/documents/index.ts';
import { ADMIN_EMAIL, call, type TestApp } from '../helpers/test-app.ts';
import { STORES, createTestAppOn, documentTypeIds, uploadDocument } from '../helpers/documents.ts';
import { activeSubscription } from '../factories/commerce.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { tokenFor } from '../factories/sessions.ts';

/**
 * Photo privacy (docs/product/documents-and-photos.md, docs/security.md): who sees a member's photos under each setting,
 * what everybody else gets (a blurred preview, or nothing across a block), approval before
 * others see a new photo, requests the owner grants, and that no link, id or size variant leads
 * a reader to a photo they may not see, even a link correctly signed for them.
 */
let t: TestApp;
let admin: string;
let adminId: number;
const events: StoredEvent[] = [];
describe.each(STORES)('with uploads on %s', (store) => {
  beforeAll(async () => {
    t = await createTestAppOn(store, { RATE_LIMITS: 'false' });
    t.app.events.subscribe((e) => void events.push(e));
    admin = await tokenFor(t, ADMIN_EMAIL);
    adminId = Number((await t.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).id);
  });
  afterAll(() => t.close());

  type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
  type Viewer = { userId: number; token: string | undefined };
  const SIZES = ['thumb', 'gallery', 'preview', undefined] as const;

  const portrait = () =>
    sharp({ create: { width: 600, height: 750, channels: 3, background: '#8a5a44' } })
      .composite([{ input: Buffer.from('<svg width="600" height="750"><circle cx="300" cy="300" r="160" fill="#f0c8a0"/></svg>') }])
      .jpeg()
      .toBuffer();

  async function uploadPhoto(owner: Member) {
    const types = await documentTypeIds(t);
    const res = await uploadDocument(t, owner.token, { userId: owner.userId, documentTypeId: types.closeUpPhoto }, { name: 'me.jpg', bytes: await portrait() });
    expect(res.status).toBe(201);
    return res.body.response as { id: number; docUrl: string; thumbUrl: string; galleryUrl: string; approval: string };
  }

  /** A link correctly signed for this reader: what a reader could at best hold, however they came by it. */
  const linkFor = (docId: number, readerId: number, size?: string) => signDocUrl(secretsFor(t.app.config).signingKey, docId, readerId, Date.now(), size);
  const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
  const view = (owner: Member, viewer: Viewer) =>
    call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${owner.userId}/${viewer.userId}`, { token: viewer.token });
  const setVisibility = (owner: Member, photoVisibility: string) =>
    call(t.app, 'PUT', '/settings/photo-visibility', { token: owner.token, body: { photoVisibility } });

  async function approve(docId: number) {
    const res = await call(t.app, 'POST', `/photo-approval/${docId}/approve`, { token: admin });
    expect(res.status).toBe(200);
  }

  async function connect(a: Member, b: Member) {
    const sent = await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } });
    expect(sent.status).toBe(201);
    expect((await call(t.app, 'POST', `/interests/${sent.body.response.id}/accept`, { token: b.token })).status).toBe(200);
  }

  /** What a reader gets of each variant of the photo: status per size ('original' = no size). */
  async function variants(docId: number, readerId: number) {
    const out: Record<string, number> = {};
    for (const size of SIZES) out[size ?? 'original'] = (await fetchFile(linkFor(docId, readerId, size))).statusCode;
    return out;
  }
  const FULL = { thumb: 200, gallery: 200, preview: 200, original: 403 };
  const STAFF = { thumb: 200, gallery: 200, preview: 200, original: 200 };
  const PREVIEW = { thumb: 403, gallery: 403, preview: 200, original: 403 };
  const NOTHING = { thumb: 403, gallery: 403, preview: 403, original: 403 };

  describe('display sizes and approval', () => {
    it('makes WebP sizes at upload; the owner sees a new photo at once, others after approval', async () => {
      const owner = await createMemberWithProfile(t, { genderId: 2 });
      const other = await createMemberWithProfile(t, { genderId: 1 });
      const photo = await uploadPhoto(owner);
      expect(photo.approval).toBe('pending');

      const thumb = await fetchFile(photo.thumbUrl);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 300 });
      const gallery = await sharp((await fetchFile(photo.galleryUrl)).rawPayload).metadata();
      expect(gallery).toMatchObject({ format: 'webp', width: 600, height: 750 });
      const preview = (await fetchFile(linkFor(photo.id, owner.userId, 'preview'))).rawPayload;
      expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 24, height: 30 });

      // Before approval: nothing for another member, not even the preview; the owner and administrators see it.
      const before = await view(owner, other);
      expect(before.body.response.photos).toEqual([]);
      expect(before.body.response.photoAccess).toEqual({ state: 'none', previewUrl: null, request: null });
      expect(await variants(photo.id, other.userId)).toEqual(NOTHING);
      expect(await variants(photo.id, owner.userId)).toEqual(STAFF);
      expect(await variants(photo.id, adminId)).toEqual(STAFF);
      const mine = await call(t.app, 'GET', `/documents/user/${owner.userId}`, { token: owner.token });
      expect(mine.body.response[0]).toMatchObject({ id: photo.id, approval: 'pending', rejectReason: null });

      const queue = await call(t.app, 'GET', '/photo-approval', { token: admin });
      expect(queue.body.response.map((p: { id: number }) => p.id)).toContain(photo.id);
      expect((await call(t.app, 'GET', '/photo-approval', { token: other.token })).status).toBe(403);
      await approve(photo.id);
      expect((await call(t.app, 'POST', `/photo-approval/${photo.id}/approve`, { token: admin })).status).toBe(409);

      const after = await view(owner, other);
      expect(after.body.response.photoAccess.state).toBe('visible');
      expect(after.body.response.photos).toHaveLength(1);
      expect(after.body.response.photos[0].docUrl).toMatch(new RegExp(`/files/${photo.id}\\?size=gallery&`));
      expect((await fetchFile(after.body.response.photos[0].docUrl)).statusCode).toBe(200);
      expect(await variants(photo.id, other.userId)).toEqual(FULL);
      const log = await t.db.selectFrom('moderationAction').selectAll().where('userId', '=', owner.userId).execute();
      expect(log).toMatchObject([{ action: 'photo-approved', adminId }]);
      expect(events.find((e) => e.type === 'photo.approved' && e.recipientId === owner.userId)).toBeTruthy();
    });

    it('rejects with a reason the member is told; a replaced photo waits for approval again', async () => {
      const owner = await createMemberWithProfile(t, { genderId: 2 });
      const other = await createMemberWithProfile(t, { genderId: 1 });
      const first = await uploadPhoto(owner);
      expect((await call(t.app, 'POST', `/photo-approval/${first.id}/reject`, { token: admin, body: { reason: '' } })).status).toBe(400);
      const rejected = await call(t.app, 'POST', `/photo-approval/${first.id}/reject`, { token: admin, body: { reason: 'The face is not clearly visible.' } });
      expect(rejected.body.response).toEqual({ id: first.id, approval: 'rejected', rejectReason: 'The face is not clearly visible.' });
      const mine = await call(t.app, 'GET', `/documents/user/${owner.userId}`, { token: owner.token });
      expect(mine.body.response[0]).toMatchObject({ approval: 'rejected', rejectReason: 'The face is not clearly visible.' });
      expect(events.find((e) => e.type === 'photo.rejected' && e.recipientId === owner.userId)?.data).toMatchObject({
        reason: 'The face is not clearly visible.',
      });
      expect(await variants(first.id, other.userId)).toEqual(NOTHING);

      const replaced = await uploadPhoto(owner);
      expect(replaced.approval).toBe('pending');
      expect((await view(owner, other)).body.response.photoAccess.state).toBe('none');
      await approve(replaced.id);
      expect((await view(owner, other)).body.response.photoAccess.state).toBe('visible');
      expect((await call(t.app, 'POST', '/photo-approval/999999/approve', { token: admin })).status).toBe(404);
    });
  });

  describe('photo visibility × viewer', () => {
    let owner: Member;
    let connection: Member;
    let planHolder: Member;
    let other: Member;
    let blocked: Member;
    let photoId: number;
    beforeAll(async () => {
      owner = await createMemberWithProfile(t, { genderId: 2 });
      [connection, planHolder, other, blocked] = await Promise.all([1, 2, 3, 4].map(() => createMemberWithProfile(t, { genderId: 1 })));
      photoId = (await uploadPhoto(owner)).id;
      await approve(photoId);
      await connect(connection, owner);
      await activeSubscription(t, planHolder.token);
      expect((await call(t.app, 'PUT', `/blocks/${blocked.userId}`, { token: owner.token })).status).toBe(200);
    });

    const expected = {
      all: { owner: 'visible', connection: 'visible', planHolder: 'visible', other: 'visible', admin: 'visible' },
      plan: { owner: 'visible', connection: 'visible', planHolder: 'visible', other: 'preview', admin: 'visible' },
      connections: { owner: 'visible', connection: 'visible', planHolder: 'preview', other: 'preview', admin: 'visible' },
    } as const;

    for (const visibility of ['all', 'plan', 'connections'] as const) {
      it(`"${visibility}": each viewer gets the photo, the preview or nothing, by every link`, async () => {
        const set = await setVisibility(owner, visibility);
        expect(set.body.response.photoVisibility).toBe(visibility);
        const viewers: Record<string, Viewer> = { owner, connection, planHolder, other, admin: { userId: adminId, token: admin } };
        for (const [kind, viewer] of Object.entries(viewers)) {
          const want = expected[visibility][kind as keyof (typeof expected)['all']];
          const res = await view(owner, viewer);
          expect(res.status, kind).toBe(200);
          expect(res.body.response.photoAccess.state, kind).toBe(want);
          expect(res.body.response.photos.length, kind).toBe(want === 'visible' ? 1 : 0);
          if (want === 'preview') {
            const preview = await fetchFile(res.body.response.photoAccess.previewUrl);
            expect(preview.statusCode, kind).toBe(200);
            expect((await sharp(preview.rawPayload).metadata()).width, kind).toBe(24);
          }
          const staff = kind === 'owner' || kind === 'admin';
          expect(await variants(photoId, viewer.userId), kind).toEqual(staff ? STAFF : want === 'visible' ? FULL : PREVIEW);
        }
        // The blocked member: "not available", and no link of any size works for them.
        expect((await view(owner, blocked)).status).toBe(404);
        expect(await variants(photoId, blocked.userId)).toEqual(NOTHING);
        // Anonymous: no profile, and no file without a signed link.
        expect((await view(owner, { userId: other.userId, token: undefined })).status).toBe(401);
        expect((await fetchFile(`/api/files/${photoId}?size=thumb`)).statusCode).toBe(403);
      });
    }

    it('a link signed for one size, id or reader does not open another', async () => {
      await setVisibility(owner, 'connections');
      const preview = linkFor(photoId, other.userId, 'preview');
      expect((await fetchFile(preview)).statusCode).toBe(200);
      expect((await fetchFile(preview.replace('size=preview', 'size=gallery'))).statusCode).toBe(403);
      expect((await fetchFile(preview.replace('size=preview&', ''))).statusCode).toBe(403);
      expect((await fetchFile(preview.replace(`/files/${photoId}?`, `/files/${photoId + 1}?`))).statusCode).toBe(403);
      expect((await fetchFile(preview.replace(`r=${other.userId}`, `r=${connection.userId}`))).statusCode).toBe(403);
      expect((await fetchFile(preview.replace('size=preview', 'size=huge'))).statusCode).toBe(400);
    });

    it('cards carry the thumbnail or the preview as the setting says', async () => {
      await setVisibility(owner, 'connections');
      const card = async (viewer: Member) => {
        const res = await call(t.app, 'GET', '/interests?tab=connected', { token: viewer.token });
        return res.body.response.items.find((i: { member: { userId: number } }) => i.member.userId === owner.userId)?.member;
      };
      const connected = await card(connection);
      expect(connected.photoUrl).toMatch(/size=thumb&/);
      expect(connected.photoPreviewUrl).toBeNull();
      await setVisibility(owner, 'all');
    });
  });

  describe('photo requests', () => {
    it('a member asks, the owner grants, the photo appears; bad input changes nothing', async () => {
      const owner = await createMemberWithProfile(t, { genderId: 2 });
      const asker = await createMemberWithProfile(t, { genderId: 1 });
      const photoId = (await uploadPhoto(owner)).id;
      await approve(photoId);
      await setVisibility(owner, 'connections');
      expect((await view(owner, asker)).body.response.photoAccess).toMatchObject({ state: 'preview', request: null });

      expect((await call(t.app, 'POST', '/photo-requests', { token: asker.token, body: { ownerId: asker.userId } })).status).toBe(400);
      expect((await call(t.app, 'POST', '/photo-requests', { token: asker.token, body: { ownerId: 'x' } })).status).toBe(400);
      const asked = await call(t.app, 'POST', '/photo-requests', { token: asker.token, body: { ownerId: owner.userId } });
      expect(asked.status).toBe(201);
      expect(asked.body.response.status).toBe('pending');
      expect(events.find((e) => e.type === 'photo.requested' && e.recipientId === owner.userId)).toBeTruthy();
      expect((await view(owner, asker)).body.response.photoAccess).toMatchObject({ state: 'preview', request: 'pending' });

      const received = (await call(t.app, 'GET', '/photo-requests', { token: owner.token })).body.response;
      expect(received).toEqual([
        expect.objectContaining({
          id: asked.body.response.id,
          direction: 'received',
          status: 'pending',
          member: expect.objectContaining({ userId: asker.userId }),
        }),
      ]);
      // Only the owner answers.
      expect((await call(t.app, 'POST', `/photo-requests/${asked.body.response.id}/grant`, { token: asker.token })).status).toBe(404);
      expect((await call(t.app, 'POST', `/photo-requests/${asked.body.response.id}/grant`, { token: owner.token })).body.response.status).toBe('granted');
      expect((await view(owner, asker)).body.response.photoAccess).toMatchObject({ state: 'visible', request: 'granted' });
      expect(await variants(photoId, asker.userId)).toEqual(FULL);
      expect((await call(t.app, 'POST', '/photo-requests', { token: asker.token, body: { ownerId: owner.userId } })).status).toBe(409);
    });

    it('stops photo requests at 20 a day, telling no owner beyond it', async () => {
      const asker = await createMemberWithProfile(t, { genderId: 1 });
      const owners: Member[] = [];
      for (let i = 0; i < 21; i++) owners.push(await createMemberWithProfile(t, { genderId: 2 }));
      await t.db
        .updateTable('users')
        .set({ photoVisibility: 'connections' })
        .where(
          'id',
          'in',
          owners.map((o) => o.userId),
        )
        .execute();
      for (const o of owners.slice(0, 20))
        expect((await call(t.app, 'POST', '/photo-requests', { token: asker.token, body: { ownerId: o.userId } })).status).toBe(201);
      const over = await call(t.app, 'POST', '/photo-requests', { token: asker.token, body: { ownerId: owners[20].userId } });
      expect(over.status).toBe(429);
      expect(over.body.error.message).toBe('You have asked 20 members for their photos today, the daily limit. You can ask more tomorrow.');
      expect(events.filter((e) => e.type === 'photo.requested' && e.recipientId === owners[20].userId)).toHaveLength(0);
      expect(await t.db.selectFrom('photoRequest').select('id').where('requesterId', '=', asker.userId).execute()).toHaveLength(20);
    });

    it('refuses a visibility that does not exist and keeps the setting', async () => {
      const owner = await createMemberWithProfile(t, { genderId: 2 });
      await setVisibility(owner, 'plan');
      const bad = await setVisibility(owner, 'everyone');
      expect(bad.status).toBe(400);
      expect((await call(t.app, 'GET', '/settings/privacy', { token: owner.token })).body.response.photoVisibility).toBe('plan');
      expect((await call(t.app, 'GET', '/settings/privacy')).status).toBe(401);
    });
  });

  describe('verification badges', () => {
    it('shows code-verified contact, a verified photo and a verified ID, on profiles and to the member', async () => {
      const owner = await createMemberWithProfile(t, { genderId: 2 });
      const viewer = await createMemberWithProfile(t, { genderId: 1 });
      expect((await call(t.app, 'GET', '/badges/mine', { token: owner.token })).body.response.badges).toEqual(['mobile', 'email']);
      const photo = await uploadPhoto(owner);
      const types = await documentTypeIds(t);
      const id = await uploadDocument(t, owner.token, { userId: owner.userId, documentTypeId: types.aadharCard }, { name: 'id.jpg', bytes: await portrait() });
      expect((await call(t.app, 'PUT', `/Document/${photo.id}/verify`, { token: admin })).status).toBe(200);
      expect((await call(t.app, 'PUT', `/Document/${id.body.response.id}/verify`, { token: admin })).status).toBe(200);
      expect((await call(t.app, 'GET', '/badges/mine', { token: owner.token })).body.response.badges).toEqual(['mobile', 'email', 'photo', 'id']);
      expect((await view(owner, viewer)).body.response.badges).toEqual(['mobile', 'email', 'photo', 'id']);
      // The ID badge stays once the verified copy is purged.
      expect((await call(t.app, 'DELETE', `/Document/${id.body.response.id}/file`, { token: admin })).status).toBe(200);
      expect((await view(owner, viewer)).body.response.badges).toEqual(['mobile', 'email', 'photo', 'id']);
    });
  });

  describe('pausing a profile', () => {
    it('leaves matches while paused and comes back when resumed; a connection still views it', async () => {
      const seeker = await createMemberWithProfile(t, { genderId: 1, age: 30, religionId: 9, casteId: null });
      const member = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId: 9, casteId: null });
      const inMatches = async () =>
        ((await call(t.app, 'GET', '/user-matrimonial-detail/match?pageSize=50', { token: seeker.token })).body.response.items as { userId: number }[]).some(
          (i) => i.userId === member.userId,
        );
      expect(await inMatches()).toBe(true);
      await connect(seeker, member);
      const paused = await call(t.app, 'PUT', '/settings/pause', { token: member.token, body: { paused: true, reason: 'Engaged' } });
      expect(paused.body.response).toMatchObject({ paused: true, pausedReason: 'Engaged' });
      expect(await inMatches()).toBe(false);
      expect((await view(member, seeker)).status).toBe(200);
      expect((await call(t.app, 'PUT', '/settings/pause', { token: member.token, body: { paused: 'yes' } })).status).toBe(400);
      const resumed = await call(t.app, 'PUT', '/settings/pause', { token: member.token, body: { paused: false } });
      expect(resumed.body.response).toMatchObject({ paused: false, pausedAt: null, pausedReason: null });
      expect(await inMatches()).toBe(true);
    });
  });
});
