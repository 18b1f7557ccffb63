import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { allMail } from '../helpers/outbox.ts';
import { documentTypeIds, uploadDocument } from '../helpers/documents.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { tokenFor } from '../factories/sessions.ts';
import { dialectOf } from '../../src/server/db/database.ts';
import { verifyAuditChain } from '../../src/server/lib/audit/audit-chain.ts';

/**
 * An administrator's act and its row of the audit log are one transaction, and what the act
 * tells the member goes out only once it has committed
 * (docs/decisions/062-acts-audited-and-told-on-commit.md): a failed audit write rolls the act
 * back, an act that fails part-way leaves no row, and neither sends a mail or a notification.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = () => createMemberWithProfile(t, { genderId: 2 });
const newestAuditId = async () =>
  Number(
    (
      await t.db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
const mailsTo = async (m: Member) => {
  await t.app.mail.settled();
  await t.app.events.settled();
  const logged = await t.db.selectFrom('emailLog').select('id').where('toAddress', '=', m.email).execute();
  return { logged: logged.length, delivered: allMail(t.dataDir, m.email).length };
};
const notificationsOf = async (m: Member) => {
  await t.app.events.settled();
  return t.db.selectFrom('notification').select('type').where('userId', '=', m.userId).execute();
};

/** Runs `work` while every append to the audit log fails (its head row gone), then puts the head back. */
async function withAuditBroken(work: () => Promise<void>) {
  const head = await t.db.selectFrom('auditLogHead').selectAll().executeTakeFirstOrThrow();
  await t.db.deleteFrom('auditLogHead').execute();
  try {
    await work();
  } finally {
    await t.db.insertInto('auditLogHead').values(head).execute();
  }
}

async function pendingPhotoOf(m: Member) {
  const types = await documentTypeIds(t);
  const bytes = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#5a8a44' } })
    .jpeg()
    .toBuffer();
  const up = await uploadDocument(t, m.token, { userId: m.userId, documentTypeId: types.closeUpPhoto }, { name: 'me.jpg', bytes });
  expect(up.status).toBe(201);
  return Number(up.body.response.id);
}

describe('a failed audit write rolls the act back, and nobody is told', () => {
  it('a deactivation through the Users master', async () => {
    const m = await member();
    const before = await newestAuditId();
    const current = await call(t.app, 'GET', `/user-master/${m.userId}`, { token: admin });
    await withAuditBroken(async () => {
      const res = await call(t.app, 'PUT', `/user-master/${m.userId}`, {
        token: admin,
        body: { ...current.body.response, isActive: 0, deactivationReason: 'A false age.' },
      });
      expect(res.status).toBe(500);
    });
    const account = await t.db.selectFrom('users').select(['isActive', 'deactivationReason']).where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ isActive: 1, deactivationReason: null });
    // The member's session was not ended either.
    expect((await call(t.app, 'GET', '/notifications', { token: m.token })).status).toBe(200);
    expect(await mailsTo(m)).toEqual({ logged: 0, delivered: 0 });
    expect(await newestAuditId()).toBe(before);
  });

  it('a photo rejection', async () => {
    const m = await member();
    const photo = await pendingPhotoOf(m);
    const before = await newestAuditId();
    await withAuditBroken(async () => {
      const res = await call(t.app, 'POST', `/photo-approval/${photo}/reject`, { token: admin, body: { reason: 'The face is not clearly visible.' } });
      expect(res.status).toBe(500);
    });
    const row = await t.db.selectFrom('document').select(['approval', 'rejectReason']).where('id', '=', photo).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ approval: 'pending', rejectReason: null });
    expect(await mailsTo(m)).toEqual({ logged: 0, delivered: 0 });
    expect(await notificationsOf(m)).toEqual([]);
    expect(await newestAuditId()).toBe(before);

    // With the log whole again, the same act is kept, recorded once and told once.
    const res = await call(t.app, 'POST', `/photo-approval/${photo}/reject`, { token: admin, body: { reason: 'The face is not clearly visible.' } });
    expect(res.status).toBe(200);
    expect(await mailsTo(m)).toEqual({ logged: 1, delivered: 1 });
    expect((await notificationsOf(m)).map((n) => n.type)).toEqual(['photo.rejected']);
    const rows = await t.db.selectFrom('auditLog').select(['kind', 'recordId', 'subjectId']).where('id', '>', before).execute();
    expect(rows).toEqual([{ kind: 'photo.reject', recordId: photo, subjectId: m.userId }]);
  });

  it('a cleared two-step sign-in', async () => {
    const m = await member();
    const before = await newestAuditId();
    await withAuditBroken(async () => {
      expect((await call(t.app, 'DELETE', `/auth/two-step/${m.userId}`, { token: admin })).status).toBe(500);
    });
    expect((await call(t.app, 'GET', '/notifications', { token: m.token })).status).toBe(200);
    expect(await mailsTo(m)).toEqual({ logged: 0, delivered: 0 });
    expect(await notificationsOf(m)).toEqual([]);
    expect(await newestAuditId()).toBe(before);
  });
});

describe('an act that fails part-way', () => {
  it('leaves no audit row, keeps nothing of what it wrote, and tells nobody', async () => {
    const [reporter, reported] = [await member(), await member()];
    const filed = await call(t.app, 'POST', '/reports', {
      token: reporter.token,
      body: { reportedUserId: reported.userId, reason: 'fake-profile', details: 'These photos are of a film actor.' },
    });
    expect(filed.status).toBe(201);
    const before = await newestAuditId();
    const reporterNotices = (await notificationsOf(reporter)).length;
    // The moderation log refuses every row: the act has closed the reports and deactivated the
    // account in its transaction by then.
    const postgres = dialectOf(t.db) === 'postgres';
    if (postgres) {
      await sql`create function refuse_moderation() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(t.db);
      await sql`create trigger refuse_moderation before insert on moderation_action for each row execute function refuse_moderation()`.execute(t.db);
    } else {
      await sql`create trigger refuse_moderation before insert on moderation_action begin select raise(abort, 'refused'); end`.execute(t.db);
    }
    try {
      const res = await call(t.app, 'POST', `/moderation/members/${reported.userId}/actions`, { token: admin, body: { action: 'deactivate', note: 'Fake.' } });
      expect(res.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_moderation${postgres ? sql` on moderation_action` : sql``}`.execute(t.db);
      if (postgres) await sql`drop function refuse_moderation()`.execute(t.db);
    }
    const report = await t.db.selectFrom('report').select('status').where('id', '=', filed.body.response.id).executeTakeFirstOrThrow();
    expect(report.status).toBe('open');
    const account = await t.db.selectFrom('users').select('isActive').where('id', '=', reported.userId).executeTakeFirstOrThrow();
    expect(account.isActive).toBe(1);
    expect(await newestAuditId()).toBe(before);
    expect(await notificationsOf(reporter)).toHaveLength(reporterNotices);
  });
});

describe('administrators acting at once', () => {
  it('each act gets its row and the chain stays one, whatever script the record is written in', async () => {
    const before = await newestAuditId();
    // Names in Devanagari and Tamil: the chain's hash covers their UTF-8 bytes the same way
    // wherever it is computed, so the check below holds.
    const scripts = ['Parallel plan', 'साथ-साथ योजना', 'இணை திட்டம்'];
    const names = Array.from({ length: 12 }, (_, i) => `${scripts[i % scripts.length]} ${i} ${Date.now()}`);
    const replies = await Promise.all(
      names.map((name) =>
        call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', {
          token: admin,
          body: { name, price: 999, durationDays: 30, contactViews: 10, description: 'A plan made at the same moment as others.' },
        }),
      ),
    );
    for (const res of replies) expect(res.status).toBe(201);
    const rows = await t.db.selectFrom('auditLog').select(['kind', 'recordId']).where('id', '>', before).execute();
    expect(rows.map((r) => r.kind)).toEqual(names.map(() => 'plan.create'));
    expect(new Set(rows.map((r) => r.recordId))).toEqual(new Set(replies.map((r) => r.body.response.id)));
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
  });
});
