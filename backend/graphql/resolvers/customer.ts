import type { Resolvers } from './index.ts';

export const customerResolvers: Resolvers = {};
