/**
 * The Content-Security-Policy violations a page reports while a spec drives it: the `securitypolicyviolation` event
 * and the browser's console message for a refused script, style or resource.
 */
import type { Page } from '@playwright/test';

/** Starts collecting before the first navigation; the array fills as the page runs. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply)/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}
