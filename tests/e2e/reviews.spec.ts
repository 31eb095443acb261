/**
 * Writing a review, in Arabic and English, with script and without: a signed-in customer rates each dimension and
 * sends the form from the product page; the page says the review will show once approved and shows nothing of it
 * yet; an editor approves it with `npm run editor`; the product page (purged by the backend's notice) then shows it
 * with the new average, and so does the product's card in a listing. axe is clean on the review form, with its
 * refusals on show.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { backendUrl, graphql } from './support/backend.ts';
import { copy, fill } from './support/locales.ts';
import { signedInCustomer } from './support/sign-in.ts';

type Locale = 'ar' | 'en';
type Product = { sku: string; url_key: string; name: string; review_count: number; type_id: string; stock_status: string };

const text = (locale: Locale, key: string) => copy(locale, 'reviews', key);

/** A simple product in stock with no approved review in either store view; each test takes another (`index`). */
async function unreviewedProduct(index: number, locale: Locale): Promise<Product> {
  const { products } = await graphql<{ products: { items: Product[] } }>(
    '{ products(search: "", pageSize: 100, sort: { name: ASC }) { items { sku url_key name review_count type_id stock_status } } }',
    {},
    locale,
  );
  const { products: other } = await graphql<{ products: { items: Array<{ sku: string; review_count: number }> } }>(
    '{ products(search: "", pageSize: 100, sort: { name: ASC }) { items { sku review_count } } }',
    {},
    locale === 'ar' ? 'en' : 'ar',
  );
  const reviewedElsewhere = new Set(other.items.filter((item) => item.review_count > 0).map((item) => item.sku));
  const candidates = products.items.filter((item) => item.review_count === 0 && item.type_id === 'simple' && item.stock_status === 'IN_STOCK' && !reviewedElsewhere.has(item.sku));
  const product = candidates[index * 3];
  if (!product) throw new Error('the seed has too few products without reviews');
  return product;
}

/** `npm run editor -- <args>` against this run's backend, as an editor types it. */
function editor(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/editor.ts', ...args], { env: { ...process.env, COMMERCE_URL: backendUrl() }, encoding: 'utf8' });
}

async function writeReview(page: Page, locale: Locale, review: { nickname: string; summary: string; body: string }, stars: number) {
  const form = page.locator('[data-review-form]');
  const metadata = await graphql<{ productReviewRatingsMetadata: { items: Array<{ name: string }> } }>('{ productReviewRatingsMetadata { items { name } } }', {}, locale);
  for (const dimension of metadata.productReviewRatingsMetadata.items) {
    const starName = fill(text(locale, `form.starValue_${new Intl.PluralRules(locale).select(stars)}`), { count: stars });
    await form.getByRole('group', { name: dimension.name }).getByRole('radio', { name: starName, exact: true }).check();
  }
  await form.getByRole('textbox', { name: text(locale, 'form.nickname') }).fill(review.nickname);
  await form.getByRole('textbox', { name: text(locale, 'form.summary') }).fill(review.summary);
  await form.getByRole('textbox', { name: text(locale, 'form.text'), exact: true }).fill(review.body);
  await form.getByRole('button', { name: text(locale, 'form.submit') }).click();
}

const rated = (locale: Locale, stars: string, count: number) => fill(text(locale, `stars.rated_${new Intl.PluralRules(locale).select(count)}`), { stars, count });

for (const [index, { locale, javaScriptEnabled }] of [
  { locale: 'ar', javaScriptEnabled: true },
  { locale: 'en', javaScriptEnabled: true },
  { locale: 'ar', javaScriptEnabled: false },
  { locale: 'en', javaScriptEnabled: false },
].entries() as IterableIterator<[number, { locale: Locale; javaScriptEnabled: boolean }]>) {
  test.describe(`reviews in ${locale}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('write a review, see it pending, approve it with the editor, see it and the new average', async ({ page, context, baseURL }) => {
      test.slow();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const product = await unreviewedProduct(index, locale);
      await signedInCustomer(context, baseURL!, `reviewer-${locale}-${index}`);
      const productPath = `/${locale}/products/${product.url_key}`;
      await page.goto(productPath);
      await expect(page.getByRole('heading', { level: 2, name: text(locale, 'section.heading') })).toBeVisible();
      await expect(page.getByText(text(locale, 'section.none'))).toBeVisible();

      // A refused form first: the problems beside their fields, what was typed kept, and axe clean.
      await page.locator('[data-review-form]').getByRole('button', { name: text(locale, 'form.submit') }).click();
      await expect(page.getByText(text(locale, 'errors.nicknameRequired'))).toBeVisible();
      await expect(page.getByRole('textbox', { name: text(locale, 'form.nickname') })).toHaveAttribute('aria-invalid', 'true');
      // axe runs in the page: with script on (the form's markup is the same either way).
      if (javaScriptEnabled) expect((await axe(page).include('[data-review-form]').analyze()).violations).toEqual([]);

      const summary = locale === 'ar' ? `ممتاز للاستخدام اليومي ${index}` : `Great for every day ${index}`;
      const markup = '<b>not bold</b>';
      await writeReview(page, locale, { nickname: locale === 'ar' ? 'نورة' : 'Noura', summary, body: `${summary}. ${markup}` }, 4);
      await expect(page.getByText(fill(text(locale, 'form.sent'), { name: product.name }))).toBeVisible();
      // Pending: not on the page for anyone yet.
      await page.goto(productPath);
      await expect(page.getByText(summary)).toHaveCount(0);

      const queued = editor('reviews', 'pending').split('\n').find((line) => line.includes(` ${product.sku} `) && line.includes(' pending '));
      const id = /^#(\d+) /.exec(queued ?? '')?.[1];
      expect(id, `the editor's queue lists the review of ${product.sku}`).toBeDefined();
      expect(editor('approve', id!)).toContain(`#${id} approved ${product.sku}`);

      // The backend's notice purges the product's pages (a soft purge: the stale copy is served until one re-render,
      // at most PURGE_GRACE_S, 30 s, is stored); that render shows the review and the average.
      await expect(async () => {
        await page.goto(productPath);
        await expect(page.getByText(summary, { exact: true })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 45_000 });
      await expect(page.locator('[data-review-average]')).toHaveText(fill(text(locale, 'section.average'), { stars: '4' }));
      await expect(page.getByRole('link', { name: rated(locale, '4', 1) })).toBeVisible();
      // The markup is text: shown as typed, never as an element.
      await expect(page.locator('[data-review]').getByText(markup, { exact: false })).toBeVisible();
      await expect(page.locator('[data-review] b')).toHaveCount(0);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const productLd = jsonLd.map((entry) => JSON.parse(entry) as Record<string, unknown>).find((entry) => entry.aggregateRating);
      expect(productLd?.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });

      // Its card, in the search results for its SKU, has the stars too.
      await expect(async () => {
        await page.goto(`/${locale}/search?keyword=${encodeURIComponent(product.sku)}`);
        await expect(page.locator('article', { hasText: product.name }).first().getByRole('img', { name: rated(locale, '4', 1) })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 45_000 });
    });
  });
}

test('a guest posting the review form without JavaScript is asked to sign in, and nothing is sent', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const product = await unreviewedProduct(5, 'en');
  await page.goto(`/en/products/${product.url_key}`);
  await writeReview(page, 'en', { nickname: 'Guest', summary: 'Guest summary', body: 'Guest text' }, 5);
  await expect(page.locator('[data-review-refusal]')).toContainText(text('en', 'form.signInFirst'));
  await expect(page.locator('[data-review-refusal]').getByRole('link', { name: text('en', 'form.signIn') })).toHaveAttribute('href', /\/en\/login\?redirect=/);
  expect(editor('reviews', 'pending')).not.toContain(` ${product.sku} `);
  await context.close();
});
