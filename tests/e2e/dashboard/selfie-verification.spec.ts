import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { selfieWords } from '../../../src/shared/i18n/selfie-verification';
import { herFacingRight } from '../../helpers/selfie-faces';
import { adminLogin, bearer, createAccount, openAs, settled } from './support';
import { chromiumPath } from '../../../scripts/chromium.mjs';

const t = selfieWords('en');
/**
 * The camera is Chromium's fake device playing a .y4m made here from a face the npm package
 * @vladmandic/face-api ships in its demo/ folder (tests/helpers/selfie-faces.ts): a still picture,
 * so the server's challenge may pass or go to the administrators, and the test reads which.
 */
const VIDEO = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'selfie-camera-')), 'face.y4m');

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`, '--no-sandbox'],
  },
});

/** A few frames of one picture in YUV 4:2:0, the format Chromium's fake camera reads. */
async function writeY4m(picture: Buffer, file: string) {
  const width = 320;
  const height = 320;
  const { data } = await sharp(picture).resize(width, height).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      const k = (j * width + i) * 3;
      const [r, g, b] = [data[k], data[k + 1], data[k + 2]];
      y[j * width + i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (j % 2 === 0 && i % 2 === 0) {
        const c = (j / 2) * (width / 2) + i / 2;
        u[c] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
        v[c] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
      }
    }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]));
}

test('a member takes the live selfie check with her camera and reads the result', async ({ page, request }) => {
  const face = await herFacingRight();
  await writeY4m(face, VIDEO);
  const admin = await adminLogin(request);
  const member = await createAccount(request, admin, 'user', 'Meera Selfie');
  const types = (await (await request.get('/api/document-type-master?pageSize=1000')).json()).response.items as { id: number; name: string }[];
  const closeUp = types.find((type) => type.name === 'Close Up Photo')!;
  const up = await request.post('/api/Document/upload', {
    headers: bearer(member),
    multipart: { userId: String(member.userId), documentTypeId: String(closeUp.id), file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: face } },
  });
  expect(up.status(), await up.text()).toBe(201);
  const approved = await request.post(`/api/photo-approval/${(await up.json()).response.id}/approve`, { headers: bearer(admin) });
  expect(approved.status()).toBe(200);

  await openAs(page, member, '/dashboard/settings');
  await settled(page);
  const section = page.getByRole('region', { name: t.page.title });
  await section.getByRole('checkbox', { name: t.page.consent }).check();
  await section.getByRole('button', { name: t.page.start }).click();
  // The steps come from the server: two or three, then the selfie.
  const instruction = section.locator('[data-step]');
  await expect(instruction).toBeVisible();
  const stepTexts = Object.values(t.steps);
  let taken = 0;
  while ((await instruction.getAttribute('data-step')) !== 'selfie') {
    await expect(instruction).toHaveText(new RegExp(stepTexts.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')));
    await section.getByRole('button', { name: t.page.capture }).click();
    taken += 1;
  }
  expect(taken).toBeGreaterThanOrEqual(2);
  await expect(instruction).toHaveText(t.page.selfie);
  await section.getByRole('button', { name: t.page.capture }).click();
  await expect(section.getByText(new RegExp(`${t.page.verified}|${t.page.pending}`))).toBeVisible({ timeout: 45_000 });

  const status = await request.get('/api/selfie-verification', { headers: bearer(member) });
  const state = (await status.json()).response.state as string;
  expect(['verified', 'pending']).toContain(state);
  await expect(section.getByText(state === 'verified' ? t.page.verified : t.page.pending)).toBeVisible();
});
