import { expect, test } from '@playwright/test';
import { notesEn } from '../../../src/shared/i18n/safety/notes-en';
import { adminLogin, createAccount, openAs, settled } from './support';

test("the member's home shows one safety note, leading to the safety centre, until she hides it", async ({ page, request }) => {
  const member = await createAccount(request, await adminLogin(request));
  await openAs(page, member, '/dashboard');
  await settled(page);
  const note = page.getByRole('region', { name: notesEn.label });
  await expect(note).toBeVisible();
  await expect(note).toContainText(new RegExp(notesEn.items.map((i) => i.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')));
  await expect(note.getByRole('link', { name: notesEn.more })).toHaveAttribute('href', '/safety');
  await note.getByRole('button', { name: notesEn.dismiss }).click();
  await expect(note).toHaveCount(0);
  await page.reload();
  await settled(page);
  await expect(page.getByRole('region', { name: notesEn.label })).toHaveCount(0);
});
