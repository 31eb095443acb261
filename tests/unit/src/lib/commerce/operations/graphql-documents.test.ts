/**
 * Every GraphQL document the storefront sends must be valid against Magento 2.4.4's storefront schema merged
 * with our custom-module SDL, so switching COMMERCE_URL to a real Magento (with those modules) just works.
 * Documents are discovered by importing every module under src/lib/commerce/operations/.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../../../..');

function mergedSchema(): GraphQLSchema {
  const magento = readFileSync(resolve(root, 'tests/fixtures/magento-2.4.4-storefront.graphql'), 'utf8');
  const custom = readFileSync(resolve(root, 'backend/graphql/custom.graphql'), 'utf8');
  return buildSchema(`${magento}\n${custom}`);
}

const operationModules = import.meta.glob<Record<string, unknown>>('../../../../../../src/lib/commerce/operations/*.ts', {
  eager: true,
});

const documents = Object.entries(operationModules).flatMap(([path, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, source]) => ({ name: `${path.split('/').pop()}: ${name}`, source })),
);

describe('GraphQL documents', () => {
  const schema = mergedSchema();

  it('finds the operation modules and their documents', () => {
    expect(Object.keys(operationModules).length).toBeGreaterThan(0);
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(documents)('$name is valid against Magento 2.4.4 + custom SDL', ({ source }) => {
    const errors = validate(schema, parse(source));
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it.each(documents)('$name holds exactly one operation', ({ source }) => {
    const operations = parse(source).definitions.filter((d) => d.kind === 'OperationDefinition');
    expect(operations).toHaveLength(1);
  });
});
