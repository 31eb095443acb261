import type { Resolvers } from './index.ts';

export const catalogResolvers: Resolvers = {};
