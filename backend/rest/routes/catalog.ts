import { z } from 'zod';
import { parseInput, shortText } from '../../input.ts';
import { restProductSearch } from '../../catalog/rest-products.ts';
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
    // Mobile app content (spec §7 last row): one CMS item whose generated_json carries per-language banners.
    method: 'GET',
    path: '/V1/cms-items/:identifier',
    handler: ({ db, params }) => findMobileCmsItem(db, parseInput(identifierParams, params).identifier),
  },
];
