/**
 * The store closed and a page not found (issue 55, point 13), in Arabic and English. The under-maintenance page is
 * the store's answer while it is closed: 503 with `Retry-After` (so search engines and monitors come back rather
 * than drop the pages), never stored, and without the shop's header, menus and search, which would lead into a
 * store that is not open. The 404's "Back to home" arrow points back: to the start of the line, left in English
 * and right in Arabic.
 */
import { expect, test } from './support/test.ts';
import { copy } from './support/locales.ts';
import { parseServerHtml } from './support/html.ts';

for (const locale of ['ar', 'en'] as const) {
  test(`/${locale}/under-maintenance answers 503 with Retry-After, without the shop's header and search`, async ({ request }) => {
    const response = await request.get(`/${locale}/under-maintenance`);
    expect(response.status()).toBe(503);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    expect(response.headers()['cache-control']).toContain('no-store');
    const html = parseServerHtml(await response.text());
    expect(html.elements('h1')).toHaveLength(1);
    expect(html.text(html.elements('h1')[0])).toBe(copy(locale, 'pages', 'underMaintenance.heading'));
    // No search form, no menus, no cart or account links: the store's name alone.
    expect(html.elements('form')).toHaveLength(0);
    expect(html.elements('input')).toHaveLength(0);
    expect(html.elements('nav')).toHaveLength(0);
    expect(html.elements('a').filter((link) => /\/(cart|login|account|search|categories)\b/.test(link.attribs.href ?? ''))).toHaveLength(0);
    // Still a way to reach the store's people.
    expect(html.elements('a').some((link) => (link.attribs.href ?? '').startsWith('tel:'))).toBe(true);
  });

  test(`the ${locale} 404's "Back to home" arrow points back`, async ({ page }) => {
    const response = await page.goto(`/${locale}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    const link = page.getByRole('link', { name: copy(locale, 'errors', 'page.backHome') });
    await expect(link).toBeVisible();
    // Where the arrow's head is on the screen: the side of its two barbs (points far from the shaft's line).
    const pointsLeft = await link.locator('svg').evaluate((svg) => {
      const path = svg.querySelector('path')!;
      const matrix = path.getScreenCTM()!;
      const length = path.getTotalLength();
      const points = Array.from({ length: 60 }, (_, index) => path.getPointAtLength((length * index) / 59));
      const screenX = (point: DOMPoint) => new DOMPoint(point.x, point.y).matrixTransform(matrix).x;
      const barbs = points.filter((point) => Math.abs(point.y - 12) > 4).map(screenX);
      const all = points.map(screenX);
      const middle = (Math.min(...all) + Math.max(...all)) / 2;
      return barbs.reduce((sum, x) => sum + x, 0) / barbs.length < middle;
    });
    expect(pointsLeft).toBe(locale === 'en');
    // And it stands at the start of the link, before its words.
    const [arrow, box] = [(await link.locator('svg').boundingBox())!, (await link.boundingBox())!];
    const arrowMiddle = arrow.x + arrow.width / 2;
    if (locale === 'en') expect(arrowMiddle).toBeLessThan(box.x + box.width / 2);
    else expect(arrowMiddle).toBeGreaterThan(box.x + box.width / 2);
  });
}
