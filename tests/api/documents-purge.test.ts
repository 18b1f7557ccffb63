import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import { DOCUMENT_TEXT } from '../../src/shared/messages.ts';
import { createTestAppOn, documentRows, documentTypeIds, PDF, STORES, storedExists, uploadDocument } from '../helpers/documents.ts';
import { call, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';

/** An administrator verifies an identity document, then purges its file and keeps the mark (docs/product/documents-and-photos.md). */
let t: TestApp;
let member: { id: number; token: string };
let other: { id: number; token: string };
let editor: { id: number; token: string };
let admin: { id: number; token: string };
let types: Record<string, number>;

const person = async (roleId: number = ROLE_IDS.user) => {
  const user = await createUser(t, { roleId });
  return { id: user.id, token: await tokenFor(t, user.email) };
};
const row = async (id: number) => (await documentRows(t, member.id)).find((d) => d.id === id);
const uploadAadhaar = async () => {
  const res = await uploadDocument(t, member.token, { userId: member.id, documentTypeId: types.aadharCard }, { name: 'aadhaar.pdf', bytes: PDF });
  expect(res.status).toBe(201);
  return res.body.response as { id: number; docUrl: string };
};

describe.each(STORES)('with uploads on %s', (store) => {
  beforeAll(async () => {
    t = await createTestAppOn(store);
    types = await documentTypeIds(t);
    [member, other, editor, admin] = await Promise.all([person(), person(), person(ROLE_IDS.editor), person(ROLE_IDS.admin)]);
  });
  afterAll(() => t.close());

  describe('verifying and purging a document', () => {
    it('refuses to purge an unverified document and keeps its file', async () => {
      const doc = await uploadAadhaar();
      const res = await call(t.app, 'DELETE', `/Document/${doc.id}/file`, { token: admin.token });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(DOCUMENT_TEXT.purgeNeedsVerify);
      const stored = await row(doc.id);
      expect(stored).toMatchObject({ purgedAt: null, verifiedAt: null });
      expect(await storedExists(t, stored!.storageKey!)).toBe(true);
    });

    it('verifies, then deletes the file from disk while the record keeps its verified mark', async () => {
      const doc = await uploadAadhaar();
      const before = await row(doc.id);
      const key = before!.storageKey!;
      expect(await storedExists(t, key)).toBe(true);

      const verified = await call(t.app, 'PUT', `/Document/${doc.id}/verify`, { token: admin.token });
      expect(verified.status).toBe(200);
      expect(verified.body.response).toMatchObject({
        id: doc.id,
        verifiedAt: expect.any(String),
        purgedAt: null,
        docUrl: expect.stringMatching(/^\/api\/files\//),
      });
      // Verifying again keeps the first mark.
      const again = await call(t.app, 'PUT', `/Document/${doc.id}/verify`, { token: admin.token });
      expect(again.body.response.verifiedAt).toBe(verified.body.response.verifiedAt);

      const purged = await call(t.app, 'DELETE', `/Document/${doc.id}/file`, { token: admin.token });
      expect(purged.status).toBe(200);
      expect(purged.body.response).toMatchObject({ id: doc.id, verifiedAt: verified.body.response.verifiedAt, purgedAt: expect.any(String), docUrl: null });

      expect(await storedExists(t, key)).toBe(false);
      const after = await row(doc.id);
      expect(after).toMatchObject({ storageKey: null, verifiedAt: verified.body.response.verifiedAt, verifiedBy: admin.id, purgedAt: expect.any(String) });
      expect(after!.sha256).toBe(before!.sha256); // the fingerprint of what was verified stays

      // The old signed link now answers 404; the member's list leaves it out, the full list shows the mark.
      expect((await t.app.inject({ method: 'GET', url: doc.docUrl })).statusCode).toBe(404);
      const plain = await call(t.app, 'GET', `/documents/user/${member.id}`, { token: member.token });
      expect(plain.status === 404 || !plain.body.response.some((d: { id: number }) => d.id === doc.id)).toBe(true);
      const full = await call(t.app, 'GET', `/documents/user/${member.id}?includePurged=true`, { token: admin.token });
      expect(full.body.response.find((d: { id: number }) => d.id === doc.id)).toMatchObject({
        docUrl: null,
        verifiedAt: expect.any(String),
        purgedAt: expect.any(String),
      });

      // A second purge says so and changes nothing.
      const twice = await call(t.app, 'DELETE', `/Document/${doc.id}/file`, { token: admin.token });
      expect(twice.status).toBe(409);
      expect(twice.body.error.message).toBe(DOCUMENT_TEXT.alreadyPurged);
      expect(await row(doc.id)).toEqual(after);
    });

    it('does not purge a photo, which is part of the profile members see', async () => {
      const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#884422' } })
        .jpeg()
        .toBuffer();
      const up = await uploadDocument(t, member.token, { userId: member.id, documentTypeId: types.closeUpPhoto }, { name: 'me.jpg', bytes: jpeg });
      expect((await call(t.app, 'PUT', `/Document/${up.body.response.id}/verify`, { token: admin.token })).status).toBe(200);
      const res = await call(t.app, 'DELETE', `/Document/${up.body.response.id}/file`, { token: admin.token });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(DOCUMENT_TEXT.purgePhoto);
      expect(await storedExists(t, (await row(up.body.response.id))!.storageKey!)).toBe(true);
    });

    it('answers 404 for a document that does not exist, and 400 for an id that is not a number', async () => {
      for (const method of ['PUT', 'DELETE'] as const) {
        const url = method === 'PUT' ? '/Document/999999/verify' : '/Document/999999/file';
        const res = await call(t.app, method, url, { token: admin.token });
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe(DOCUMENT_TEXT.notFound);
        expect((await call(t.app, method, url.replace('999999', 'abc'), { token: admin.token })).status).toBe(400);
      }
    });
  });

  describe('only administrators verify and purge', () => {
    const cases = [
      ['the owner', () => member.token, 403],
      ['another member', () => other.token, 403],
      ['an editor', () => editor.token, 403],
      ['no session', () => undefined, 401],
    ] as const;
    it.each(cases)('refuses %s and changes nothing', async (_who, token, status) => {
      const doc = await uploadAadhaar();
      expect((await call(t.app, 'PUT', `/Document/${doc.id}/verify`, { token: admin.token })).status).toBe(200);
      const fresh = await uploadDocument(t, member.token, { userId: member.id, documentTypeId: types.panCard }, { name: 'pan.pdf', bytes: PDF });
      const before = { aadhaar: await row(doc.id), pan: await row(fresh.body.response.id) };

      const verify = await call(t.app, 'PUT', `/Document/${fresh.body.response.id}/verify`, { token: token() });
      const purge = await call(t.app, 'DELETE', `/Document/${doc.id}/file`, { token: token() });
      expect([verify.status, purge.status]).toEqual([status, status]);
      expect(purge.body.error.message).toMatch(status === 401 ? /sign in/ : /administrators/);

      expect({ aadhaar: await row(doc.id), pan: await row(fresh.body.response.id) }).toEqual(before);
      expect(await storedExists(t, before.aadhaar!.storageKey!)).toBe(true);
    });
  });
});
