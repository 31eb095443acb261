/**
 * Magento's query figures as the backend computes them (graphql-php's QueryDepth and QueryComplexity, Magento's
 * field count), the bracket scan that guards the parser, and every GraphQL operation this repository holds (the
 * storefront's own and the Magento client's it serves) within the default limits.
 */
import { getIntrospectionQuery, Kind, parse, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as storefrontDocuments from '../../../../src/lib/commerce/generated/graphql.ts';
import { MAGENTO_QUERY_LIMITS } from '../../../../backend/config.ts';
import { bracketNesting, limitRefusal, measureQuery, nestingLimitFor } from '../../../../backend/graphql/query-limits.ts';
import { clientOperations } from '../../../helpers/magento-client-operations.ts';

const measure = (query: string) => measureQuery(parse(query));

describe('measureQuery', () => {
  it('counts depth as graphql-php does: levels of fields that select fields, from 0', () => {
    expect(measure('{ storeConfig { store_code } }').depth).toBe(0);
    expect(measure('{ cart(cart_id: "x") { items { product { sku } } } }').depth).toBe(2);
    expect(measure('{ a { ... on B { c { d } } ...F } } fragment F on A { e { f { g } } }').depth).toBe(2);
  });

  it('counts complexity as every field run, each fragment where it is spread, and the fields as written', () => {
    const query = '{ a: cart { ...F } b: cart { ...F } } fragment F on Cart { id items { uid } }';
    expect(measure(query)).toEqual({ depth: 1, complexity: 2 * (1 + 3), fields: 2 + 3 });
  });

  it('leaves out a literal @skip(if: true) and @include(if: false), and counts a variable condition as included', () => {
    expect(measure('{ a @skip(if: true) { b } c @include(if: false) d @include(if: true) }').complexity).toBe(1);
    expect(measure('query($x: Boolean!) { a @skip(if: $x) { b } }').complexity).toBe(2);
  });

  it('measures the costliest operation of a document, whichever one is run', () => {
    expect(measure('query Small { a } query Big { a { b { c } } d }')).toMatchObject({ depth: 1, complexity: 4 });
  });

  it('measures fragments within fragments once each, so a document that multiplies them is measured at once', () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, level) => `fragment F${level} on T { a: x { ...F${level + 1} } b: x { ...F${level + 1} } }`);
    const query = `{ root { ...F0 } } ${fragments.join(' ')} fragment F${levels} on T { leaf }`;
    const started = performance.now();
    const figures = measure(query);
    expect(performance.now() - started).toBeLessThan(50);
    expect(figures.complexity).toBeGreaterThan(2 ** levels);
    expect(limitRefusal(figures, MAGENTO_QUERY_LIMITS)?.message).toMatch(/^Max query depth should be 20 but got 40\.$/);
  });

  it('counts a fragment that spreads itself as empty where it recurses (validation refuses it)', () => {
    expect(measure('{ a { ...F } } fragment F on T { b { ...F } }')).toMatchObject({ depth: 1, complexity: 2 });
  });
});

describe('bracketNesting', () => {
  it('reads the deepest nesting of braces, brackets and parentheses, skipping strings, block strings and comments', () => {
    expect(bracketNesting('{ a(b: [{ c: 1 }]) { d } }')).toBe(4);
    expect(bracketNesting('{ a(b: "{{{{ \\" {{{") # {{{{{{\n }')).toBe(2);
    expect(bracketNesting('{ a(b: """ {{{{ \\""" {{{ """) }')).toBe(2);
  });

  it('stops as soon as the nesting passes the limit', () => {
    expect(bracketNesting('{'.repeat(1_000_000), 100)).toBe(101);
  });
});

describe('the operations this repository sends stay within Magento\'s limits', () => {
  const storefront = Object.entries(storefrontDocuments).filter(
    (entry): entry is [string, DocumentNode] => typeof entry[1] === 'object' && (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
  );
  const client = clientOperations().map((operation) => [operation.name, parse(operation.source)] as [string, DocumentNode]);

  it('has the storefront\'s operations and the client\'s to check', () => {
    expect(storefront.length).toBeGreaterThanOrEqual(40);
    expect(client.length).toBeGreaterThanOrEqual(40);
  });

  it.each([...storefront, ...client, ['the introspection query', parse(getIntrospectionQuery())] as [string, DocumentNode]])(
    '%s',
    (_, document) => {
      expect(limitRefusal(measureQuery(document), MAGENTO_QUERY_LIMITS)).toBeNull();
      expect(bracketNesting(print(document))).toBeLessThanOrEqual(nestingLimitFor(MAGENTO_QUERY_LIMITS));
    },
  );
});
