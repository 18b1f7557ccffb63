import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { formatRupees } from '../../../src/shared/i18n/format';
import { LOCALES, type Locale } from '../../../src/shared/locales';
import { adminLogin, bearer, createAccount, openAs, settled } from '../dashboard/support';
import { filledWithAny, readsIn, speaks, wordsIn } from '../words';

/**
 * Buying a plan and its tax invoice in the member's language (docs/product/plans-and-payments.md): she
 * buys a plan with the test provider, finds it under her subscriptions, and downloads the invoice,
 * whose text carries her name as she wrote it, in her own script (read back with pdftotext, as a
 * person copying it out of the PDF would).
 */
test.describe.configure({ mode: 'parallel' });

/** The member's name as she writes it in her language's script. */
const NAME: Record<Locale, string> = { en: 'Ananya Sharma', hi: 'अनन्या शर्मा', ta: 'அனன்யா சர்மா' };

interface Plan {
  id: number;
  name: string;
  localName?: string;
  price: number;
}

for (const locale of LOCALES) {
  test(`a member buys a plan and opens its tax invoice, made out to her name (${locale})`, async ({ page, request }) => {
    const t = await wordsIn(locale);
    const plans = t.dashboard.plans;
    const name = `${NAME[locale]} ${randomBytes(3).toString('hex')}`;
    const member = await createAccount(request, await adminLogin(request), 'user', name);
    await speaks(request, member, locale);
    const [plan] = (await (await request.get('/api/SubscriptionPlan/GetAllSubscriptionPlan', { headers: bearer(member) })).json()).response as Plan[];
    const planName = plan.localName || plan.name;
    const price = formatRupees(locale, plan.price);

    await openAs(page, member, '/dashboard/plans');
    await expect(page.getByRole('heading', { level: 1, name: plans.title })).toBeVisible();
    const card = page.getByRole('article', { name: planName });
    await expect(card).toContainText(price);
    await settled(page);
    await readsIn(page, t, [name]);
    await card.getByRole('button', { name: `${plans.buy} ${planName}` }).click();
    const dialog = page.getByRole('dialog', { name: plans.testCheckoutTitle });
    await expect(dialog).toContainText(plans.testCheckoutBody({ plan: planName, amount: price }));
    await readsIn(page, t, [name]);
    await dialog.getByRole('button', { name: plans.completeTest({ amount: price }) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: filledWithAny((date: string) => plans.paymentReceived({ plan: planName, date })) })).toBeVisible();
    await readsIn(page, t, [name]);

    await page.getByRole('link', { name: plans.seeSubscriptions }).click();
    await expect(page).toHaveURL('/dashboard/subscription');
    const row = page.getByRole('row', { name: new RegExp(planName) });
    await expect(row).toContainText(price);
    await settled(page);
    await readsIn(page, t, [name]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: new RegExp(`^${plans.downloadReceipt.replace(/[()]/g, '\\$&')}`) }).click(),
    ]);
    const invoice = execFileSync('pdftotext', [(await download.path())!, '-'], { encoding: 'utf8' });
    expect(invoice).toContain(name);
  });
}
