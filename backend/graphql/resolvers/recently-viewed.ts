import type { Resolvers } from './index.ts';

export const recentlyViewedResolvers: Resolvers = {};
