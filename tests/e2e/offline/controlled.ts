import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

const ASSETS = join(import.meta.dirname, '../../../dist/_astro');
/**
 * The offline shell's files as scripts/build-service-worker.ts lists them from the built site: the
 * dashboard's page and every script and style of at most 256 KB.
 */
const shellFiles = (): string[] => [
  '/dashboard.html',
  ...readdirSync(ASSETS)
    .filter((file) => /\.(js|css)$/.test(file) && statSync(join(ASSETS, file)).size <= 256 * 1024)
    .map((file) => `/_astro/${file}`),
];

/** The service worker controls the page and, the member being signed in, holds the whole offline shell. */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const wanted = shellFiles();
  // Polled from here: waitForFunction takes the promise an async predicate returns as its answer.
  // The worker stores the shell's files one by one; going offline before the last is stored would
  // test the network, not the shell.
  await expect
    .poll(
      () =>
        page.evaluate(async (files) => {
          const held = new Set<string>();
          for (const name of await caches.keys())
            if (name.includes('precache')) for (const request of await (await caches.open(name)).keys()) held.add(new URL(request.url).pathname);
          return files.filter((file) => !held.has(file));
        }, wanted),
      { timeout: 60_000 },
    )
    .toEqual([]);
}
