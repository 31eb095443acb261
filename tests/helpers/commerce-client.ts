/**
 * A commerce client as a test calls the commerce door: a guest, or `token`'s customer, outside any shopper's request
 * unless `request` (a shopper request's state) is given.
 */
import { commerceClient, type CommerceClient, type ShopperRequest } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

export function commerceFor(locale: Locale, token: string | null = null, request: ShopperRequest | null = null): CommerceClient {
  return commerceClient({ locale, token, request });
}
