import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { resolveDirectives } from './directives.ts';

interface PageRow {
  page_id: number;
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  page_layout: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

const COLUMNS = 'page_id, identifier, title, content_heading, content, page_layout, meta_title, meta_description, meta_keywords';
// A store view's own page wins over an all-store-views one (store 0), as Magento's cms_page_store does.
const BY_IDENTIFIER = `SELECT ${COLUMNS} FROM cms_pages WHERE identifier = ? AND is_active = 1 AND store_id IN (0, ?)
  ORDER BY store_id DESC LIMIT 1`;
const BY_ID = `SELECT ${COLUMNS} FROM cms_pages WHERE page_id = ? AND is_active = 1 AND store_id IN (0, ?)`;

/** Magento's GraphQL `CmsPage` (a RoutableInterface): content with media directives resolved to absolute URLs. */
export function cmsPageView(row: PageRow, baseUrl: string) {
  return {
    __typename: 'CmsPage' as const,
    page_id: row.page_id,
    identifier: row.identifier,
    url_key: row.identifier,
    title: row.title,
    content: resolveDirectives(row.content, baseUrl),
    content_heading: row.content_heading,
    page_layout: row.page_layout,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    relative_url: row.identifier,
    redirect_code: 0,
    type: 'CMS_PAGE' as const,
  };
}

export type CmsPageView = ReturnType<typeof cmsPageView>;

/** The active page with this identifier (URL key) in a store view, or null. */
export function findPage(db: Database, identifier: string, storeId: number, baseUrl: string): CmsPageView | null {
  const row = cachedStatement(db, BY_IDENTIFIER).get(identifier, storeId) as PageRow | undefined;
  return row ? cmsPageView(row, baseUrl) : null;
}

/** Magento's answer for an identifier or id that names no active page of the store view. */
export const noSuchPage = (key: string | number) => new MagentoError(404, 'The CMS page with the "%1" ID doesn\'t exist.', [key]);

/** cmsPage(identifier | id): the page, else Magento's no-such-entity error. */
export function requirePage(db: Database, key: { identifier: string } | { id: number }, storeId: number, baseUrl: string): CmsPageView {
  if ('identifier' in key) {
    const page = findPage(db, key.identifier, storeId, baseUrl);
    if (!page) throw noSuchPage(key.identifier);
    return page;
  }
  const row = cachedStatement(db, BY_ID).get(key.id, storeId) as PageRow | undefined;
  if (!row) throw noSuchPage(key.id);
  return cmsPageView(row, baseUrl);
}
