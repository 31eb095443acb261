import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { filterSchema, pruneSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers/index.ts';

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/**
 * The served schema: Magento 2.4.4's storefront SDL merged with our custom-module SDL, cut down to the root
 * fields that have resolvers (and the types they reach). Core fields therefore keep Magento's exact names,
 * arguments and types by construction.
 */
export function createSchema(): GraphQLSchema {
  const full = makeExecutableSchema({
    typeDefs: [read('./magento-2.4.4-storefront.graphql'), read('./custom.graphql')],
    resolvers,
  });
  const implemented = new Set(
    (['Query', 'Mutation'] as const).flatMap((type) => Object.keys(resolvers[type] ?? {}).map((field) => `${type}.${field}`)),
  );
  return pruneSchema(
    filterSchema({
      schema: full,
      rootFieldFilter: (operation, field) => implemented.has(`${operation}.${field}`),
    }),
  );
}
