import SQLite from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { MEMBER_LOOP_MSG } from '../../../src/shared/messages';
import { sqliteFileOf } from '../../../src/server/db/open';
import { adminLogin, bearer, createAccount, moveTo, openAs, settled, type Account } from '../dashboard/support';
import { checkScreen, memberWithProfile, referenceIds, type Member, type ReferenceIds } from './support';

/**
 * Reports and appeals in the browser (docs/product/member-loop.md, docs/product/limits.md): a
 * member reports another from a profile and from a message, and past the day's five reports the
 * dialog says so; a member hidden by three members in good standing reads why and appeals once;
 * the administrators' queue shows each report with its reporter's standing and the appeal. The
 * screens pass axe and fit at 360 and 1280 px, light and dark.
 */
let admin: Account;
let r: ReferenceIds;
/** Reporters in good standing (verified, a profile older than seven days). */
let standing: Member[];
/** Hidden automatically by the three reports of `standing`. */
let hidden: Member;
/** Has used the day's five reports. */
let busy: Member;
let someone: Member;

type Request = Parameters<typeof memberWithProfile>[0];
const bride = (request: Request, first: string) =>
  memberWithProfile(request, admin, r, { first, genderId: 2, dob: '1995-01-15', ageMin: 25, ageMax: 40, city: 'Pune' });

/**
 * Accounts and profiles made today, dated back past the seven days a reporter's profile needs, in
 * the worker's database, days apart: accounts made close together count as one reporter.
 */
function ageProfiles(members: Member[]) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR not set: the reporters need the server data folder');
  const db = new SQLite(sqliteFileOf({ dataDir }), { fileMustExist: true });
  try {
    const ageProfile = db.prepare('UPDATE profile SET created_at = ? WHERE user_id = ?');
    const ageAccount = db.prepare('UPDATE users SET created_at = ? WHERE id = ?');
    members.forEach((m, i) => {
      const old = new Date(Date.now() - (30 + 3 * i) * 86_400_000).toISOString();
      ageProfile.run(old, m.userId);
      ageAccount.run(old, m.userId);
    });
  } finally {
    db.close();
  }
}

const report = (request: Request, from: Account, to: Account, details = 'Her photos are of a film actress.') =>
  request.post('/api/reports', { headers: bearer(from), data: { reportedUserId: to.userId, reason: 'fake-profile', details } });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  admin = await adminLogin(request);
  r = await referenceIds(request, admin);
  const groom = (first: string) => memberWithProfile(request, admin, r, { first, genderId: 1, dob: '1992-01-15', ageMin: 25, ageMax: 40, city: 'Mumbai' });
  standing = [await groom('Arjun'), await groom('Vikram'), await groom('Karan')];
  ageProfiles(standing);
  hidden = await bride(request, 'Meera');
  for (const reporter of standing) expect((await report(request, reporter, hidden)).status()).toBe(201);
  busy = await groom('Sameer');
  for (let i = 0; i < 5; i++) {
    const other = await createAccount(request, admin, 'user');
    expect((await report(request, busy, other, 'Asked me for money on the first call.')).status()).toBe(201);
  }
  someone = await bride(request, 'Kavya');
});

/**
 * The member who has reported five times today reports someone once more from the profile: the
 * dialog stays open and says the day's limit.
 */
async function reportPastTheLimit(page: Page) {
  await openAs(page, busy, `/dashboard/profile/view-profile/${someone.userId}`);
  await settled(page);
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${someone.fullName}` });
  await dialog.getByLabel('Reason').selectOption({ label: 'Fake profile' });
  await dialog.getByLabel('What happened').fill('The same photos are on another site.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MEMBER_LOOP_MSG.reportDailyLimit({ limit: 5 }));
}

test('a member reports another from a profile and from a message; past five reports a day the dialog says so', async ({ page, request }) => {
  const groom = standing[0];
  const target = await bride(request, 'Nisha');
  // From the profile.
  await openAs(page, groom, `/dashboard/profile/view-profile/${target.userId}`);
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${target.fullName}` });
  await dialog.getByLabel('Reason').selectOption({ label: 'Asking for money' });
  await dialog.getByLabel('What happened').fill('Asked me to pay for her visa before we had even spoken.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. An administrator will review this profile.')).toBeVisible();

  // From a message: the safety note's button.
  const writer = await bride(request, 'Ritu');
  const sent = await request.post('/api/interests', { headers: bearer(writer), data: { targetUserId: groom.userId } });
  expect((await request.post(`/api/interests/${(await sent.json()).response.id}/accept`, { headers: bearer(groom), data: {} })).status()).toBe(200);
  const message = await request.post(`/api/conversations/${groom.userId}/messages`, {
    headers: bearer(writer),
    data: { body: 'Send 5000 rupees to my UPI ritu@okbank' },
  });
  expect(message.status()).toBe(201);
  await openAs(page, groom, `/dashboard/messages/${writer.userId}`);
  const note = page.getByRole('log', { name: `Conversation with ${writer.fullName}` }).getByRole('note');
  await note.getByRole('button', { name: 'Report this message' }).click();
  await expect(note.getByRole('status')).toHaveText('Reported. An administrator will read this message.');

  // The sixth report of the day: said in the dialog, once, where the member is looking; nothing was filed.
  await reportPastTheLimit(page);
  await expect(page.getByText(MEMBER_LOOP_MSG.reportDailyLimit({ limit: 5 }))).toHaveCount(1);
  const filed = await request.get('/api/reports/mine', { headers: bearer(busy) });
  expect((await filed.json()).response).toHaveLength(5);
});

test('a member hidden by reports reads why and appeals once; the administrators see the reporters’ standing and the appeal', async ({ page }) => {
  await openAs(page, hidden, '/dashboard');
  const box = page.getByRole('region', { name: 'Your profile is hidden' });
  await expect(box).toContainText('other members do not see it');
  await box.getByLabel(/Why should your profile be shown again/).fill('These are my own photos; my family can vouch for me.');
  await box.getByRole('button', { name: 'Send appeal' }).click();
  await expect(box).toContainText('You appealed on');
  await expect(box.getByRole('button', { name: 'Send appeal' })).toHaveCount(0);

  await openAs(page, admin, '/dashboard/reports');
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: hidden.fullName }) });
  await expect(entry).toContainText('Reporter: Good standing (counts 1)');
  await expect(entry).toContainText('These are my own photos; my family can vouch for me.');
  await expect(entry).toContainText('Appealed by the member · ');
  await expect(entry).not.toContainText('· automatically');
});

/** Each trust screen, its picture named trust-<screen>. */
const check = (page: Page, name: string, found: string[], { behindDialog = false } = {}) =>
  checkScreen(page, { name, picture: `trust-${name}`, found, behindDialog });

for (const width of [360, 1280]) {
  test(`report, appeal, queue, audit log and deactivation screens at ${width} px, light and dark`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];

    await reportPastTheLimit(page);
    await check(page, 'report-limit', found, { behindDialog: true });
    await page.keyboard.press('Escape');

    await openAs(page, hidden, '/dashboard');
    await expect(page.getByRole('region', { name: 'Your profile is hidden' })).toBeVisible();
    await check(page, 'appeal', found);

    await openAs(page, admin, '/dashboard/reports');
    await expect(page.getByRole('heading', { name: hidden.fullName })).toBeVisible();
    await check(page, 'report-queue', found);

    await moveTo(page, '/dashboard/audit-log');
    await check(page, 'audit-log', found);

    await moveTo(page, '/dashboard/user-master');
    await page.getByLabel('Search Users').fill(someone.email);
    await page
      .getByRole('row', { name: new RegExp(someone.email) })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'deactivate', found, { behindDialog: true });
    expect(found).toEqual([]);
  });
}
