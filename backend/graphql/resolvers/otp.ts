import type { Resolvers } from './index.ts';

export const otpResolvers: Resolvers = {};
