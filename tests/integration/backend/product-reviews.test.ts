/**
 * Magento's reviews over GraphQL and the review module's admin API: approved reviews per store view with their
 * summary on products, the ratings metadata, a customer's review waiting as pending until an editor approves it,
 * the purge that names only the product, and the refusals (guests, bad ratings, limits) that store nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, customerToken, graphql, startAdminBackend, type AdminTestBackend } from '../../helpers/admin-api.ts';

const SECRET = 'a-test-secret-of-at-least-16-characters';

let backend: AdminTestBackend;
let notices: string[][];
let receiver: Server;
beforeAll(async () => {
  notices = [];
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      notices.push((JSON.parse(raw) as { tags: string[] }).tags);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`;
  backend = await startAdminBackend({ revalidateUrls: [url], revalidateSecret: SECRET });
});
afterAll(async () => {
  await backend.stop();
  await new Promise((resolve) => receiver.close(resolve));
});

const PRODUCT_REVIEWS = `query($sku: String!, $page: Int) {
  products(filter: { sku: { eq: $sku } }) {
    items { sku rating_summary review_count
      reviews(pageSize: 2, currentPage: $page) {
        items { nickname summary text created_at average_rating ratings_breakdown { name value } product { sku } }
        page_info { current_page page_size total_pages }
      } }
  } }`;
const METADATA = '{ productReviewRatingsMetadata { items { id name values { value_id value } } } }';
const CREATE = `mutation($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { nickname summary text average_rating ratings_breakdown { name value } product { sku } } } }`;

interface Metadata { productReviewRatingsMetadata: { items: Array<{ id: string; name: string; values: Array<{ value_id: string; value: string }> }> } }

/** A product without reviews in either store view (so counts start at zero) that is sold on its own. */
function unreviewedProduct(): { id: number; sku: string } {
  return backend.db
    .prepare("SELECT id, sku FROM products p WHERE status = 1 AND visibility <> 1 AND type_id = 'simple' AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) ORDER BY id LIMIT 1")
    .get() as { id: number; sku: string };
}

async function ratingsOf(store: string, stars: number[]) {
  const metadata = await graphql<Metadata>(backend.url, METADATA, {}, store);
  return metadata.data!.productReviewRatingsMetadata.items.map((rating, index) => ({ id: rating.id, value_id: rating.values[(stars[index] ?? 5) - 1]!.value_id }));
}

describe('product reviews', () => {
  it('labels the rating dimensions per store view, five values each', async () => {
    const en = await graphql<Metadata>(backend.url, METADATA, {}, 'en');
    const ar = await graphql<Metadata>(backend.url, METADATA, {}, 'ar');
    expect(en.data!.productReviewRatingsMetadata.items.map((item) => item.name)).toEqual(['Quality', 'Value', 'Performance']);
    expect(ar.data!.productReviewRatingsMetadata.items.map((item) => item.name)).toEqual(['الجودة', 'القيمة مقابل السعر', 'الأداء']);
    expect(en.data!.productReviewRatingsMetadata.items[0]!.values.map((value) => value.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('seeds approved reviews on about a third of the products, in each store view\'s language, and some pending', () => {
    const sellable = (backend.db.prepare('SELECT COUNT(*) AS n FROM products WHERE status = 1 AND visibility <> 1').get() as { n: number }).n;
    const reviewed = (backend.db.prepare("SELECT COUNT(DISTINCT product_id) AS n FROM reviews WHERE status = 'approved'").get() as { n: number }).n;
    expect(reviewed / sellable).toBeGreaterThan(0.28);
    expect(reviewed / sellable).toBeLessThan(0.4);
    const arabic = backend.db.prepare("SELECT text FROM reviews WHERE store_id = 1 AND status = 'approved' LIMIT 1").get() as { text: string };
    expect(arabic.text).toMatch(/[\u0600-\u06FF]/);
    expect((backend.db.prepare("SELECT COUNT(*) AS n FROM reviews WHERE status = 'pending'").get() as { n: number }).n).toBeGreaterThan(0);
  });

  it('answers a seeded product\'s approved reviews of the store view, newest first, with their summary', async () => {
    const { sku, product_id } = backend.db
      .prepare("SELECT p.sku, r.product_id FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.store_id = 2 AND r.status = 'approved' GROUP BY r.product_id HAVING COUNT(*) >= 3 LIMIT 1")
      .get() as { sku: string; product_id: number };
    const approved = backend.db.prepare("SELECT created_at, average_rating FROM reviews WHERE product_id = ? AND store_id = 2 AND status = 'approved' ORDER BY created_at DESC, id DESC").all(product_id) as Array<{ created_at: string; average_rating: number }>;
    const answer = await graphql<{ products: { items: Array<Record<string, any>> } }>(backend.url, PRODUCT_REVIEWS, { sku }, 'en'); // eslint-disable-line @typescript-eslint/no-explicit-any -- probed below
    const product = answer.data!.products.items[0]!;
    expect(product.review_count).toBe(approved.length);
    const mean = approved.reduce((sum, review) => sum + review.average_rating, 0) / approved.length;
    expect(product.rating_summary).toBeCloseTo(mean, 0);
    expect(product.reviews.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: Math.ceil(approved.length / 2) });
    expect(product.reviews.items.map((review: { created_at: string }) => review.created_at)).toEqual(approved.slice(0, 2).map((review) => review.created_at));
    expect(product.reviews.items[0].ratings_breakdown.map((rating: { name: string }) => rating.name)).toEqual(['Quality', 'Value', 'Performance']);
    expect(product.reviews.items[0].product.sku).toBe(sku);
    expect(product.reviews.items[0].text).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps a customer\'s review pending, shows it once approved, and purges only its product', async () => {
    const product = unreviewedProduct();
    const token = await customerToken(backend.url, 'reviewer@example.qa');
    const text = '<script>alert(1)</script> Great <b>phone</b> & fast';
    const created = await graphql(backend.url, CREATE, { input: { sku: product.sku, nickname: 'Noura', summary: 'Fast', text, ratings: await ratingsOf('en', [5, 4, 3]) } }, 'en', token);
    expect(created.errors).toBeUndefined();
    expect(created.data).toEqual({
      createProductReview: {
        review: {
          nickname: 'Noura', summary: 'Fast', text, average_rating: 80,
          ratings_breakdown: [{ name: 'Quality', value: '5' }, { name: 'Value', value: '4' }, { name: 'Performance', value: '3' }],
          product: { sku: product.sku },
        },
      },
    });
    const pending = await graphql<{ products: { items: Array<{ review_count: number; rating_summary: number }> } }>(backend.url, PRODUCT_REVIEWS, { sku: product.sku }, 'en');
    expect(pending.data!.products.items[0]).toMatchObject({ review_count: 0, rating_summary: 0 });
    const mine = await graphql<{ customer: { reviews: { items: Array<{ summary: string }> } } }>(backend.url, '{ customer { reviews { items { summary } } } }', {}, 'en', token);
    expect(mine.data!.customer.reviews.items).toEqual([{ summary: 'Fast' }]);

    const admin = adminClient(backend.url);
    const queue = await admin<{ items: Array<{ id: number; sku: string; status: string; text: string }> }>('GET', '/rest/V1/reviews?status=pending&pageSize=100');
    const queued = queue.body.items.find((item) => item.sku === product.sku)!;
    expect(queued).toMatchObject({ status: 'pending', text });
    notices.length = 0;
    const approved = await admin<{ status: string }>('PUT', `/rest/V1/reviews/${queued.id}`, { review: { status: 'approved' } });
    expect(approved.body.status).toBe('approved');
    await expect.poll(() => notices.flat()).toEqual([`product:${product.sku}`]);

    const shown = await graphql<{ products: { items: Array<Record<string, any>> } }>(backend.url, PRODUCT_REVIEWS, { sku: product.sku }, 'en'); // eslint-disable-line @typescript-eslint/no-explicit-any -- probed below
    expect(shown.data!.products.items[0]).toMatchObject({ review_count: 1, rating_summary: 80 });
    expect(shown.data!.products.items[0]!.reviews.items[0].text).toBe(text);
    // The other store view's shoppers read their own language's reviews.
    const arabic = await graphql<{ products: { items: Array<{ review_count: number }> } }>(backend.url, PRODUCT_REVIEWS, { sku: product.sku }, 'ar');
    expect(arabic.data!.products.items[0]!.review_count).toBe(0);

    // Approving again changes nothing a shopper sees: no purge. Rejecting hides it again and purges the product.
    notices.length = 0;
    await admin('PUT', `/rest/V1/reviews/${queued.id}`, { review: { status: 'approved' } });
    await admin('PUT', `/rest/V1/reviews/${queued.id}`, { review: { status: 'rejected' } });
    await expect.poll(() => notices.flat()).toEqual([`product:${product.sku}`]);
    const hidden = await graphql<{ products: { items: Array<{ review_count: number }> } }>(backend.url, PRODUCT_REVIEWS, { sku: product.sku }, 'en');
    expect(hidden.data!.products.items[0]!.review_count).toBe(0);
  });

  it('refuses guests, bad ratings, over-long texts, a second review and unknown products, storing nothing', async () => {
    const product = unreviewedProduct();
    const token = await customerToken(backend.url, 'refused@example.qa');
    const ratings = await ratingsOf('en', [4, 4, 4]);
    const input = { sku: product.sku, nickname: 'Ali', summary: 'Good', text: 'Works well.', ratings };
    const before = (backend.db.prepare('SELECT COUNT(*) AS n FROM reviews').get() as { n: number }).n;
    const refusals = [
      [await graphql(backend.url, CREATE, { input }, 'en'), 'graphql-authorization'],
      [await graphql(backend.url, CREATE, { input: { ...input, ratings: ratings.slice(0, 2) } }, 'en', token), 'graphql-input'],
      [await graphql(backend.url, CREATE, { input: { ...input, ratings: [ratings[0], ratings[0], ratings[1]] } }, 'en', token), 'graphql-input'],
      [await graphql(backend.url, CREATE, { input: { ...input, ratings: [{ ...ratings[0]!, value_id: ratings[1]!.value_id }, ratings[1], ratings[2]] } }, 'en', token), 'graphql-input'],
      [await graphql(backend.url, CREATE, { input: { ...input, text: 'x'.repeat(2001) } }, 'en', token), 'graphql-input'],
      [await graphql(backend.url, CREATE, { input: { ...input, nickname: '   ' } }, 'en', token), 'graphql-input'],
      [await graphql(backend.url, CREATE, { input: { ...input, summary: 'a\u202Eb' } }, 'en', token), 'graphql-input'],
      [await graphql(backend.url, CREATE, { input: { ...input, sku: 'NO-SUCH-SKU' } }, 'en', token), 'graphql-input'],
    ] as const;
    for (const [answer, category] of refusals) expect(answer.errors?.[0]?.extensions?.category, JSON.stringify(answer)).toBe(category);
    expect((backend.db.prepare('SELECT COUNT(*) AS n FROM reviews').get() as { n: number }).n).toBe(before);

    expect((await graphql(backend.url, CREATE, { input }, 'en', token)).errors).toBeUndefined();
    const again = await graphql(backend.url, CREATE, { input }, 'en', token);
    expect(again.errors?.[0]?.message).toBe('You have already reviewed this product.');
  });

  it('limits a customer to five reviews a day', async () => {
    const token = await customerToken(backend.url, 'prolific@example.qa');
    const skus = (backend.db.prepare("SELECT sku FROM products p WHERE status = 1 AND visibility <> 1 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) ORDER BY id DESC LIMIT 6").all() as Array<{ sku: string }>).map((row) => row.sku);
    const ratings = await ratingsOf('ar', [5, 5, 5]);
    const answers = [];
    for (const sku of skus) answers.push(await graphql(backend.url, CREATE, { input: { sku, nickname: 'فهد', summary: 'ممتاز', text: 'ممتاز', ratings } }, 'ar', token));
    expect(answers.slice(0, 5).map((answer) => answer.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(answers[5]!.errors?.[0]?.message).toMatch(/too many reviews today/);
  });

  it('guards the moderation routes with an admin token and checks their input', async () => {
    const admin = adminClient(backend.url);
    const customer = await customerToken(backend.url, 'not-an-editor@example.qa');
    const anonymous = await fetch(`${backend.url}/rest/V1/reviews`, { headers: { authorization: `Bearer ${customer}` } });
    expect(anonymous.status).toBe(401);
    expect((await admin('GET', '/rest/V1/reviews?status=lost')).status).toBe(400);
    // A page is read as every admin list reads it (backend/input.ts `pageArgs`), with Magento's wording.
    const pageTooLarge = await admin<{ message: string }>('GET', '/rest/V1/reviews?pageSize=101');
    expect(pageTooLarge).toMatchObject({ status: 400, body: { message: 'pageSize value must be 100 or less.' } });
    expect((await admin('GET', '/rest/V1/reviews?currentPage=0')).status).toBe(400);
    expect((await admin('GET', '/rest/V1/reviews?pageSize=many')).status).toBe(400);
    const second = await admin<{ items: unknown[]; total_count: number }>('GET', '/rest/V1/reviews?status=approved&pageSize=2&currentPage=2');
    expect(second.status).toBe(200);
    expect(second.body.items).toHaveLength(2);
    expect((await admin('PUT', '/rest/V1/reviews/abc', { review: { status: 'approved' } })).status).toBe(400);
    expect((await admin('PUT', '/rest/V1/reviews/999999', { review: { status: 'approved' } })).status).toBe(404);
    expect((await admin('PUT', '/rest/V1/reviews/1', { review: { status: 'published' } })).status).toBe(400);
    expect((await admin('PUT', '/rest/V1/reviews/1', { review: { status: 'approved', text: 'edited' } })).status).toBe(400);
  });
});
