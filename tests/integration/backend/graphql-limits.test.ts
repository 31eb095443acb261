/**
 * The backend's GraphQL cost limits, Magento's way: depth 20 and complexity 300 (fields counted as written and as
 * run), refused fast with `graphql-input` before the expensive validation; nesting too deep for the parser is an
 * input error, not a stack overflow; a request over its time budget ends with the budget's error, and a heavy
 * request lets a small one through while it runs. Also the vault's two operations, answered as a store without
 * stored cards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCall, registerCustomer, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

let backend: TestBackend;
let token: string;
beforeAll(async () => {
  backend = await startTestBackend();
  token = await registerCustomer(backend, { email: 'vault@example.qa', telephone: '55002211' });
});
afterAll(() => backend.close());

/** `count` aliased product searches, each selecting `selection`. */
const aliasedSearches = (count: number, { word = 'phone', pageSize = 1, selection = 'total_count' } = {}) =>
  `{ ${Array.from({ length: count }, (_, index) => `s${index}: products(search: "${word}", pageSize: ${pageSize}) { ${selection} }`).join(' ')} }`;

/** A query `levels` fields deep, each selecting the one below (categories nest `children` without end). */
const nestedChildren = (levels: number) => `{ categories { items ${'{ children '.repeat(levels)}{ uid }${' }'.repeat(levels)} } }`;

describe('query limits', () => {
  // How fast the refusal is, is a benchmark's figure (the note of the session that built it), not a timed assertion.
  it('refuses a 1,000-alias query with Magento\'s complexity error, resolving nothing', async () => {
    const result = await graphqlCall(backend, aliasedSearches(1000));
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toEqual([
      expect.objectContaining({ message: 'Max query complexity should be 300 but got 2000.', extensions: expect.objectContaining({ category: 'graphql-input' }) }),
    ]);
  });

  it('counts complexity as run: a fragment spread many times counts each time', async () => {
    const spreads = Array.from({ length: 40 }, (_, index) => `p${index}: products(search: "phone", pageSize: 1) { ...Big }`).join(' ');
    const fragment = `fragment Big on Products { total_count page_info { current_page page_size total_pages } aggregations { label count } }`;
    const result = await graphqlCall(backend, `{ ${spreads} } ${fragment}`);
    expect(result.errors?.[0]).toMatchObject({ message: 'Max query complexity should be 300 but got 360.', extensions: { category: 'graphql-input' } });
  });

  it('answers a query at depth 20 and refuses one at depth 21', async () => {
    const within = await graphqlCall(backend, nestedChildren(19));
    expect(within.errors).toBeUndefined();
    const over = await graphqlCall(backend, nestedChildren(20));
    expect(over.errors).toEqual([
      expect.objectContaining({ message: 'Max query depth should be 20 but got 21.', extensions: expect.objectContaining({ category: 'graphql-input' }) }),
    ]);
  });

  it('refuses 5,000-deep nesting as an input error, before parsing', async () => {
    const result = await graphqlCall(backend, `{ storeConfig ${'{ a '.repeat(5000)}${'} '.repeat(5000)}}`);
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'Max query depth should be 20: the query nests its brackets more than 100 levels deep.',
        extensions: expect.objectContaining({ category: 'graphql-input' }),
      }),
    ]);
    const inValues = await graphqlCall(backend, `{ products(search: "x", filter: ${'{ name: '.repeat(3000)}null${' }'.repeat(3000)}) { total_count } }`);
    expect(inValues.errors?.[0]?.extensions).toMatchObject({ category: 'graphql-input' });
  });

  it('leaves out what @skip and @include leave out with a literal condition, as Magento counts', async () => {
    const look = 'fragment Look on StoreConfig { store_code locale base_currency_code timezone weight_unit grid_per_page list_per_page copyright }';
    const aliases = (skipped: number) =>
      Array.from({ length: 40 }, (_, index) => `c${index}: storeConfig ${index < skipped ? '@skip(if: true) ' : index < 2 * skipped ? '@include(if: false) ' : ''}{ ...Look }`);
    // 40 × (1 + 8) = 360 as written; 10 skipped and 10 not included leave 180.
    expect((await graphqlCall(backend, `{ ${aliases(0).join(' ')} } ${look}`)).errors?.[0]?.message).toBe('Max query complexity should be 300 but got 360.');
    const answer = await graphqlCall(backend, `{ ${aliases(10).join(' ')} } ${look}`);
    expect(answer.errors).toBeUndefined();
    expect(Object.keys(answer.data ?? {})).toHaveLength(20);
  });
});

describe('the time budget', () => {
  let slow: TestBackend;
  beforeAll(async () => {
    // Limits raised so that one request can be heavy enough to outlast its budget.
    slow = await startTestBackend({ config: { graphqlLimits: { depth: 20, complexity: 10_000 }, graphqlTimeBudgetMs: 300 } });
  });
  afterAll(() => slow.close());

  it('ends a heavy request at its budget while small requests keep being answered', async () => {
    // Both paths warm first: a new backend's first call of each compiles its code and prepares its statements, and on
    // a loaded machine that first-call cost alone can outlast the heavy request's whole budget.
    expect((await graphqlCall(slow, 'mutation { createEmptyCart }')).errors).toBeUndefined();
    expect((await graphqlCall(slow, aliasedSearches(2, { word: 'samsung', pageSize: 24, selection: 'total_count items { sku name }' }))).errors).toBeUndefined();
    let heavyDone = false;
    const heavy = graphqlCall(slow, aliasedSearches(600, { word: 'samsung', pageSize: 24, selection: 'total_count items { sku name }' })).finally(() => {
      heavyDone = true;
    });
    // One small request after another for as long as the heavy one runs: without turns, the first would wait for it.
    let answeredMeanwhile = 0;
    while (!heavyDone) {
      const small = await graphqlCall(slow, 'mutation { createEmptyCart }');
      expect(small.errors).toBeUndefined();
      if (!heavyDone) answeredMeanwhile += 1;
    }
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(3);

    const result = await heavy;
    const answered = Object.values(result.data ?? {}).filter((value) => value !== null).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(600);
    expect(result.errors?.[0]).toMatchObject({
      message: 'The query ran longer than its time budget of 300 ms. Ask for less in one request.',
      extensions: { category: 'graphql' },
    });
  });
});

describe("the vault's operations", () => {
  it('answers customerPaymentTokens with no stored cards, and Magento\'s authorization error to a guest', async () => {
    const signedIn = await graphqlCall(backend, '{ customerPaymentTokens { items { public_hash payment_method_code type details } } }', {}, { token });
    expect(signedIn).toEqual({ data: { customerPaymentTokens: { items: [] } } });
    const guest = await graphqlCall(backend, '{ customerPaymentTokens { items { public_hash } } }');
    expect(guest.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
  });

  it('answers deletePaymentToken with Magento\'s error for an unknown token', async () => {
    const result = await graphqlCall(
      backend,
      'mutation($hash: String!) { deletePaymentToken(public_hash: $hash) { result customerPaymentTokens { items { public_hash } } } }',
      { hash: 'H123456789' },
      { token },
    );
    expect(result.errors).toEqual([
      expect.objectContaining({ message: 'Could not find a token using public hash: H123456789', extensions: { category: 'graphql-no-such-entity' } }),
    ]);
    const guest = await graphqlCall(backend, 'mutation { deletePaymentToken(public_hash: "H1") { result } }');
    expect(guest.errors?.[0]?.extensions).toEqual({ category: 'graphql-authorization' });
  });
});
