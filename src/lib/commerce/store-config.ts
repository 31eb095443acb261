/** Store-wide settings from the PWA config module: the announcement bar and the express delivery price. */
import type { Locale } from '../i18n/locales.ts';
import { graphqlRequest } from './graphql.ts';
import { PWA_CONFIG_QUERY } from './operations/store-config.ts';
import { pwaConfigSchema } from './schemas.ts';
import type { StoreConfig } from './types.ts';

/** Fallbacks when the admin set a text but left a style empty: readable brand-neutral defaults. */
const TOP_BAR_DEFAULTS = { bgColor: '#111827', textColor: '#ffffff', fontSize: '14px' } as const;

/** CSS values from configuration end up in a style attribute: accept only plain colours and sizes. */
function safeCssColor(value: string | null | undefined, fallback: string): string {
  const v = value?.trim();
  return v && /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/.test(v) ? v : fallback;
}

function safeFontSize(value: string | null | undefined, fallback: string): string {
  const v = value?.trim();
  if (v && /^\d+(\.\d+)?$/.test(v)) return `${v}px`;
  return v && /^\d+(\.\d+)?(px|rem|em|%)$/.test(v) ? v : fallback;
}

export async function getStoreConfig(locale: Locale): Promise<StoreConfig> {
  const { pwaConfig } = await graphqlRequest(locale, PWA_CONFIG_QUERY, {}, pwaConfigSchema);
  const topBar = pwaConfig?.top_bar;
  const text = topBar?.text?.trim();
  const expressPrice = pwaConfig?.express_delivery_with_api?.original_price;
  return {
    topBar: text
      ? {
          text,
          bgColor: safeCssColor(topBar?.bg_color, TOP_BAR_DEFAULTS.bgColor),
          textColor: safeCssColor(topBar?.text_color, TOP_BAR_DEFAULTS.textColor),
          fontSize: safeFontSize(topBar?.font_size, TOP_BAR_DEFAULTS.fontSize),
        }
      : null,
    expressDeliveryCost: typeof expressPrice === 'number' ? expressPrice : null,
  };
}
