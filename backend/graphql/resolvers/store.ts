import { z } from 'zod';
import type { RequestContext } from '../../http/context.ts';
import { parseInput } from '../../input.ts';
import { storeSettings } from '../../store-config.ts';
import { ALL_STORES, storeConfigView } from '../../store-config-view.ts';
import type { Resolvers } from '../resolver-map.ts';

const availableStoresArgs = z.object({ useCurrentGroup: z.boolean().nullish() });

/** The currency's symbol as the store view's locale writes it (QAR: "ر.ق.‏" in Arabic, "QAR" in English). */
function currencySymbol(code: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: code }).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

/** Magento's store queries: the store view's configuration, the store views, the currency, checkout agreements. */
export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_: unknown, __: unknown, ctx: RequestContext) => storeConfigView(storeSettings(ctx.db, ctx.store.id), ctx.store, ctx.baseUrl),
    availableStores: (_: unknown, args: unknown, ctx: RequestContext) => {
      // One website with one store group: the current group is every store view.
      parseInput(availableStoresArgs, args);
      return ALL_STORES.map((store) => storeConfigView(storeSettings(ctx.db, store.id), store, ctx.baseUrl));
    },
    currency: (_: unknown, __: unknown, ctx: RequestContext) => {
      const settings = storeSettings(ctx.db, ctx.store.id);
      const base = settings('currency/options/base') ?? 'QAR';
      const display = settings('currency/options/default') ?? base;
      const locale = settings('general/locale/code') ?? ctx.store.code;
      const allowed = (settings('currency/options/allow') ?? display).split(',');
      return {
        base_currency_code: base,
        base_currency_symbol: currencySymbol(base, locale),
        default_display_currecy_code: display,
        default_display_currency_code: display,
        default_display_currecy_symbol: currencySymbol(display, locale),
        default_display_currency_symbol: currencySymbol(display, locale),
        available_currency_codes: allowed,
        exchange_rates: allowed.map((code) => ({ currency_to: code, rate: 1 })),
      };
    },
    // Terms and conditions at checkout are off in this store (checkout/options/enable_agreements = 0): none to accept.
    checkoutAgreements: (_: unknown, __: unknown, ctx: RequestContext) =>
      storeSettings(ctx.db, ctx.store.id)('checkout/options/enable_agreements') === '1' ? null : [],
  },
};
