import { z } from 'zod';
import { parseInput, shortText } from '../../input.ts';
import { restProductSearch } from '../../catalog/rest-products.ts';
import { restQuickSearch } from '../../catalog/rest-search.ts';
import { parseSearchCriteria } from '../../catalog/search-criteria.ts';
import { findMobileCmsItem } from '../../cms/mobile-items.ts';
import type { Route } from '../../http/router.ts';

const identifierParams = z.object({
  identifier: shortText('identifier', 128).regex(/^[a-z0-9_-]+$/i, 'Invalid value of "identifier" provided.'),
});

export const catalogRoutes: Route[] = [
  {
    // Magento's catalogProductRepositoryV1 getList; the PWA adds `app=pwa`, which changes nothing.
    method: 'GET',
    path: '/V1/products',
    handler: ({ db, store, baseUrl, query }) => restProductSearch(db, parseSearchCriteria(query), store.id, baseUrl),
  },
  {
    // Magento's quick search (searchCriteria[requestName]=quick_search_container, filter search_term).
    method: 'GET',
    path: '/V1/search',
    handler: ({ db, store, query }) =>
      restQuickSearch(db, parseSearchCriteria(query), query.get('searchCriteria[requestName]') ?? query.get('searchCriteria[request_name]'), store.id),
  },
  {
    // Mobile app content (spec §7 last row): one CMS item whose generated_json carries per-language banners.
    method: 'GET',
    path: '/V1/cms-items/:identifier',
    handler: ({ db, params }) => findMobileCmsItem(db, parseInput(identifierParams, params).identifier),
  },
];
