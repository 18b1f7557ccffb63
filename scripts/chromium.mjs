// Which Chromium the browser tests drive, decided in one place for `npm test` and Playwright's
// configuration.
import fs from 'node:fs';

/**
 * CHROMIUM_PATH, else Debian's Chromium headless shell (package chromium-headless-shell: the
 * browser Playwright itself runs headless tests in, with a third less CPU per page than the full
 * browser's headless mode), else Debian's full Chromium.
 * @returns {string}
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ?? '/usr/bin/chromium';
}

/** The flags the measuring scripts launch Chromium with: nothing of its own on the network, no QUIC. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
