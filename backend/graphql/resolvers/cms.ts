import type { Resolvers } from './index.ts';

export const cmsResolvers: Resolvers = {};
