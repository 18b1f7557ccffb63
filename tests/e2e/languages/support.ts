import { expect, type Page } from '@playwright/test';
import { formsText } from '../../../src/shared/i18n/forms';
import { ISLAND_TEXT, loadMessages, say } from '../../../src/shared/i18n/forms/messages';
import { localePath, type Locale } from '../../../src/shared/i18n/locales';
import { CODED } from '../../../src/shared/coded-messages';
import { codeFor, field, open, type Person } from '../join/support';

const { PASSWORD_METER_TEXT } = CODED;

/**
 * Registers on the register page of `locale` and enters the e-mailed code, as a visitor reading
 * that language would: the page is then on its 'Complete Your Profile' step. The session the code
 * gave is returned. `onEachStep` runs on the filled form and in the code dialog, to look at them.
 */
export async function reachProfileStepIn(
  page: Page,
  locale: Locale,
  person: Person,
  onEachStep: () => Promise<void> = async () => {},
): Promise<{ accessToken: string; userId: number }> {
  await loadMessages(locale);
  const forms = formsText(locale);
  await open(page, localePath(locale, '/register'));
  await field(page, forms.register.fullName).fill(person.name);
  await field(page, forms.register.email).fill(person.email);
  await field(page, forms.register.mobile).fill(person.mobile);
  await field(page, forms.register.password).fill(person.password);
  await field(page, forms.register.confirmPassword).fill(person.password);
  // The meter's verdict moves the button below it: the click waits for it, as a person's eyes would.
  await expect(page.getByTestId('password-meter')).toContainText(say(locale, PASSWORD_METER_TEXT.acceptable));
  await onEachStep();
  await page.getByRole('button', { name: forms.register.submit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: forms.dialogs.registerVerifyTitle });
  await expect(dialog).toBeVisible();
  await onEachStep();
  await dialog.getByLabel(say(locale, ISLAND_TEXT.codeLabel)).fill(codeFor(person.email));
  const verified = page.waitForResponse('**/api/auth/verify-otp');
  await dialog.getByRole('button', { name: forms.dialogs.verify, exact: true }).click();
  const session = (await (await verified).json()).response as { accessToken: string; userId: number };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(forms.register.profileTitle);
  return session;
}
