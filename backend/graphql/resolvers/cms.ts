import { z } from 'zod';
import { parseInput, shortText } from '../../input.ts';
import { MagentoError } from '../../errors.ts';
import { requirePage } from '../../cms/pages.ts';
import { findBlocks } from '../../cms/blocks.ts';
import { pwaConfig } from '../../cms/pwa-config.ts';
import { findSliders } from '../../cms/sliders.ts';
import type { RequestContext } from '../../http/context.ts';
import type { Resolvers } from '../resolver-map.ts';

const blocksArgs = z.object({
  identifiers: z
    .array(shortText('identifiers', 128).nullable())
    .max(50, '"identifiers" accepts at most 50 values.')
    .nullish()
    .transform((list) => (list ?? []).filter((id): id is string => Boolean(id))),
});
const pageArgs = z.object({ id: z.number().int().min(1).max(2 ** 31 - 1).nullish(), identifier: shortText('identifier', 100).trim().nullish() });

const slidersArgs = z.object({
  titles: z.array(shortText('titles', 128)).max(50, '"titles" accepts at most 50 values.'),
});

export const cmsResolvers: Resolvers = {
  Query: {
    cmsBlocks: (_: unknown, args: unknown, context: RequestContext) => {
      const { identifiers } = parseInput(blocksArgs, args);
      return { items: findBlocks(context.db, identifiers, context.store.id, context.baseUrl) };
    },
    cmsPage: (_: unknown, args: unknown, context: RequestContext) => {
      const { id, identifier } = parseInput(pageArgs, args);
      if (identifier) return requirePage(context.db, { identifier }, context.store.id, context.baseUrl);
      if (typeof id === 'number') return requirePage(context.db, { id }, context.store.id, context.baseUrl);
      throw new MagentoError(400, 'Page id/identifier should be specified');
    },
    getSliders: (_: unknown, args: unknown, context: RequestContext) => {
      const { titles } = parseInput(slidersArgs, args);
      return findSliders(context.db, titles, context.store, context.baseUrl);
    },
    pwaConfig: (_: unknown, __: unknown, context: RequestContext) => pwaConfig(context.db, context.store.id),
  },
};
