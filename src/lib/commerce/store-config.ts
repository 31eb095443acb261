/** Store-wide settings from the PWA config module: the announcement bar and the express delivery price. */
import type { Locale } from '../i18n/locales.ts';
import { graphqlRequest } from './graphql.ts';
import { toStoreConfig } from './mappers/store-config.ts';
import { PWA_CONFIG_QUERY } from './operations/store-config.ts';
import { pwaConfigSchema } from './schemas/store-config.ts';
import type { StoreConfig } from './types.ts';

export async function getStoreConfig(locale: Locale): Promise<StoreConfig> {
  const { pwaConfig } = await graphqlRequest(locale, PWA_CONFIG_QUERY, {}, pwaConfigSchema);
  return toStoreConfig(pwaConfig);
}
