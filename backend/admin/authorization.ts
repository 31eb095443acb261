import { MagentoError } from '../errors.ts';
import type { RestRequest } from '../http/router.ts';
import { resolveAdminUser } from './tokens.ts';

/** ACL resources of the admin routes, named as Magento names them in its 401 answers. */
export const ADMIN_RESOURCES = {
  products: 'Magento_Catalog::products',
  categories: 'Magento_Catalog::categories',
  brands: 'Matjar_Brand::brands',
  blocks: 'Magento_Cms::block',
  pwaConfig: 'Matjar_Pwa::config',
  synonyms: 'Magento_Search::synonyms',
  orders: 'Magento_Sales::actions_view',
  contactMessages: 'Magento_Contact::contact',
  reviews: 'Magento_Review::reviews_all',
} as const;

/**
 * The admin user of the request's `Authorization: Bearer` token, or Magento's 401 "The consumer isn't authorized
 * to access %resources." for no token, a customer's token, or an expired one. With the admin API off (production
 * without a password) no token can exist, so every admin route answers this.
 */
export function requireAdmin(request: RestRequest, resource: string): string {
  const user =
    request.token && request.config.adminPassword !== null
      ? resolveAdminUser(request.db, request.token, request.config.adminUser)
      : null;
  if (!user) throw new MagentoError(401, "The consumer isn't authorized to access %resources.", { resources: resource });
  return user;
}
