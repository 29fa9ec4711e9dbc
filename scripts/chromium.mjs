// Finds a Chromium for Playwright: CHROME_PATH, then Debian's, then Playwright's own download.
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p) => p && existsSync(p));
}

export const CHROMIUM_HELP = `No Chromium found for the end-to-end tests.
Install one and run again:
  Debian/Ubuntu (root):  apt-get update && apt-get install -y chromium
  or set CHROME_PATH to any Chromium/Chrome binary,
  or let Playwright fetch its own:  npx playwright install chromium`;
