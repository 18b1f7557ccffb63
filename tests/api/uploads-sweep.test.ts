import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_GRACE_MS, uploadStore, writeStored } from '../../src/server/modules/documents/index.ts';
import { memberSession } from '../factories/sessions.ts';
import { createTestAppOn, documentRows, documentTypeIds, PDF, STORES, storedExists, uploadDocument } from '../helpers/documents.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * The scheduled sweep of stored uploads (docs/decisions/055-uploads-in-object-storage.md), on the
 * local disk and in a bucket: files no row names go once older than the grace period, never
 * before, so an upload in flight is not swept; a row's files always stay.
 */
let t: TestApp;
const DAY = 24 * 3600_000;

describe.each(STORES)('the uploads sweep with uploads on %s', (store) => {
  beforeAll(async () => {
    t = await createTestAppOn(store);
  });
  afterAll(() => t.close());

  it('removes files no row names once a day old, keeps young ones and every row’s files', async () => {
    const owner = await memberSession(t);
    const types = await documentTypeIds(t);
    const up = await uploadDocument(t, owner.token, { userId: owner.userId, documentTypeId: types.panCard }, { name: 'pan.pdf', bytes: PDF });
    expect(up.status).toBe(201);
    const [row] = await documentRows(t, owner.userId);
    // An orphan: written, its row never committed (a stop in between), as an upload in flight also looks.
    const orphan = await writeStored(t.config, Buffer.from('no row names me'));
    const expectedOrphanStays = store === 'disk' ? `${orphan.storageKey}.partial` : orphan.storageKey;
    const names = async () => {
      const out: string[] = [];
      for await (const entry of uploadStore(t.config).entries()) out.push(entry.name.split('/').at(-1)!);
      return out;
    };
    expect(await names()).toContain(expectedOrphanStays);

    // The daily run now: the orphan is seconds old, maybe an upload about to commit its row.
    const soon = await t.app.scheduler.tick(new Date(Date.now() + 60_000));
    expect(soon).toContain('uploads-sweep');
    expect(await names()).toContain(expectedOrphanStays);

    // A day and more later: gone; the row's file is still there and reads back.
    const later = new Date(Date.now() + SWEEP_GRACE_MS + DAY);
    expect(await t.app.scheduler.tick(later)).toContain('uploads-sweep');
    expect(await names()).not.toContain(expectedOrphanStays);
    expect(await storedExists(t, row.storageKey!)).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: up.body.response.docUrl, headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Once a day: the same day's tick does not run it again.
    expect(await t.app.scheduler.tick(new Date(later.getTime() + 60_000))).not.toContain('uploads-sweep');
  });

  it('moves a file whose row was committed into place, and removes an upload left arriving by a stop', async () => {
    const owner = await memberSession(t);
    const types = await documentTypeIds(t);
    const up = await uploadDocument(t, owner.token, { userId: owner.userId, documentTypeId: types.panCard }, { name: 'pan.pdf', bytes: PDF });
    const [row] = await documentRows(t, owner.userId);
    const dir = path.join(t.dataDir, 'uploads');
    fs.mkdirSync(dir, { recursive: true });
    const leftArriving = path.join(dir, `${'a'.repeat(32)}.incoming`);
    fs.writeFileSync(leftArriving, 'half an upload');
    if (store === 'disk') {
      // A stop between the row's commit and the rename leaves the committed file under its partial name.
      fs.renameSync(path.join(dir, row.storageKey!), path.join(dir, `${row.storageKey}.partial`));
    }
    const old = new Date(Date.now() - 2 * DAY);
    fs.utimesSync(leftArriving, old, old);
    await t.app.scheduler.tick(new Date(Date.now() + 3 * DAY));
    expect(fs.existsSync(leftArriving)).toBe(false);
    expect(await storedExists(t, row.storageKey!)).toBe(true);
    if (store === 'disk') expect(fs.readdirSync(dir)).toContain(row.storageKey);
    const file = await t.app.inject({ method: 'GET', url: up.body.response.docUrl, headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });
});
