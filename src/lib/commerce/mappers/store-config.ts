/** PWA config module answer -> `StoreConfig` (announcement bar, express delivery price). */
import type { PwaConfigQuery } from '@/lib/commerce/generated/graphql.ts';
import type { StoreConfig } from '@/domain/store-config-types.ts';

/** Fallbacks when the admin set a text but left a style empty: readable brand-neutral defaults. */
const TOP_BAR_DEFAULTS = { bgColor: '#111827', textColor: '#ffffff', fontSize: '14px' } as const;

/**
 * CSS values from configuration end up in a style attribute: only plain colours (hex, rgb(), a colour name)
 * and a readable text size pass; nothing that could close the declaration or load anything.
 */
function safeCssColor(value: string | null | undefined, fallback: string): string {
  const v = value?.trim();
  return v && /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|[a-zA-Z]{3,20})$/.test(v) ? v : fallback;
}

function safeFontSize(value: string | null | undefined, fallback: string): string {
  const v = value?.trim();
  // Magento stores a bare number of pixels ("14").
  if (v && /^\d{1,2}(\.\d+)?$/.test(v)) return `${v}px`;
  return v && /^\d{1,2}(\.\d+)?(px|rem|em)$/.test(v) ? v : fallback;
}

export function toStoreConfig(pwaConfig: PwaConfigQuery['pwaConfig']): StoreConfig {
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
