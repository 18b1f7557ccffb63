import { expect, test } from '@playwright/test';
import { LOCALES } from '../../../src/shared/locales';
import { adminLogin, openAs, settled } from '../dashboard/support';
import { connectedPair } from '../matching/support';
import { readsIn, speaks, wordsIn } from '../words';

/**
 * A message in the members' language (docs/product/member-loop.md): he writes to the member he is
 * connected with from Messages; she finds the conversation in her list and reads it.
 */
test.describe.configure({ mode: 'parallel' });

/** What each member writes, in their language: a message is shown as its sender wrote it. */
const HELLO = {
  en: 'Namaste! Our families would like to speak this Sunday.',
  hi: 'नमस्ते! हमारा परिवार इस रविवार बात करना चाहेगा।',
  ta: 'வணக்கம்! எங்கள் குடும்பம் இந்த ஞாயிறு பேச விரும்புகிறது.',
};

for (const locale of LOCALES) {
  test(`a member writes to his connection and she reads it (${locale})`, async ({ page, request }) => {
    const t = await wordsIn(locale);
    const messages = t.dashboard.messages;
    const { bride, groom } = await connectedPair(request, await adminLogin(request));
    for (const member of [bride, groom]) await speaks(request, member, locale);
    const hello = HELLO[locale];
    const own = [bride.fullName, groom.fullName, hello];

    await openAs(page, groom, '/dashboard/messages');
    await expect(page.getByRole('heading', { level: 1, name: messages.title })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(bride.fullName) }).click();
    const his = page.getByRole('log', { name: messages.conversationWith({ name: bride.fullName }) });
    await expect(his).toContainText(messages.firstMessage({ name: bride.fullName }));
    await readsIn(page, t, own);
    await page.getByLabel(messages.messageTo({ name: bride.fullName })).fill(hello);
    await page.getByRole('button', { name: messages.send, exact: true }).click();
    await expect(his).toContainText(hello);
    await expect(his).toContainText(messages.sent);
    await readsIn(page, t, own);

    await openAs(page, bride, '/dashboard/messages');
    await expect(page.getByRole('link', { name: new RegExp(groom.fullName) })).toContainText(hello);
    await settled(page);
    await readsIn(page, t, own);
    await page.getByRole('link', { name: new RegExp(groom.fullName) }).click();
    await expect(page.getByRole('log', { name: messages.conversationWith({ name: groom.fullName }) })).toContainText(hello);
    await readsIn(page, t, own);
  });
}
