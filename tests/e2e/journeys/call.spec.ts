import { expect, test } from '@playwright/test';
import { chromiumPath } from '../../../scripts/chromium.mjs';
import { LOCALES } from '../../../src/shared/locales';
import { adminLogin } from '../dashboard/support';
import { bothSeeEnded, coupleOnline, dock, FAKE_MEDIA_ARGS, videoCall } from '../calls/call-steps';
import { filledWithAny, readsIn, wordsIn } from '../words';

/**
 * A video call in the members' language (docs/product/calls-and-push.md), with a fake camera and
 * microphone: he calls from their conversation, she answers, both see the other's video and the
 * call dock in their language; he hangs up and the conversation shows the call and its length.
 */
test.use({ launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-quic', ...FAKE_MEDIA_ARGS] } });
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test(`connected members make a video call and hang up (${locale})`, async ({ browser, request }) => {
    const t = await wordsIn(locale);
    const calls = t.dashboard.calls;
    const { bride, groom, her, him, close } = await coupleOnline(browser, request, await adminLogin(request), undefined, locale);
    const own = [bride.fullName, groom.fullName];

    await videoCall(her, him, bride, groom, calls);
    await expect(dock(him, calls)).toContainText(calls.inCall({ name: bride.fullName }));
    await readsIn(him, t, own);
    await readsIn(her, t, own);
    await him.getByRole('button', { name: calls.hangUp }).click();
    await bothSeeEnded(her, him, calls);
    const log = him.getByRole('log', { name: t.dashboard.messages.conversationWith({ name: bride.fullName }) });
    await expect(log.getByText(filledWithAny(calls.log.video))).toHaveCount(1);
    await readsIn(him, t, own);
    await close();
  });
}
