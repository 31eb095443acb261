import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { filterSchema, pruneSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers/index.ts';

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/**
 * The SDL files merged into the served schema, in order: Magento 2.4.4's storefront, the attribute types Magento
 * 2.4.7 added (served beside 2.4.4's, see the file), and the store's custom modules. codegen.ts reads the same list.
 */
export const SCHEMA_FILES = ['magento-2.4.4-storefront.graphql', 'magento-2.4.7-attributes.graphql', 'custom.graphql'] as const;

/**
 * The served schema: Magento 2.4.4's storefront SDL merged with Magento 2.4.7's attribute additions and our
 * custom-module SDL, cut down to the root
 * fields that have resolvers (and the types they reach). Core fields therefore keep Magento's exact names,
 * arguments and types by construction.
 */
export function createSchema(): GraphQLSchema {
  const full = makeExecutableSchema({
    typeDefs: SCHEMA_FILES.map(read),
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
