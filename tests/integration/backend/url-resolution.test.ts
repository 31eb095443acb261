import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCall, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/** route(url) / urlResolver(url) (Magento 2.4.4 URL resolution), cmsPage and the deprecated category(id). */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const ROUTE = `query Route($url: String!) {
  route(url: $url) {
    __typename relative_url redirect_code type
    ... on ProductInterface { sku name }
    ... on CategoryTree { id name url_path }
    ... on CmsPage { identifier title content }
  }
}`;
const RESOLVER = 'query Resolver($url: String!) { urlResolver(url: $url) { id entity_uid relative_url canonical_url redirectCode type } }';

const route = (url: string, store: 'ar' | 'en' = 'en') => graphqlCall(backend, ROUTE, { url }, { store });
const resolver = (url: string, store: 'ar' | 'en' = 'en') => graphqlCall(backend, RESOLVER, { url }, { store });

function productWhere(condition: string): { id: number; sku: string; en: string; ar: string } {
  return backend.db
    .prepare(
      `SELECT p.id, p.sku, en.url_key AS en, ar.url_key AS ar FROM products p
         JOIN product_store en ON en.product_id = p.id AND en.store_id = 2 JOIN product_store ar ON ar.product_id = p.id AND ar.store_id = 1
        WHERE ${condition} ORDER BY p.id LIMIT 1`,
    )
    .get() as { id: number; sku: string; en: string; ar: string };
}

describe('route and urlResolver', () => {
  it('resolve a product URL key with its suffix, in the request\'s store view', async () => {
    const product = productWhere('p.status = 1 AND p.visibility = 4');
    const en = await route(`${product.en}.html`);
    expect(en.errors).toBeUndefined();
    expect(en.data?.route).toMatchObject({ __typename: 'SimpleProduct', type: 'PRODUCT', sku: product.sku, relative_url: `${product.en}.html`, redirect_code: 0 });
    const ar = await route(`/${product.ar}.html`, 'ar');
    expect(ar.data?.route).toMatchObject({ type: 'PRODUCT', sku: product.sku, redirect_code: 0 });
    expect((await resolver(`${product.en}.html`)).data?.urlResolver).toEqual({
      id: product.id,
      entity_uid: Buffer.from(String(product.id)).toString('base64'),
      relative_url: `${product.en}.html`,
      canonical_url: `${product.en}.html`,
      redirectCode: 0,
      type: 'PRODUCT',
    });
  });

  it('answer a URL without the suffix, or with a query or slashes, with the canonical URL and a 301', async () => {
    const product = productWhere('p.status = 1 AND p.visibility = 4');
    for (const url of [product.en, `/${product.en}/`, `${product.en}.html?utm_source=x#reviews`]) {
      const answer = await route(url);
      const expected = url.includes('?') ? 0 : 301;
      expect(answer.data?.route, url).toMatchObject({ type: 'PRODUCT', relative_url: `${product.en}.html`, redirect_code: expected });
    }
    expect((await resolver(product.en)).data?.urlResolver).toMatchObject({ type: 'PRODUCT', redirectCode: 301, relative_url: `${product.en}.html` });
  });

  it('resolve categories by their URL path, nested ones included', async () => {
    const phones = await route('mobile-phones.html');
    expect(phones.data?.route).toMatchObject({ __typename: 'CategoryTree', type: 'CATEGORY', id: 3, url_path: 'mobile-phones', redirect_code: 0 });
    const nested = backend.db.prepare("SELECT category_id, url_path FROM category_store WHERE store_id = 2 AND url_path LIKE '%/%' LIMIT 1").get() as {
      category_id: number;
      url_path: string;
    };
    expect((await route(`${nested.url_path}.html`)).data?.route).toMatchObject({ type: 'CATEGORY', id: nested.category_id });
    expect((await resolver('mobile-phones')).data?.urlResolver).toMatchObject({ type: 'CATEGORY', id: 3, redirectCode: 301, relative_url: 'mobile-phones.html' });
  });

  it('resolve CMS pages by identifier, "/" to the home page, texts in the store view\'s language', async () => {
    expect((await route('about-us')).data?.route).toMatchObject({ __typename: 'CmsPage', type: 'CMS_PAGE', identifier: 'about-us', title: 'About Matjar', redirect_code: 0 });
    expect((await route('about-us', 'ar')).data?.route).toMatchObject({ identifier: 'about-us', title: 'من نحن' });
    expect((await route('about-us.html')).data?.route).toMatchObject({ identifier: 'about-us', relative_url: 'about-us', redirect_code: 301 });
    expect((await route('/')).data?.route).toMatchObject({ type: 'CMS_PAGE', identifier: 'home', relative_url: '', redirect_code: 0 });
    expect((await resolver('about-us')).data?.urlResolver).toMatchObject({ type: 'CMS_PAGE', relative_url: 'about-us' });
  });

  it('answer null for what names nothing: unknown keys, disabled or invisible products, the catalogue root', async () => {
    const disabled = productWhere('p.status = 2');
    // Not a variant: a variant's former address redirects to its configurable product (configurable-products.test.ts).
    const invisible = productWhere('p.status = 1 AND p.visibility = 1 AND p.id NOT IN (SELECT child_id FROM configurable_links)');
    for (const url of ['no-such-thing.html', 'no-such-thing', `${disabled.en}.html`, `${invisible.en}.html`, 'mobile-phones/no-such.html', '%E0%A4%A.html', 'a b.html']) {
      const answer = await route(url);
      expect(answer.errors, url).toBeUndefined();
      expect(answer.data?.route, url).toBeNull();
      expect((await resolver(url)).data?.urlResolver, url).toBeNull();
    }
  });

  it('refuse a URL too long to be one, as an input error', async () => {
    const answer = await route('x'.repeat(3000));
    expect(answer.errors?.[0]).toMatchObject({ message: '"url" is too long.', extensions: { category: 'graphql-input' } });
  });

  it('are answered from the response cache the second time (anonymous)', async () => {
    const call = () =>
      fetch(`${backend.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Store: 'en' },
        body: JSON.stringify({ query: ROUTE, variables: { url: 'mobile-phones.html' } }),
      });
    await call();
    expect((await call()).headers.get('x-magento-cache-debug')).toBe('HIT');
  });
});

describe('cmsPage and category', () => {
  const PAGE = 'query Page($identifier: String, $id: Int) { cmsPage(identifier: $identifier, id: $id) { identifier url_key title content content_heading page_layout meta_title meta_description relative_url type } }';

  it('cmsPage answers a page by identifier (or deprecated id) in the store view\'s language', async () => {
    const en = await graphqlCall(backend, PAGE, { identifier: 'about-us' });
    expect(en.data?.cmsPage).toMatchObject({ identifier: 'about-us', url_key: 'about-us', title: 'About Matjar', page_layout: '1column', type: 'CMS_PAGE' });
    expect(en.data?.cmsPage.content).toContain('<h2>What we offer</h2>');
    const ar = await graphqlCall(backend, PAGE, { identifier: 'no-route' }, { store: 'ar' });
    expect(ar.data?.cmsPage).toMatchObject({ title: 'الصفحة غير موجودة', content_heading: 'الصفحة غير موجودة' });
    const id = (backend.db.prepare("SELECT page_id FROM cms_pages WHERE identifier = 'home' AND store_id = 2").get() as { page_id: number }).page_id;
    expect((await graphqlCall(backend, PAGE, { id })).data?.cmsPage).toMatchObject({ identifier: 'home' });
  });

  it('cmsPage refuses an unknown page, another store view\'s page id, or no key at all', async () => {
    const unknown = await graphqlCall(backend, PAGE, { identifier: 'nope' });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'The CMS page with the "nope" ID doesn\'t exist.', extensions: { category: 'graphql-no-such-entity' } });
    const arabicHome = (backend.db.prepare("SELECT page_id FROM cms_pages WHERE identifier = 'home' AND store_id = 1").get() as { page_id: number }).page_id;
    expect((await graphqlCall(backend, PAGE, { id: arabicHome })).errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const none = await graphqlCall(backend, PAGE, {});
    expect(none.errors?.[0]).toMatchObject({ message: 'Page id/identifier should be specified', extensions: { category: 'graphql-input' } });
  });

  it('category(id) (deprecated) answers the category, the root without an id, and no-such-entity for an unknown id', async () => {
    const CATEGORY = 'query C($id: Int) { category(id: $id) { id name url_path children { id } } }';
    expect((await graphqlCall(backend, CATEGORY, { id: 3 })).data?.category).toMatchObject({ id: 3, url_path: 'mobile-phones' });
    expect((await graphqlCall(backend, CATEGORY, {})).data?.category.id).toBe(2);
    const unknown = await graphqlCall(backend, CATEGORY, { id: 9999 });
    expect(unknown.errors?.[0]).toMatchObject({ message: "Category doesn't exist", extensions: { category: 'graphql-no-such-entity' } });
  });
});
