import type { IResolvers } from '@graphql-tools/utils';
import type { RequestContext } from '../http/context.ts';

/** One domain's resolvers (resolvers/*.ts); resolvers/index.ts merges them into the served map. */
export type Resolvers = IResolvers<unknown, RequestContext> & {
  Query?: Record<string, unknown>;
  Mutation?: Record<string, unknown>;
};
