/**
 * listProducts' variables: the storefront's sorts/filters map to Magento inputs, and every variant is
 * accepted by the merged schema (Magento 2.4.4 + custom.graphql) for the ProductList document.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, getVariableValues, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PRODUCT_LIST_QUERY } from '@/lib/commerce/operations/catalog.ts';
import { toProductListVariables } from '@/lib/commerce/product-query.ts';
import type { ProductQuery } from '@/lib/commerce/index.ts';

const root = resolve(import.meta.dirname, '../../../../..');
const schema = buildSchema(
  ['magento-2.4.4-storefront.graphql', 'magento-2.4.7-attributes.graphql', 'custom.graphql']
    .map((file) => readFileSync(resolve(root, 'backend/graphql', file), 'utf8')).join('\n'),
);
const operation = PRODUCT_LIST_QUERY.definitions.find(
  (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
);

describe('toProductListVariables', () => {
  it('defaults to page 1 of 24, position order, empty filter', () => {
    expect(toProductListVariables({})).toEqual({ filter: {}, sort: { position: 'ASC' }, pageSize: 24, currentPage: 1 });
  });

  it('sorts a search by relevance and trims the keyword', () => {
    expect(toProductListVariables({ search: '  iphone ' })).toMatchObject({ search: 'iphone', sort: { relevance: 'DESC' } });
    expect(toProductListVariables({ search: '   ' }).search).toBeUndefined();
  });

  it('maps every sort', () => {
    expect(toProductListVariables({ sort: 'price_asc' }).sort).toEqual({ price: 'ASC' });
    expect(toProductListVariables({ sort: 'price_desc' }).sort).toEqual({ price: 'DESC' });
    expect(toProductListVariables({ sort: 'name' }).sort).toEqual({ name: 'ASC' });
    expect(toProductListVariables({ sort: 'newest' }).sort).toEqual({ created_at: 'DESC' });
    expect(toProductListVariables({ sort: 'relevance' }).sort).toEqual({ relevance: 'DESC' });
  });

  it('maps filters', () => {
    expect(
      toProductListVariables({ categoryId: 4, brandId: 7, priceFrom: 100, priceTo: 500, skus: ['A', 'B'], inStock: true })
        .filter,
    ).toEqual({
      category_id: { eq: '4' },
      brand: { eq: '7' },
      price: { from: '100', to: '500' },
      sku: { in: ['A', 'B'] },
      stock_status: { eq: 'IN_STOCK' },
    });
    expect(toProductListVariables({ priceTo: 50 }).filter).toEqual({ price: { to: '50' } });
  });

  it('maps specification filters: a choice to eq, a range to from/to just under its end, unknown codes to nothing', () => {
    expect(toProductListVariables({ specifications: { ram: '94', screen_size: '13_14', weight: '171' } }).filter).toEqual({
      ram: { eq: '94' },
      screen_size: { from: '13', to: '13.999' },
    });
  });

  it('clamps paging to what Magento accepts', () => {
    expect(toProductListVariables({ page: 0, pageSize: 1000 })).toMatchObject({ currentPage: 1, pageSize: 100 });
    expect(toProductListVariables({ page: 2.7, pageSize: -3 })).toMatchObject({ currentPage: 2, pageSize: 1 });
    expect(toProductListVariables({ page: Number.NaN })).toMatchObject({ currentPage: 1 });
  });

  const variants: [string, ProductQuery][] = [
    ['plain listing', {}],
    ['search', { search: 'tv', sort: 'relevance' }],
    ['category + price sort', { categoryId: 3, sort: 'price_asc' }],
    ['brand filter', { brandId: 7 }],
    ['newest', { sort: 'newest', pageSize: 12 }],
    ['name sort + price range', { sort: 'name', priceFrom: 1, priceTo: 9 }],
    ['skus', { skus: ['A'] }],
    ['in stock only', { inStock: true }],
  ];

  it.each(variants)('%s: variables are valid for the schema', (_name, query) => {
    expect(operation).toBeDefined();
    const result = getVariableValues(schema, operation!.variableDefinitions ?? [], toProductListVariables(query));
    expect('errors' in result ? result.errors?.map((e) => e.message) : []).toEqual([]);
  });
});
