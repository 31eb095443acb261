import type { Resolvers } from './index.ts';

export const cartResolvers: Resolvers = {};
