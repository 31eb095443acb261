import { z } from 'zod';
import type { RequestContext } from '../../http/context.ts';
import { parseInput } from '../../input.ts';
import { countryView, STORE_COUNTRY } from '../../directory/regions.ts';
import type { Resolvers } from '../resolver-map.ts';

const countryArgs = z.object({ id: z.string().trim().toUpperCase().max(3).nullish() });

/** Magento's directory queries: the countries the store delivers to (Qatar) and their regions for address forms. */
export const directoryResolvers: Resolvers = {
  Query: {
    countries: (_: unknown, __: unknown, ctx: RequestContext) => [countryView(ctx.db, STORE_COUNTRY, ctx.store.code)],
    country: (_: unknown, args: unknown, ctx: RequestContext) => countryView(ctx.db, parseInput(countryArgs, args).id ?? '', ctx.store.code),
  },
};
