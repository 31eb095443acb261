import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags that let Debian's Chromium run as root, headless, on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser to drive: Playwright's own Chromium where it is installed (returns undefined so Playwright picks
 * it), else `CHROMIUM_PATH`, else Debian's headless shell (`chromium-headless-shell`: the same engine without the
 * browser's window, GPU process and UI, which cost the suite's two workers CPU on a 2-core machine), else Debian's
 * `/usr/bin/chromium`. Throws with instructions when there is none.
 */
export function chromiumExecutable(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright's browser is not installed: fall through to a system Chromium.
  }
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one with `apt-get install -y chromium` (Debian), ' +
      'or `npx playwright install chromium` where downloads are allowed, or set CHROMIUM_PATH to a Chromium binary.',
  );
}
