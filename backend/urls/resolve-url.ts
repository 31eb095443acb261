import { categoryTree, categoryViews, type CategoryContext } from '../catalog/category-view.ts';
import { configurableChoices, selectedOptions } from '../catalog/configurable-options.ts';
import { productViews } from '../catalog/product-view.ts';
import { SELLABLE_SQL } from '../db/sellable-sql.ts';
import { toUid } from '../catalog/uid.ts';
import { findPage } from '../cms/pages.ts';
import { cachedStatement } from '../db/database.ts';
import type { StoreSettings } from '../store-config.ts';

/** The suffix of product and category URLs (catalog/seo/*_url_suffix); CMS pages have none. */
export const URL_SUFFIX = '.html';

const PRODUCT_BY_URL_KEY = `SELECT p.id FROM product_store ps JOIN products p ON p.id = ps.product_id
  WHERE ps.store_id = ? AND ps.url_key = ? AND ${SELLABLE_SQL} LIMIT 1`;

/** A variant's own url key (a former simple product's) and the sellable configurable product it belongs to. */
const VARIANT_BY_URL_KEY = `SELECT l.child_id, l.parent_id, parent.url_key AS parent_url_key
  FROM product_store vs JOIN products v ON v.id = vs.product_id AND v.status = 1
  JOIN configurable_links l ON l.child_id = v.id
  JOIN products p ON p.id = l.parent_id AND ${SELLABLE_SQL}
  JOIN product_store parent ON parent.product_id = p.id AND parent.store_id = vs.store_id
  WHERE vs.store_id = ? AND vs.url_key = ? ORDER BY l.parent_id LIMIT 1`;

type Entity = 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE';

/**
 * What a storefront URL names in a store view, as Magento's URL rewrites answer it: a product (`<url_key>.html`), a
 * category (`<url_path>.html`) or a CMS page (`<identifier>`, and `/` = the home page). The path may come with or
 * without the suffix, a leading or trailing slash, a query or a fragment; a form other than the canonical one
 * answers the canonical URL with redirect code 301, as a Magento permanent redirect does.
 */
export interface ResolvedUrl {
  type: Entity;
  id: number;
  /** The canonical relative URL. */
  relativeUrl: string;
  redirectCode: 0 | 301;
  /** The RoutableInterface object (product, CategoryTree or CmsPage) of the entity. */
  entity: object;
}

/** The request path without query, fragment and surrounding slashes, or null when it cannot be a store URL. */
function normalise(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0]?.trim().replace(/^\/+|\/+$/g, '') ?? '';
  if (path.length > 255 || /\s/.test(path)) return null;
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export function resolveUrl(context: CategoryContext, settings: StoreSettings, url: string): ResolvedUrl | null {
  const path = normalise(url);
  if (path === null) return null;
  const key = path.endsWith(URL_SUFFIX) ? path.slice(0, -URL_SUFFIX.length) : path;
  const found = findEntity(context, settings, key);
  if (!found) return null;
  const redirectCode = path === found.relativeUrl ? 0 : 301;
  return { ...found, redirectCode, entity: { ...found.entity, relative_url: found.relativeUrl, redirect_code: redirectCode } };
}

function findEntity(context: CategoryContext, settings: StoreSettings, key: string): Omit<ResolvedUrl, 'redirectCode'> | null {
  if (key === '') {
    const home = findPage(context.db, settings('web/default/cms_home_page') ?? 'home', context.storeId, context.baseUrl);
    return home ? { type: 'CMS_PAGE', id: home.page_id, relativeUrl: '', entity: home } : null;
  }
  if (!key.includes('/')) {
    const row = cachedStatement(context.db, PRODUCT_BY_URL_KEY).get(context.storeId, key) as { id: number } | undefined;
    const product = row ? productViews(context, [row.id])[0] : undefined;
    if (product) return { type: 'PRODUCT', id: product.id, relativeUrl: `${key}${URL_SUFFIX}`, entity: product };
    const variant = findVariantAddress(context, key);
    if (variant) return variant;
  }
  for (const category of categoryTree(context).byId.values()) {
    // Level 0 and 1 are the tree's roots, which have no page of their own.
    if (category.url_path !== key || category.level < 2) continue;
    const view = categoryViews(context, [category.id])[0];
    if (view) return { type: 'CATEGORY', id: view.id, relativeUrl: `${key}${URL_SUFFIX}`, entity: view };
  }
  const page = findPage(context.db, key, context.storeId, context.baseUrl);
  return page ? { type: 'CMS_PAGE', id: page.page_id, relativeUrl: key, entity: page } : null;
}

/**
 * A variant's former address (it was a simple product of its own) answers its configurable product with that
 * variant chosen: `<parent url key>.html?color=<value_index>&capacity=<value_index>`, naming the attributes the
 * product varies by in its order, the storefront's variant address. resolveUrl makes it a 301.
 */
function findVariantAddress(context: CategoryContext, key: string): Omit<ResolvedUrl, 'redirectCode'> | null {
  const row = cachedStatement(context.db, VARIANT_BY_URL_KEY).get(context.storeId, key) as
    | { child_id: number; parent_id: number; parent_url_key: string }
    | undefined;
  const product = row ? productViews(context, [row.parent_id])[0] : undefined;
  if (!row || !product) return null;
  const choices = configurableChoices(context.db, [row.parent_id], context.storeId).get(row.parent_id);
  const query = new URLSearchParams(
    (choices ? selectedOptions(choices, row.child_id) : []).map(({ attribute, value }) => [attribute.code, String(value.valueIndex)]),
  ).toString();
  const relativeUrl = `${row.parent_url_key}${URL_SUFFIX}${query ? `?${query}` : ''}`;
  return { type: 'PRODUCT', id: product.id, relativeUrl, entity: product };
}

/** Magento's deprecated `EntityUrl` (urlResolver) for a resolved URL. */
export function toEntityUrl(resolved: ResolvedUrl) {
  return {
    id: resolved.id,
    entity_uid: toUid(resolved.id),
    canonical_url: resolved.relativeUrl,
    relative_url: resolved.relativeUrl,
    redirectCode: resolved.redirectCode,
    type: resolved.type,
  };
}
