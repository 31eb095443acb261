/**
 * Sections a page lays out only when scrolled near (`defer-render`: `content-visibility: auto`) have no layout until
 * then; a test that measures the whole page lays them out first, as a shopper's scrolling would.
 */
import type { Page } from '@playwright/test';

export async function layOutDeferredSections(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('.defer-render')) section.style.contentVisibility = 'visible';
  });
}
