/**
 * The GraphQL response cache's rules: which queries it may keep (anonymous catalogue reads only), one computation
 * for concurrent misses, nothing computed before a clear stored after it, errors never kept, and no entry outliving
 * the next sale start or end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
import { GraphqlResponseCache, TTL_MS, type CachedResponse } from '../../../../backend/graphql/response-cache.ts';
import { seedIfEmpty } from '../../../../backend/seed/index.ts';

let db: Database;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db);
});
afterAll(() => db.close());

const ok = (text: string): CachedResponse => ({ status: 200, headers: [['content-type', 'application/json']], body: Buffer.from(JSON.stringify({ data: { text } })) });
const request = (query: string, operationName: string | null = null) => ({ query, operationName, variables: null });

describe('isCacheable', () => {
  const cache = () => new GraphqlResponseCache(db);

  it('takes queries whose every root field is a catalogue read', () => {
    const c = cache();
    expect(c.isCacheable(request('query P($id: String) { products(filter: { category_id: { eq: $id } }) { total_count } }'))).toBe(true);
    expect(c.isCacheable(request('{ categoryList { id } categories { total_count } getBrands { id } __typename }'))).toBe(true);
    expect(c.isCacheable(request('query R($url: String!) { route(url: $url) { relative_url } urlResolver(url: $url) { id } category(id: 3) { uid } }'))).toBe(true);
  });

  it('refuses carts, customers, CMS and configuration, mutations, root fragments and what does not parse', () => {
    const c = cache();
    for (const query of [
      '{ products { total_count } cart(cart_id: "x") { id } }',
      '{ customer { email } }',
      '{ cmsBlocks(identifiers: ["a"]) { items { content } } }',
      '{ pwaConfig { top_bar { text } } }',
      '{ storeConfig { store_code } }',
      '{ route(url: "a.html") { relative_url } customerCart { id } }',
      '{ customer { wishlists { id } } }',
      '{ getRecentlyViewedProducts { total_count } }',
      'mutation { createEmptyCart }',
      'query { ...Root } fragment Root on Query { products { total_count } }',
      '{ products { total_count }',
      'query A { products { total_count } } query B { customer { email } }',
    ]) {
      expect(c.isCacheable(request(query)), query).toBe(false);
    }
  });

  it('judges the operation a request runs when the document holds several', () => {
    const document = 'query A { products { total_count } } query B { customer { email } }';
    expect(cache().isCacheable(request(document, 'A'))).toBe(true);
    expect(cache().isCacheable(request(document, 'B'))).toBe(false);
    expect(cache().isCacheable(request(document, 'C'))).toBe(false);
  });
});

describe('answer', () => {
  it('stores a success, shares one computation between concurrent misses, and hits after', async () => {
    const cache = new GraphqlResponseCache(db);
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return ok('fresh');
    };
    const answers = await Promise.all([cache.answer('k', compute), cache.answer('k', compute), cache.answer('k', compute)]);
    expect(runs).toBe(1);
    expect(answers.map((answer) => answer.hit)).toEqual([false, false, false]);
    expect((await cache.answer('k', compute)).hit).toBe(true);
    expect(cache.get('k')?.body.toString()).toContain('fresh');
  });

  it('never stores an answer computed before a clear, nor lets a later request join it', async () => {
    const cache = new GraphqlResponseCache(db);
    let release: () => void = () => {};
    const stale = cache.answer('k', () => new Promise<CachedResponse>((resolve) => (release = () => resolve(ok('before the change')))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.clear();
    const fresh = cache.answer('k', async () => ok('after the change'));
    release();
    expect((await stale).response.body.toString()).toContain('before the change');
    expect((await fresh).response.body.toString()).toContain('after the change');
    expect(cache.get('k')?.body.toString()).toContain('after the change');
  });

  it('never stores errors or other statuses', async () => {
    const cache = new GraphqlResponseCache(db);
    await cache.answer('errors', async () => ({ status: 200, headers: [], body: Buffer.from('{"errors":[{"message":"no"}],"data":null}') }));
    await cache.answer('status', async () => ({ ...ok('x'), status: 500 }));
    expect(cache.size).toBe(0);
  });

  it('keeps nothing past the next sale start or end', async () => {
    const { next } = db
      .prepare(
        `SELECT MIN(d) AS next FROM (SELECT special_from_date AS d FROM products WHERE special_from_date > datetime('now')
         UNION ALL SELECT special_to_date FROM products WHERE special_to_date > datetime('now'))`,
      )
      .get() as { next: string };
    const boundary = Date.parse(`${next.replace(' ', 'T')}Z`);
    // 300 ms before the boundary, an answer may live until a second after it (the sale rule counts whole seconds).
    const cache = new GraphqlResponseCache(db, () => boundary - 300);
    await cache.answer('k', async () => ok('before the boundary'));
    expect(cache.get('k')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 1400));
    expect(cache.get('k')).toBeUndefined();
    // Far from any boundary, the ordinary lifetime applies.
    expect(TTL_MS).toBe(60_000);
  });
});
