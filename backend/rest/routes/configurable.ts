/**
 * Magento's configurable product admin API (Magento_ConfigurableProduct's webapi.xml, resource Magento_Catalog::products):
 * a configurable product's variants, its options, and attaching a variant.
 */
import { z } from 'zod';
import { ADMIN_RESOURCES, requireAdmin } from '../../admin/authorization.ts';
import { commitAdminChange } from '../../admin/commit.ts';
import { attachConfigurableChild } from '../../admin/configurable-child.ts';
import { configurableOptionsOf, requireConfigurableId, variantIds } from '../../catalog/rest-configurable.ts';
import { restProductSearch } from '../../catalog/rest-products.ts';
import { MagentoError } from '../../errors.ts';
import type { RestRequest, Route } from '../../http/router.ts';
import { parseInput } from '../../input.ts';
import { DEFAULT_STORE } from '../../stores.ts';

const skuParams = z.object({ sku: z.string().min(1).max(64) });
const optionParams = skuParams.extend({ id: z.string().regex(/^\d{1,10}$/, { error: 'Invalid value of "id" provided.' }).transform(Number) });

/** The store view the answer's labels are in: the request's, the default one for `all`. */
const storeOf = (request: RestRequest) => (request.storeCode === 'all' ? DEFAULT_STORE.id : request.store.id);

export const configurableRoutes: Route[] = [
  {
    method: 'GET',
    path: '/V1/configurable-products/:sku/children',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.products);
      const { sku } = parseInput(skuParams, request.params);
      const parentId = requireConfigurableId(request.db, sku);
      const ids = variantIds(request.db, [parentId]).get(parentId) ?? [];
      if (ids.length === 0) return [];
      return restProductSearch(request.db, {
        filter_groups: [{ filters: [{ field: 'entity_id', value: ids.join(','), condition_type: 'in' }] }],
        sortOrders: [],
        pageSize: 100,
        currentPage: 1,
      }, storeOf(request), request.baseUrl).items;
    },
  },
  {
    method: 'GET',
    path: '/V1/configurable-products/:sku/options/all',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.products);
      return configurableOptionsOf(request.db, parseInput(skuParams, request.params).sku, storeOf(request));
    },
  },
  {
    method: 'GET',
    path: '/V1/configurable-products/:sku/options/:id',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.products);
      const { sku, id } = parseInput(optionParams, request.params);
      const option = configurableOptionsOf(request.db, sku, storeOf(request)).find((candidate) => candidate.id === id);
      if (!option) throw new MagentoError(404, 'Requested option doesn\'t exist: %1', [id]);
      return option;
    },
  },
  {
    method: 'POST',
    path: '/V1/configurable-products/:sku/child',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.products);
      const { sku } = parseInput(skuParams, request.params);
      return commitAdminChange(request, () => ({ result: true, tags: attachConfigurableChild(request.db, sku, request.body) }));
    },
  },
];
