import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TEXT, MSG } from '../../src/shared/messages.ts';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import {
  createTestAppOn,
  documentRows,
  documentTypeIds,
  heldUpload,
  incomingFiles,
  PDF,
  STORES,
  storedBytes,
  until,
  uploadDocument,
  uploadsCount as countUploads,
} from '../helpers/documents.ts';
import { call, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';

let t: TestApp;
let member: { id: number; token: string };
let other: { id: number; token: string };
let admin: { id: number; token: string };
const typeIds: Record<string, number> = {};

const newMember = async (roleId: number = ROLE_IDS.user) => {
  const user = await createUser(t, { roleId });
  return { id: user.id, token: await tokenFor(t, user.email) };
};

const upload = (token: string | undefined, fields: Record<string, string | number>, file?: { name: string; bytes: Buffer }) =>
  uploadDocument(t, token, fields, file);

const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0306a' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'SpyCam', Model: 'Tracker 9000' } } })
    .toBuffer();
const documents = (userId: number) => documentRows(t, userId);
const uploadsCount = () => countUploads(t);

describe.each(STORES)('with uploads on %s', (store) => {
  beforeAll(async () => {
    t = await createTestAppOn(store);
    Object.assign(typeIds, await documentTypeIds(t));
    member = await newMember();
    other = await newMember();
    admin = await newMember(ROLE_IDS.admin);
  });
  afterAll(() => t.close());

  describe('uploading and reading documents', () => {
    it('answers 404 with the product message (docs/product/messages.md) before anything is uploaded', async () => {
      const res = await call(t.app, 'GET', `/documents/user/${member.id}`, { token: member.token });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(MSG.noDocuments);
    });

    it('re-encodes a photo without its metadata and serves it through a signed link', async () => {
      const res = await upload(member.token, { userId: member.id, documentTypeId: typeIds.closeUpPhoto }, { name: 'me.jpg', bytes: await jpegWithExif() });
      expect(res.status).toBe(201);
      const doc = res.body.response;
      expect(doc).toMatchObject({ userId: member.id, documentTypeId: typeIds.closeUpPhoto, mimeType: 'image/jpeg', originalName: 'me.jpg' });
      expect(doc.docUrl).toMatch(/^\/api\/files\/\d+\?exp=\d+&r=\d+&sig=/);
      const file = await t.app.inject({ method: 'GET', url: doc.docUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe('inline; filename="me.jpg"');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      // A tampered or expired link is refused.
      expect((await t.app.inject({ method: 'GET', url: doc.docUrl.replace(/files\/\d+/, `files/${doc.id + 1}`) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: doc.docUrl.replace(/exp=\d+/, 'exp=1000') })).statusCode).toBe(403);
    });

    it('encrypts an identity document at rest, logs each read, and replaces the previous one of its type', async () => {
      const first = await upload(member.token, { userId: member.id, documentTypeId: typeIds.aadharCard }, { name: 'aadhaar.pdf', bytes: PDF });
      expect(first.status).toBe(201);
      const row = (await documents(member.id)).find((d) => d.id === first.body.response.id)!;
      expect(row.encrypted).toBe(1);
      const atRest = await storedBytes(t, row.storageKey!);
      expect(atRest.includes(Buffer.from('%PDF-'))).toBe(false);
      const file = await t.app.inject({ method: 'GET', url: first.body.response.docUrl, headers: { authorization: `Bearer ${member.token}` } });
      expect(file.rawPayload.equals(PDF)).toBe(true);
      // A PDF can carry scripts run as it opens: it is a download, never shown at this origin.
      expect(file.headers['content-disposition']).toBe('attachment; filename="aadhaar.pdf"');
      const log = await t.db.selectFrom('documentAccessLog').selectAll().where('documentId', '=', row.id).execute();
      expect(log).toHaveLength(1);
      expect(log[0].readerId).toBe(member.id);

      const before = await uploadsCount();
      const second = await upload(member.token, { userId: member.id, documentTypeId: typeIds.aadharCard }, { name: 'aadhaar-new.pdf', bytes: PDF });
      expect(second.status).toBe(201);
      expect((await documents(member.id)).filter((d) => d.documentTypeId === typeIds.aadharCard)).toHaveLength(1);
      expect(await uploadsCount()).toBe(before);
      const list = await call(t.app, 'GET', `/documents/user/${member.id}`, { token: member.token });
      expect(list.body.response.map((d: { documentTypeId: number }) => d.documentTypeId).sort()).toEqual([typeIds.closeUpPhoto, typeIds.aadharCard].sort());
    });

    it('stores a PDF named .png as a PDF, by its content', async () => {
      const res = await upload(member.token, { userId: member.id, documentTypeId: typeIds.horoscope }, { name: 'kundali.png', bytes: PDF });
      expect(res.status).toBe(201);
      expect(res.body.response).toMatchObject({ mimeType: 'application/pdf', originalName: 'kundali.pdf' });
    });

    it("lets an administrator list a member's documents, but not another member", async () => {
      expect((await call(t.app, 'GET', `/documents/user/${member.id}`, { token: admin.token })).status).toBe(200);
      expect((await call(t.app, 'GET', `/documents/user/${member.id}`, { token: other.token })).status).toBe(403);
    });
  });

  describe('bad uploads change nothing', () => {
    const cases: Array<
      [string, () => Promise<{ token?: string; fields: Record<string, number>; file?: { name: string; bytes: Buffer } }>, number, string | RegExp]
    > = [
      [
        'a .jpg that is really a script',
        async () => ({
          token: member.token,
          fields: { userId: member.id, documentTypeId: typeIds.panCard },
          file: { name: 'photo.jpg', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') },
        }),
        400,
        DOCUMENT_TEXT.wrongType,
      ],
      [
        'an HTML page named .png',
        async () => ({
          token: member.token,
          fields: { userId: member.id, documentTypeId: typeIds.fullPhoto },
          file: { name: 'x.png', bytes: Buffer.from('<html><script>alert(1)</script>') },
        }),
        400,
        DOCUMENT_TEXT.wrongType,
      ],
      [
        'a 50 MB file',
        async () => ({
          token: member.token,
          fields: { userId: member.id, documentTypeId: typeIds.panCard },
          file: { name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024)]) },
        }),
        413,
        DOCUMENT_TEXT.tooLarge({ mb: 5 }),
      ],
      [
        'a PDF as a photo',
        async () => ({ token: member.token, fields: { userId: member.id, documentTypeId: typeIds.sidewaysPhoto }, file: { name: 'side.pdf', bytes: PDF } }),
        400,
        DOCUMENT_TEXT.photoMustBeImage,
      ],
      [
        'a document for another member',
        async () => ({ token: member.token, fields: { userId: other.id, documentTypeId: typeIds.panCard }, file: { name: 'pan.pdf', bytes: PDF } }),
        403,
        /own account/,
      ],
      ['no session', async () => ({ fields: { userId: member.id, documentTypeId: typeIds.panCard }, file: { name: 'pan.pdf', bytes: PDF } }), 401, /sign in/],
      [
        'an unknown document type',
        async () => ({ token: member.token, fields: { userId: member.id, documentTypeId: 9999 }, file: { name: 'pan.pdf', bytes: PDF } }),
        400,
        /Document type/,
      ],
      ['no file', async () => ({ token: member.token, fields: { userId: member.id, documentTypeId: typeIds.panCard } }), 400, DOCUMENT_TEXT.fileRequired],
      [
        'a corrupt JPEG',
        async () => ({
          token: member.token,
          fields: { userId: member.id, documentTypeId: typeIds.fullPhoto },
          file: { name: 'x.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) },
        }),
        400,
        DOCUMENT_TEXT.unreadableImage,
      ],
    ];
    it.each(cases)('refuses %s', async (_name, make, status, message) => {
      const { token, fields, file } = await make();
      const before = { member: await documents(member.id), other: await documents(other.id), files: await uploadsCount() };
      const res = await upload(token, fields, file);
      expect(res.status).toBe(status);
      expect(res.body.responseCode).toBe(status);
      expect(res.body.error.message).toMatch(message);
      expect({ member: await documents(member.id), other: await documents(other.id), files: await uploadsCount() }).toEqual(before);
    });
  });

  describe('uploads stream to disk', () => {
    it('writes a file to the uploads folder as it arrives, and removes it when the stream runs past the limit', async () => {
      const before = { rows: await documents(member.id), files: await uploadsCount() };
      const limit = t.config.uploadMaxBytes;
      const big = { name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(limit + 1024 * 1024, 1)]) };
      // Half the limit is sent and held: the part already received is on disk.
      const held = await heldUpload(t, member.token, { userId: member.id, documentTypeId: typeIds.panCard }, big, big.bytes.length - limit / 2);
      await until(() => incomingFiles(t).some((name) => fs.statSync(path.join(t.dataDir, 'uploads', name)).size > 0));
      held.finish();
      const res = await held.reply;
      expect(res.status).toBe(413);
      expect(res.body.error.message).toBe(DOCUMENT_TEXT.tooLarge({ mb: limit / 1024 / 1024 }));
      expect(incomingFiles(t)).toEqual([]);
      expect({ rows: await documents(member.id), files: await uploadsCount() }).toEqual(before);
    });

    it('removes the received part of an upload whose connection drops', async () => {
      const before = await uploadsCount();
      const held = await heldUpload(
        t,
        member.token,
        { userId: member.id, documentTypeId: typeIds.panCard },
        { name: 'pan.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(256 * 1024)]) },
        128 * 1024,
      );
      await until(() => incomingFiles(t).length === 1);
      held.abort();
      await held.reply.catch(() => undefined);
      await until(() => incomingFiles(t).length === 0);
      expect(await uploadsCount()).toBe(before);
      // The member's next upload is not blocked by the dropped one.
      expect((await upload(member.token, { userId: member.id, documentTypeId: typeIds.panCard }, { name: 'pan.pdf', bytes: PDF })).status).toBe(201);
    });
  });

  describe('forms cut off part-way are answered', () => {
    /** The form a client that stops mid-send leaves: its file part cut off `cut` bytes before the end. */
    async function cutShort(uploader: { id: number }, cut: number, files = 1) {
      const form = new FormData();
      form.append('userId', String(uploader.id));
      form.append('documentTypeId', String(typeIds.panCard));
      for (let i = 0; i < files; i++)
        form.append('file', new Blob([new Uint8Array(Buffer.concat([PDF, Buffer.alloc(4096, 32)]))], { type: 'application/pdf' }), `pan-${i}.pdf`);
      const req = new Request('http://upload.local/', { method: 'POST', body: form });
      const whole = Buffer.from(await req.arrayBuffer());
      return { payload: whole.subarray(0, whole.length - cut), contentType: req.headers.get('content-type')! };
    }

    it.each([
      ['inside its file', 1, 1000, 400, DOCUMENT_TEXT.uploadUnreadable],
      ['before the closing boundary', 1, 10, 400, DOCUMENT_TEXT.uploadUnreadable],
      ['inside a second file', 2, 1000, 413, /file/i],
    ])('answers a form cut off %s at once, keeps nothing and lets the member upload again', async (_name, files, cut, status, message) => {
      // A member of its own: the uploads before this one count against the hourly upload limit.
      const uploader = await newMember();
      const before = { rows: await documents(uploader.id), files: await uploadsCount() };
      const { payload, contentType } = await cutShort(uploader, cut, files);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Document/upload',
        headers: { authorization: `Bearer ${uploader.token}`, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toMatch(message);
      expect(incomingFiles(t)).toEqual([]);
      expect({ rows: await documents(uploader.id), files: await uploadsCount() }).toEqual(before);
      expect((await upload(uploader.token, { userId: uploader.id, documentTypeId: typeIds.panCard }, { name: 'pan.pdf', bytes: PDF })).status).toBe(201);
    });
  });
});
