/**
 * Store-wide settings from the PWA config module: the announcement bar and the express delivery price. Asked once
 * per shopper's request: the layout shows the bar and the middleware allows its look by hash
 * (src/server/layout/announcement-look.ts), from the same answer.
 */
import { graphqlRequest } from './graphql.ts';
import { toStoreConfig } from './mappers/store-config.ts';
import { PWA_CONFIG_QUERY } from './operations/store-config.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import type { ShopperRequest } from './shopper-request.ts';
import type { StoreConfig } from '@/domain/store-config-types.ts';
import type { CommerceContext } from './context.ts';

const askedFor = new WeakMap<ShopperRequest, Map<Locale, Promise<StoreConfig>>>();

async function askStoreConfig(context: CommerceContext): Promise<StoreConfig> {
  const { pwaConfig } = await graphqlRequest(context, PWA_CONFIG_QUERY, {}, null);
  return toStoreConfig(pwaConfig);
}

export function getStoreConfig(context: CommerceContext): Promise<StoreConfig> {
  const { request, locale } = context;
  if (!request) return askStoreConfig(context);
  const asked = askedFor.get(request) ?? new Map<Locale, Promise<StoreConfig>>();
  askedFor.set(request, asked);
  const answer = asked.get(locale) ?? askStoreConfig(context);
  asked.set(locale, answer);
  return answer;
}
