import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { allMail, latestMail } from '../helpers/outbox.ts';
import { GRIEVANCE_OFFICER } from '../../src/shared/site.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
let seq = 0;
const complaint = (extra: Record<string, unknown> = {}) => ({
  kind: 'harassment',
  name: 'Lakshmi Iyer',
  email: `lakshmi${++seq}@example.in`,
  description: 'A member keeps sending me threatening messages after I declined.',
  ...extra,
});
const file = (body: unknown, token?: string) => call(t.app, 'POST', '/grievances', { body, ...(token ? { token } : {}) });
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('grievance')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const row = (ticket: string) => t.db.selectFrom('grievance').selectAll().where('ticket', '=', ticket).executeTakeFirstOrThrow();
/** Moves a complaint's arrival, and so its clocks, `hours` into the past. */
async function backdate(ticket: string, hours: number) {
  const g = await row(ticket);
  const back = (iso: string | null) => (iso ? new Date(Date.parse(iso) - hours * HOUR).toISOString() : null);
  await t.db
    .updateTable('grievance')
    .set({
      createdAt: back(g.createdAt)!,
      acknowledgeDueAt: back(g.acknowledgeDueAt)!,
      decideDueAt: back(g.decideDueAt)!,
      takeDownDueAt: back(g.takeDownDueAt),
    })
    .where('ticket', '=', ticket)
    .execute();
}
async function memberWithCode(code: string) {
  const m = await createMemberWithProfile(t, { genderId: 2 });
  await t.db.updateTable('users').set({ profileCode: code }).where('id', '=', m.userId).execute();
  return m;
}
const queue = async (status = 'open') => (await call(t.app, 'GET', `/grievances?status=${status}&pageSize=100`, { token: admin })).body.response;

describe('filing a grievance', () => {
  it('gives a visitor a ticket number with its clocks, and mails it in their language', async () => {
    const before = Date.now();
    const body = complaint({ locale: 'hi' });
    const filed = await file(body);
    expect(filed.status).toBe(201);
    const { ticket, acknowledgeDueAt, decideDueAt, takeDownDueAt } = filed.body.response;
    expect(ticket).toMatch(/^GR-\d{4}-\d{6}$/);
    expect(Date.parse(acknowledgeDueAt) - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(Date.parse(acknowledgeDueAt) - before).toBeLessThanOrEqual(24 * HOUR + 60_000);
    expect(Date.parse(decideDueAt) - Date.parse(acknowledgeDueAt)).toBe(14 * 24 * HOUR);
    expect(takeDownDueAt).toBeNull();
    await t.app.mail.settled();
    const mail = latestMail(t.dataDir, body.email)!;
    expect(mail.text).toContain(ticket);
    expect(mail.text).toContain('शिकायत अधिकारी');
    expect(mail.text).toContain('/hi/grievances');
  });

  it('gives impersonation a take-down clock of 24 hours and finds the profile it names', async () => {
    const named = await memberWithCode('SM7TKD2Q');
    const filed = await file(
      complaint({ kind: 'impersonation', profileCode: 'sm7tkd2q', description: 'This profile uses my photos and my name without consent.' }),
    );
    expect(filed.status).toBe(201);
    expect(Date.parse(filed.body.response.takeDownDueAt)).toBe(Date.parse(filed.body.response.acknowledgeDueAt));
    expect((await row(filed.body.response.ticket)).subjectUserId).toBe(named.userId);
  });

  it('refuses bad input with a message per field and stores nothing', async () => {
    const before = await count();
    const bad = await file({ kind: 'gossip', name: '', email: 'not-an-address', profileCode: 'XX12', description: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      kind: 'Choose what the complaint is about.',
      name: 'Enter your name (up to 100 characters).',
      email: 'Enter a valid e-mail address.',
      profileCode: 'A profile ID is SM and six letters or digits, like SM4K7Q2P.',
      description: 'Tell us what happened in at least 20 characters.',
    });
    expect((await file({ ...complaint(), description: 'x'.repeat(5001) })).status).toBe(400);
    expect((await file('not json at all')).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps a member as its author, and their language', async () => {
    const m = await createMemberWithProfile(t, { genderId: 1 });
    await t.db.updateTable('users').set({ locale: 'ta' }).where('id', '=', m.userId).execute();
    const filed = await file(complaint({ email: m.email }), m.token);
    const g = await row(filed.body.response.ticket);
    expect(g.userId).toBe(m.userId);
    expect(g.locale).toBe('ta');
  });
});

describe('following a grievance', () => {
  it('answers its author by ticket and e-mail, and a wrong address as a missing ticket', async () => {
    const body = complaint();
    const { ticket } = (await file(body)).body.response;
    const seen = await call(t.app, 'POST', '/grievances/status', { body: { ticket: ticket.toLowerCase(), email: body.email.toUpperCase() } });
    expect(seen.status).toBe(200);
    expect(seen.body.response).toMatchObject({ ticket, kind: 'harassment', status: 'received', acknowledgedAt: null, outcome: null });
    expect(seen.body.response).not.toHaveProperty('description');
    const wrongMail = await call(t.app, 'POST', '/grievances/status', { body: { ticket, email: 'someone@example.in' } });
    const noTicket = await call(t.app, 'POST', '/grievances/status', { body: { ticket: 'GR-2026-999999', email: body.email } });
    expect(wrongMail.status).toBe(404);
    expect(noTicket.status).toBe(404);
    expect(wrongMail.body.error.message).toBe(noTicket.body.error.message);
    expect((await call(t.app, 'POST', '/grievances/status', { body: { ticket: '123', email: body.email } })).body.error.fields.ticket).toMatch(
      /GR-2026-000123/,
    );
  });
});

describe('the administrators’ side', () => {
  it('lists open complaints with their clocks, the overdue ones marked, and only to administrators', async () => {
    const late = (await file(complaint())).body.response.ticket;
    await backdate(late, 25);
    const items = await queue();
    const item = items.items.find((i: { ticket: string }) => i.ticket === late);
    expect(item.overdue).toEqual(['acknowledge']);
    expect(item).toMatchObject({ status: 'received', kind: 'harassment', name: 'Lakshmi Iyer' });
    const m = await createMemberWithProfile(t);
    expect((await call(t.app, 'GET', '/grievances', { token: m.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/grievances')).status).toBe(401);
  });

  it('acknowledges, takes the named profile down and decides, telling the author each time', async () => {
    const named = await memberWithCode('SM9QWE3R');
    const body = complaint({ kind: 'intimate_image', profileCode: 'SM9QWE3R', description: 'This profile shows a morphed photo of me.' });
    const { ticket } = (await file(body)).body.response;
    const { id } = await row(ticket);
    const ack = await call(t.app, 'POST', `/grievances/${id}/acknowledge`, { token: admin });
    expect(ack.status).toBe(200);
    expect(ack.body.response.status).toBe('acknowledged');
    expect((await call(t.app, 'POST', `/grievances/${id}/acknowledge`, { token: admin })).status).toBe(409);

    const down = await call(t.app, 'POST', `/grievances/${id}/take-down`, { token: admin });
    expect(down.status).toBe(200);
    expect(down.body.response.takenDownAt).not.toBeNull();
    const hidden = await t.db.selectFrom('users').select('moderationHidden').where('id', '=', named.userId).executeTakeFirstOrThrow();
    expect(hidden.moderationHidden).toBe(1);
    const viewer = await createMemberWithProfile(t, { genderId: 1 });
    const lookUp = await call(t.app, 'GET', '/profiles/by-code/SM9QWE3R', { token: viewer.token });
    expect(lookUp.status).toBe(404);

    const decided = await call(t.app, 'POST', `/grievances/${id}/decide`, {
      token: admin,
      body: { outcome: 'upheld', reason: 'The photo was morphed; the profile stays down.' },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.response).toMatchObject({ status: 'decided', outcome: 'upheld' });
    expect(
      (await call(t.app, 'POST', `/grievances/${id}/decide`, { token: admin, body: { outcome: 'not_upheld', reason: 'Changing my mind now.' } })).status,
    ).toBe(409);

    await t.app.mail.settled();
    const mails = allMail(t.dataDir, body.email).map((m) => m.text);
    expect(mails.some((m) => m.includes('acknowledged your complaint'))).toBe(true);
    expect(mails.some((m) => m.includes('has been taken down'))).toBe(true);
    const decision = mails.find((m) => m.includes('has decided your complaint'))!;
    expect(decision).toContain('Upheld: we acted on it');
    expect(decision).toContain('The photo was morphed');
    expect(decision).toContain('Grievance Appellate Committee');
    expect(decision).toContain('30 days');
    const seen = await call(t.app, 'POST', '/grievances/status', { body: { ticket, email: body.email } });
    expect(seen.body.response).toMatchObject({ status: 'decided', outcome: 'upheld', decision: 'The photo was morphed; the profile stays down.' });
  });

  it('takes down only what impersonation and intimate-image complaints name', async () => {
    const harassment = await row((await file(complaint())).body.response.ticket);
    expect((await call(t.app, 'POST', `/grievances/${harassment.id}/take-down`, { token: admin })).status).toBe(400);
    const unnamed = await row((await file(complaint({ kind: 'impersonation' }))).body.response.ticket);
    const refused = await call(t.app, 'POST', `/grievances/${unnamed.id}/take-down`, { token: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('This complaint names no profile that can be taken down.');
    expect((await call(t.app, 'POST', '/grievances/99999999/acknowledge', { token: admin })).status).toBe(404);
    expect((await call(t.app, 'POST', `/grievances/${unnamed.id}/decide`, { token: admin, body: { outcome: 'upheld', reason: 'no' } })).status).toBe(400);
  });

  it('escalates a complaint whose clock ran out, once, to the grievance officer', async () => {
    const { ticket } = (await file(complaint({ kind: 'impersonation', profileCode: 'SM2ZXC4V' }))).body.response;
    await memberWithCode('SM2ZXC4V');
    await t.db
      .updateTable('grievance')
      .set({ subjectUserId: (await t.db.selectFrom('users').select('id').where('profileCode', '=', 'SM2ZXC4V').executeTakeFirstOrThrow()).id })
      .where('ticket', '=', ticket)
      .execute();
    const officerMails = () => allMail(t.dataDir, GRIEVANCE_OFFICER.email).filter((m) => m.text.includes(ticket)).length;
    await t.app.scheduler.tick(new Date());
    await t.app.mail.settled();
    expect(officerMails()).toBe(0);
    await backdate(ticket, 25);
    const later = new Date(Date.now() + 2 * HOUR);
    await t.app.scheduler.tick(later);
    await t.app.mail.settled();
    expect(officerMails()).toBe(1);
    const g = await row(ticket);
    expect(g.escalatedAt).not.toBeNull();
    const text = allMail(t.dataDir, GRIEVANCE_OFFICER.email).find((m) => m.text.includes(ticket))!.text;
    expect(text).toContain('acknowledge within 24 hours');
    expect(text).toContain('take down within 24 hours');
    await t.app.scheduler.tick(new Date(later.getTime() + 2 * HOUR));
    await t.app.mail.settled();
    expect(officerMails()).toBe(1);
    const item = (await queue()).items.find((i: { ticket: string }) => i.ticket === ticket);
    expect(item.escalatedAt).not.toBeNull();
    expect(item.overdue).toEqual(['acknowledge', 'take_down']);
  });

  it('reports a month by kind and outcome', async () => {
    const month = new Date(Date.now() + 5.5 * HOUR).toISOString().slice(0, 7);
    const before = (await call(t.app, 'GET', `/grievances/report?month=${month}`, { token: admin })).body.response;
    const fraud = await row((await file(complaint({ kind: 'fraud', description: 'He asked me to pay a customs fee for a gift.' }))).body.response.ticket);
    await call(t.app, 'POST', `/grievances/${fraud.id}/decide`, { token: admin, body: { outcome: 'not_upheld', reason: 'We found no such messages.' } });
    const after = (await call(t.app, 'GET', `/grievances/report?month=${month}`, { token: admin })).body.response;
    const line = (r: { rows: Array<{ kind: string; filed: number; notUpheld: number }> }) => r.rows.find((x) => x.kind === 'fraud')!;
    expect(after.total).toBe(before.total + 1);
    expect(line(after).filed).toBe(line(before).filed + 1);
    expect(line(after).notUpheld).toBe(line(before).notUpheld + 1);
    expect(after.decidedOnTime).toBe(before.decidedOnTime + 1);
    expect((await call(t.app, 'GET', '/grievances/report?month=2026-13', { token: admin })).status).toBe(400);
  });
});
