import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { LOCALES } from '../../../src/shared/locales';
import { latestMail } from '../../helpers/outbox';
import { adminLogin, countReads, openAs, settled } from '../dashboard/support';
import { codeFor, dataDir, field, open, toast } from '../join/support';
import { matchingPair } from '../matching/support';
import { screenshot } from '../screenshots';
import { filledWithAny, readsIn, speaks, wordsIn } from '../words';

/**
 * A family helper in the member's language (docs/product/family.md): the member invites his
 * mother from Settings; the invitation opens the join page in his language, where she joins with
 * the codes sent to her and her own password; she lands on his matches in that language, signs
 * out, and signs in again with her password, all without meeting a word of English.
 */
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 360, height: 740 };

for (const locale of LOCALES) {
  test(`a member invites his mother, who joins, signs out and signs in again (${locale})`, async ({ page, browser, request }) => {
    const t = await wordsIn(locale);
    const family = t.dashboard.family;
    const join = t.forms.familyJoin;
    const { groom: member } = await matchingPair(request, await adminLogin(request));
    await speaks(request, member, locale);
    const amma = {
      name: 'Lakshmi Devi',
      email: `amma-${randomBytes(4).toString('hex')}@e2e.example.in`,
      mobile: `8${String(Date.now()).slice(-9)}`,
      password: 'Kesari-Mango-Monsoon-42',
    };
    // Names as written: the invitation calls him by his first name.
    const own = [member.fullName, member.fullName.split(' ')[0], amma.name, amma.email, amma.mobile];

    await openAs(page, member, '/dashboard/settings');
    await settled(page);
    const section = page.getByRole('region', { name: family.title });
    await field(section, family.name).fill(amma.name);
    await field(section, family.relation).selectOption({ label: family.relations.mother });
    await field(section, `${family.email} / ${family.mobile}`).fill(amma.email);
    await section.getByRole('button', { name: family.invite }).click();
    // Her address is shown in part only.
    const invited = (contact: string) => `${amma.name} (${family.relations.mother}) · ${contact} · ${family.status.invited}`;
    await expect(section.getByText(filledWithAny(invited))).toBeVisible();
    await readsIn(page, t, own);

    // The link in the mail opens the join page in his language.
    const link = () => /\/(?:[a-z]{2}\/)?family-join\?token=[\w-]+/.exec(latestMail(dataDir(), amma.email)?.text ?? '')?.[0];
    await expect.poll(link, { message: `an invitation link in the newest message to ${amma.email}` }).toBeTruthy();
    expect(link()).toMatch(new RegExp(`^${t.path('/family-join')}\\?`));
    const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    const her = await phone.newPage();
    await countReads(her);
    await open(her, link()!);
    await expect(her.getByText(join.invites({ member: member.fullName.split(' ')[0], name: amma.name, relation: join.relations.mother }))).toBeVisible();
    await readsIn(her, t, own);
    await field(her, join.mobile).fill(amma.mobile);
    await her.getByRole('button', { name: join.sendCode }).click();
    // A code to the invited address, and a second one to prove the mobile she gave.
    await expect(her.getByRole('status').filter({ hasText: filledWithAny(join.sentTo) })).toBeVisible();
    await expect(her.getByRole('status').filter({ hasText: filledWithAny(join.otherSentTo) })).toBeVisible();
    await readsIn(her, t, own);
    await screenshot(her, `family-join-codes-${PHONE.width}-${locale}`, { fullPage: true });
    await field(her, join.code).fill(codeFor(amma.email));
    await field(her, join.otherCode).fill(codeFor(amma.mobile));
    await field(her, join.password).fill(amma.password);
    await her.getByRole('button', { name: join.join, exact: true }).click();
    await her.waitForURL('**/dashboard');
    await expect(her.getByRole('heading', { level: 1, name: t.dashboard.matchingPage.title })).toBeVisible();
    await settled(her);
    await readsIn(her, t, own);

    // Her password is her own: she signs out, and in again with it.
    await her.getByRole('button', { name: t.dashboard.shell.userMenuFor({ name: amma.name }) }).click();
    await her.getByRole('button', { name: t.dashboard.shell.logout }).click();
    await her.waitForURL(`**${t.path('/login')}`);
    await expect(her.locator('astro-island[ssr]')).toHaveCount(0);
    await readsIn(her, t, own);
    await field(her, t.forms.login.email).fill(amma.email);
    await field(her, t.forms.login.password).fill(amma.password);
    await her.getByRole('button', { name: t.forms.login.submit, exact: true }).click();
    await expect(toast(her, t.forms.login.loginSuccess)).toBeVisible();
    await her.waitForURL('**/dashboard**');
    await expect(her.getByRole('heading', { level: 1, name: t.dashboard.matchingPage.title })).toBeVisible();
    await settled(her);
    await readsIn(her, t, own);
    await phone.close();
  });
}
