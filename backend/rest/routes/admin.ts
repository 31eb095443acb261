/**
 * Magento's admin REST API, what an editor's tools call (backend/README.md "Admin API"). Every route but the token
 * needs `Authorization: Bearer <admin token>`; every write commits with the notice of the cache tags it touches.
 */
import { ADMIN_RESOURCES, requireAdmin } from '../../admin/authorization.ts';
import { getBlock, parseBlockId, saveBlock, searchBlocks } from '../../admin/cms-block-repository.ts';
import { commitAdminChange } from '../../admin/commit.ts';
import { productNotFound, updateProduct } from '../../admin/product-update.ts';
import { listMediaEntries, parseMediaEntryId, readMediaEntry, updateMediaEntry } from '../../admin/product-media.ts';
import { parseCategoryId, readCategory, updateCategory } from '../../admin/category-update.ts';
import { parseBrandId, readBrand, updateBrand } from '../../admin/brand-update.ts';
import { readPwaConfig, updatePwaConfig } from '../../admin/pwa-config-update.ts';
import { adminScope, type AdminScope } from '../../admin/scope.ts';
import { signInAdmin } from '../../admin/sign-in.ts';
import { restProductBySku } from '../../catalog/rest-products.ts';
import { restProductAttribute } from '../../catalog/rest-attributes.ts';
import { parseSearchCriteria } from '../../catalog/search-criteria.ts';
import {
  deleteSynonymGroup, getSynonymGroup, listSynonymGroups, parseGroupId, saveSynonymGroup,
} from '../../search/synonym-groups.ts';
import { listContactMessages } from '../../contact/contact-messages.ts';
import { MagentoError } from '../../errors.ts';
import { listPageOf } from '../../input.ts';
import type { RestRequest, Route } from '../../http/router.ts';
import { DEFAULT_STORE } from '../../stores.ts';

function skuParam(request: RestRequest): string {
  const sku = request.params.sku ?? '';
  if (!sku || sku.length > 64) throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: sku.slice(0, 64), fieldName: 'sku' });
  return sku;
}

/** The product as `GET /V1/products/{sku}` answers it in this scope (the default store view's texts for `all`). */
function productIn(request: RestRequest, sku: string, scope: AdminScope) {
  const product = restProductBySku(request.db, sku, scope.kind === 'store' ? scope.store.id : DEFAULT_STORE.id, request.baseUrl);
  if (!product) throw productNotFound();
  return product;
}

function attributeCodeParam(request: RestRequest): string {
  const code = request.params.code ?? '';
  if (!/^[a-z][a-z0-9_]{0,59}$/.test(code)) {
    throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: code.slice(0, 64), fieldName: 'attributeCode' });
  }
  return code;
}

export const adminRoutes: Route[] = [
  {
    // Magento's catalogProductAttributeRepositoryV1 get: labels of every store view, options with their store labels.
    method: 'GET',
    path: '/V1/products/attributes/:code',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.products);
      return restProductAttribute(request.db, attributeCodeParam(request), request.store.id);
    },
  },
  {
    method: 'POST',
    path: '/V1/integration/admin/token',
    handler: ({ db, config, body }) => signInAdmin(db, config, body),
  },
  {
    method: 'GET',
    path: '/V1/products/:sku',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.products);
      return productIn(request, skuParam(request), adminScope(request.storeCode));
    },
  },
  {
    method: 'PUT',
    path: '/V1/products/:sku',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.products);
      const sku = skuParam(request);
      const scope = adminScope(request.storeCode);
      commitAdminChange(request, () => ({ result: null, tags: updateProduct(request.db, sku, scope, request.body, request.baseUrl) }));
      return productIn(request, sku, scope);
    },
  },
  {
    method: 'GET',
    path: '/V1/products/:sku/media',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.products);
      return listMediaEntries(request.db, skuParam(request));
    },
  },
  {
    method: 'GET',
    path: '/V1/products/:sku/media/:entryId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.products);
      return readMediaEntry(request.db, skuParam(request), parseMediaEntryId(request.params.entryId ?? ''));
    },
  },
  {
    method: 'PUT',
    path: '/V1/products/:sku/media/:entryId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.products);
      const sku = skuParam(request);
      const entryId = parseMediaEntryId(request.params.entryId ?? '');
      commitAdminChange(request, () => ({ result: null, tags: updateMediaEntry(request.db, sku, entryId, request.body) }));
      // Magento answers the save with true.
      return true;
    },
  },
  {
    method: 'GET',
    path: '/V1/categories/:categoryId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.categories);
      return readCategory(request.db, parseCategoryId(request.params.categoryId ?? ''), adminScope(request.storeCode));
    },
  },
  {
    method: 'PUT',
    path: '/V1/categories/:categoryId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.categories);
      const id = parseCategoryId(request.params.categoryId ?? '');
      const scope = adminScope(request.storeCode);
      commitAdminChange(request, () => ({ result: null, tags: updateCategory(request.db, id, scope, request.body) }));
      return readCategory(request.db, id, scope);
    },
  },
  {
    method: 'GET',
    path: '/V1/brands/:brandId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.brands);
      return readBrand(request.db, parseBrandId(request.params.brandId ?? ''), adminScope(request.storeCode));
    },
  },
  {
    method: 'PUT',
    path: '/V1/brands/:brandId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.brands);
      const id = parseBrandId(request.params.brandId ?? '');
      const scope = adminScope(request.storeCode);
      commitAdminChange(request, () => ({ result: null, tags: updateBrand(request.db, id, scope, request.body) }));
      return readBrand(request.db, id, scope);
    },
  },
  {
    method: 'GET',
    path: '/V1/cmsBlock/search',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.blocks);
      return searchBlocks(request.db, parseSearchCriteria(request.query));
    },
  },
  {
    method: 'GET',
    path: '/V1/cmsBlock/:blockId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.blocks);
      return getBlock(request.db, parseBlockId(request.params.blockId ?? ''));
    },
  },
  {
    method: 'PUT',
    path: '/V1/cmsBlock/:blockId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.blocks);
      const id = parseBlockId(request.params.blockId ?? '');
      return commitAdminChange(request, () => {
        const { block, tags } = saveBlock(request.db, id, request.body);
        return { result: block, tags };
      });
    },
  },
  {
    method: 'GET',
    path: '/V1/pwa-config',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.pwaConfig);
      return readPwaConfig(request.db, adminScope(request.storeCode));
    },
  },
  {
    method: 'PUT',
    path: '/V1/pwa-config',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.pwaConfig);
      const scope = adminScope(request.storeCode);
      commitAdminChange(request, () => ({ result: null, tags: updatePwaConfig(request.db, scope, request.body) }));
      return readPwaConfig(request.db, scope);
    },
  },
  {
    // Search synonym groups (Magento's SynonymGroupInterface shape); a change reaches every search at once.
    method: 'GET',
    path: '/V1/search/synonyms',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.synonyms);
      return listSynonymGroups(request.db);
    },
  },
  {
    method: 'POST',
    path: '/V1/search/synonyms',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.synonyms);
      return commitAdminChange(request, () => {
        const { group, tags } = saveSynonymGroup(request.db, null, request.body);
        return { result: group, tags };
      });
    },
  },
  {
    method: 'GET',
    path: '/V1/search/synonyms/:groupId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.synonyms);
      return getSynonymGroup(request.db, parseGroupId(request.params.groupId ?? ''));
    },
  },
  {
    method: 'PUT',
    path: '/V1/search/synonyms/:groupId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.synonyms);
      const id = parseGroupId(request.params.groupId ?? '');
      return commitAdminChange(request, () => {
        const { group, tags } = saveSynonymGroup(request.db, id, request.body);
        return { result: group, tags };
      });
    },
  },
  {
    method: 'DELETE',
    path: '/V1/search/synonyms/:groupId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.synonyms);
      const id = parseGroupId(request.params.groupId ?? '');
      return commitAdminChange(request, () => deleteSynonymGroup(request.db, id));
    },
  },
  {
    // The contact form's messages (Magento e-mails them; here they are kept), newest first.
    method: 'GET',
    path: '/V1/contact-messages',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.contactMessages);
      const { pageSize, currentPage } = listPageOf(request.query);
      return listContactMessages(request.db, pageSize, currentPage);
    },
  },
];
