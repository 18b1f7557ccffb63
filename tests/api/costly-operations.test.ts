import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { memberSession } from '../factories/sessions.ts';
import { PDF, documentTypeIds, heldUpload, incomingFiles, until, uploadDocument } from '../helpers/documents.ts';
import { UPLOADS_AT_ONCE } from '../../src/server/modules/documents/index.ts';
import { DOCUMENT_TEXT } from '../../src/shared/messages.ts';
import { PROFILE_VIEWS_PER_HOUR } from '../../src/server/modules/auth/index.ts';
import { admissionGate, concurrencyLimit } from '../../src/server/lib/concurrency.ts';

/** Costly operations are throttled per member (docs/decisions/016-abuse-limits-and-idle-sessions.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('password checks on signed-in routes', () => {
  it('DELETE /account stops guessing after 10 wrong passwords, and shares the count with the password change', async () => {
    const member = await memberSession(t, { password: 'Right-Password-1' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call(t.app, 'DELETE', '/account', { token: member.token, body: { password: `Wrong-${i}-Password` } })).status);
    for (let i = 0; i < 6; i++) {
      const res = await call(t.app, 'POST', '/auth/update-password', {
        token: member.token,
        body: { currentPassword: `Wrong-${i}-Password`, newPassword: 'Another-Pass-77', confirmPassword: 'Another-Pass-77' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await call(t.app, 'DELETE', '/account', { token: member.token, body: { password: 'Right-Password-1' } });
    expect(right.status).toBe(429);
    expect(right.body.error.message).toMatch(/Too many requests/);
  });
});

describe('profile views', () => {
  it(`stop at ${PROFILE_VIEWS_PER_HOUR} an hour per member with a message saying why`, async () => {
    const viewer = await memberSession(t);
    const other = await memberSession(t);
    const path = `/user-matrimonial-detail/ViewUserProfileAsync/${other.userId}/${viewer.userId}`;
    for (let i = 0; i < PROFILE_VIEWS_PER_HOUR; i++) expect((await call(t.app, 'GET', path, { token: viewer.token })).status).not.toBe(429);
    const over = await call(t.app, 'GET', path, { token: viewer.token });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.error.message).toMatch(new RegExp(`opened ${PROFILE_VIEWS_PER_HOUR} profiles in the last hour.*Please try again in \\d+ minutes`));
    // Another member is not affected.
    const third = await memberSession(t);
    expect((await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${other.userId}/${third.userId}`, { token: third.token })).status).not.toBe(
      429,
    );
  });
});

describe('uploads', () => {
  it('are limited to 20 an hour per member', async () => {
    const member = await memberSession(t);
    const types = await documentTypeIds(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await uploadDocument(t, member.token, { userId: member.userId, documentTypeId: types.aadharCard }, { name: 'a.pdf', bytes: PDF })).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it(`are received ${UPLOADS_AT_ONCE} at once, one per member, onto disk while they arrive; more are told to try again`, async () => {
    const types = await documentTypeIds(t);
    const members = await Promise.all(Array.from({ length: UPLOADS_AT_ONCE + 1 }, () => memberSession(t)));
    const pdf = (n: number) => ({ name: `pan-${n}.pdf`, bytes: Buffer.concat([PDF, Buffer.alloc(64 * 1024, n)]) });
    const fields = (m: { userId: number }) => ({ userId: m.userId, documentTypeId: types.panCard });
    const held = await Promise.all(members.slice(0, UPLOADS_AT_ONCE).map((m, i) => heldUpload(t, m.token, fields(m), pdf(i))));
    // Each held upload is being written to the uploads folder, not kept in memory.
    await until(() => incomingFiles(t).length === UPLOADS_AT_ONCE);

    const last = members[UPLOADS_AT_ONCE];
    const busy = await uploadDocument(t, last.token, fields(last), pdf(9));
    expect(busy.status).toBe(503);
    expect(busy.body.error.message).toBe(DOCUMENT_TEXT.uploadsBusy);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    const again = await uploadDocument(t, members[0].token, fields(members[0]), pdf(8));
    expect(again.status).toBe(429);
    expect(again.body.error.message).toBe(DOCUMENT_TEXT.uploadInProgress);

    held.forEach((upload) => upload.finish());
    const replies = await Promise.all(held.map((upload) => upload.reply));
    expect(replies.map((r) => r.status)).toEqual(Array(UPLOADS_AT_ONCE).fill(201));
    expect(incomingFiles(t)).toEqual([]);
    // With the others finished there is room again, for the member refused and the one who waited.
    expect((await uploadDocument(t, last.token, fields(last), pdf(9))).status).toBe(201);
    expect((await uploadDocument(t, members[0].token, fields(members[0]), pdf(8))).status).toBe(201);
  });

  it('the upload gate admits a bounded number at once and one per member', () => {
    const gate = admissionGate(2);
    expect(gate.enter('1')).toBe('ok');
    expect(gate.enter('1')).toBe('already');
    expect(gate.enter('2')).toBe('ok');
    expect(gate.enter('3')).toBe('busy');
    gate.leave('1');
    expect(gate.enter('3')).toBe('ok');
  });

  it('costly work runs a bounded number at once, the rest in turn', async () => {
    const run = concurrencyLimit(3);
    let inFlight = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 10 }, () =>
      run(async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => releases.push(resolve));
        inFlight--;
      }),
    );
    let released = 0;
    while (released < 10) {
      await new Promise((r) => setImmediate(r));
      const now = releases.splice(0);
      released += now.length;
      now.forEach((release) => release());
    }
    await Promise.all(tasks);
    expect(most).toBe(3);
  });
});
