import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '../../../src/shared/locales';
import { localePath } from '../../../src/shared/i18n/locales';
import { grievanceWords } from '../../../src/shared/i18n/grievances';
import { adminLogin, openAs, settled } from '../dashboard/support';
import { open } from '../join/support';

/**
 * Grievances (docs/product/trust.md): anyone files a complaint in their language and gets a
 * ticket number, follows it by that number, and an administrator acknowledges and decides it
 * with its clocks in view. Written once, run in every language.
 */
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

async function fileComplaint(page: Page, locale: (typeof LOCALES)[number], email: string) {
  const t = grievanceWords(locale);
  const form = page.getByRole('form', { name: t.form.name });
  await form.getByLabel(exact(t.form.kind)).selectOption({ label: t.kinds.impersonation });
  await form.getByLabel(exact(t.form.fullName)).fill('Radha Krishnan');
  await form.getByLabel(exact(t.form.email)).fill(email);
  await form.getByLabel(exact(t.form.description)).fill('A profile here uses my photographs and my name without my consent.');
  await form.getByRole('button', { name: t.form.submit }).click();
  const filed = page.getByRole('status').filter({ hasText: /GR-\d{4}-\d{6}/ });
  await expect(filed).toBeVisible();
  return /GR-\d{4}-\d{6}/.exec((await filed.textContent()) ?? '')![0];
}

for (const locale of LOCALES) {
  for (const width of [360, 1280]) {
    test(`a visitor files a grievance in ${locale} at ${width} px and follows it by its ticket`, async ({ page }) => {
      const t = grievanceWords(locale);
      await page.setViewportSize({ width, height: 900 });
      await open(page, localePath(locale, '/grievances'));
      await expect(page.getByRole('heading', { level: 1, name: t.page.heading })).toBeVisible();

      // Nothing filled in: every field says what it needs, in the page's language, and nothing is sent.
      let sent = 0;
      page.on('request', (r) => r.url().endsWith('/api/grievances') && r.method() === 'POST' && (sent += 1));
      const form = page.getByRole('form', { name: t.form.name });
      await form.getByRole('button', { name: t.form.submit }).click();
      await expect(form.getByText(t.check.kind)).toBeVisible();
      await expect(form.getByText(t.check.fullName)).toBeVisible();
      await expect(form.getByText(t.check.descriptionShort({ min: 20 }))).toBeVisible();
      expect(sent).toBe(0);

      const email = `radha-${locale}-${width}-${Date.now()}@example.in`;
      const ticket = await fileComplaint(page, locale, email);
      expect(sent).toBe(1);
      await expect(page.getByText(t.form.filedMail)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const follow = page.getByRole('form', { name: t.page.track });
      await follow.getByLabel(exact(t.status.ticket)).fill(ticket);
      await follow.getByLabel(exact(t.status.email)).fill(email);
      await follow.getByRole('button', { name: t.status.show }).click();
      await expect(page.getByText(`${ticket} · ${t.kinds.impersonation} · ${t.status.states.received}`)).toBeVisible();

      await follow.getByLabel(exact(t.status.email)).fill('someone-else@example.in');
      await follow.getByRole('button', { name: t.status.show }).click();
      await expect(page.getByText(t.status.notFound)).toBeVisible();
    });
  }
}

test('an administrator sees a complaint’s clocks, acknowledges and decides it, and its author reads the outcome', async ({ page, request }) => {
  const t = grievanceWords('en');
  const email = `meera-${Date.now()}@example.in`;
  const filed = await request.post('/api/grievances', {
    data: { kind: 'fraud', name: 'Meera Pillai', email, description: 'A member asked me to pay a customs fee to release a gift.' },
  });
  expect(filed.status()).toBe(201);
  const { ticket } = (await filed.json()).response;

  const admin = await adminLogin(request);
  await openAs(page, admin, '/dashboard/grievances');
  await expect(page.getByRole('heading', { level: 1, name: t.admin.title })).toBeVisible();
  await settled(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${ticket} · ${t.kinds.fraud}` }) });
  await expect(card.getByText(new RegExp(`^${t.admin.acknowledgeBy}: `))).toBeVisible();
  await expect(card.getByText(new RegExp(`^${t.admin.decideBy}: `))).toBeVisible();
  await card.getByRole('button', { name: t.admin.acknowledge }).click();
  await expect(page.getByText(t.admin.acknowledged).first()).toBeVisible();
  await expect(card.getByRole('button', { name: t.admin.acknowledge })).toHaveCount(0);

  await card.getByRole('button', { name: t.admin.decide }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.status.outcomes.not_upheld).check();
  await dialog.getByRole('button', { name: t.admin.decide }).click();
  await expect(dialog.getByText(t.server.reasonRequired)).toBeVisible();
  await dialog.getByLabel(exact(t.admin.reason)).fill('We found no such request among the messages.');
  await dialog.getByRole('button', { name: t.admin.decide }).click();
  await expect(page.getByText(t.admin.decided).first()).toBeVisible();
  await page.getByRole('tab', { name: t.admin.decidedList }).click();
  await expect(page.getByRole('heading', { name: `${ticket} · ${t.kinds.fraud}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.admin.report })).toBeVisible();

  // The author, on the public page, reads the outcome and how to appeal.
  const visitor = page;
  await open(visitor, '/grievances');
  const follow = visitor.getByRole('form', { name: t.page.track });
  await follow.getByLabel(exact(t.status.ticket)).fill(ticket);
  await follow.getByLabel(exact(t.status.email)).fill(email);
  await follow.getByRole('button', { name: t.status.show }).click();
  await expect(visitor.getByText(t.status.outcomes.not_upheld)).toBeVisible();
  await expect(visitor.getByText('We found no such request among the messages.')).toBeVisible();
  await expect(visitor.getByText(t.page.appeal).last()).toBeVisible();
});
