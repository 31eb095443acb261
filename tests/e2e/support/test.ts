/**
 * The suite's `test`: Playwright's, with every page's shopper on Save-Data unless a spec says otherwise.
 *
 * A catalogue page prefetches the catalogue links it shows (the Speculation Rules, or `<link rel="prefetch">`), and the
 * storefront renders each one it has not cached. In a flow (sign-in, a checkout, an account page) those prefetches are
 * not what is checked, yet they took about 15 % of the end-to-end run's CPU (measured over five spec files), half of it
 * the storefront's renders of pages the spec never opens. With Save-Data on, the store prefetches nothing
 * (src/components/catalog/link-prefetch.ts), as for a shopper who asked it to spare their data.
 *
 * The specs about what a page does before a shopper's touch browse without Save-Data (`test.use({ saveData: false })`):
 * the Speculation Rules and the prefetches themselves, what a new guest downloads, the CSP over every inline script, the
 * photos a page asks for, typing before hydration.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Makes the page's Network Information say Save-Data, as the store reads it (call before the first navigation). */
export async function browseWithSaveData(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }) }),
  );
}

export const test = base.extend<{ saveData: boolean }>({
  saveData: [true, { option: true }],
  context: async ({ context, saveData }, use) => {
    if (saveData) await browseWithSaveData(context);
    await use(context);
  },
});
