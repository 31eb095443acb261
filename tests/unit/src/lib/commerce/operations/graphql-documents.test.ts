/**
 * Every GraphQL document the storefront sends must be valid against Magento 2.4.4's storefront schema merged
 * with our custom-module SDL, so switching COMMERCE_URL to a real Magento (with those modules) just works.
 * Documents are the typed document nodes exported by the modules of src/lib/commerce/operations/ (fragments live
 * below it, in fragments/, and travel inside the documents that spread them).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, Kind, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../../../..');

function mergedSchema(): GraphQLSchema {
  const magento = readFileSync(resolve(root, 'backend/graphql/magento-2.4.4-storefront.graphql'), 'utf8');
  const attributes = readFileSync(resolve(root, 'backend/graphql/magento-2.4.7-attributes.graphql'), 'utf8');
  const custom = readFileSync(resolve(root, 'backend/graphql/custom.graphql'), 'utf8');
  return buildSchema(`${magento}\n${attributes}\n${custom}`);
}

const operationModules = import.meta.glob<Record<string, unknown>>('../../../../../../src/lib/commerce/operations/*.ts', {
  eager: true,
});

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

const exported = Object.entries(operationModules).flatMap(([path, module]) =>
  Object.entries(module).map(([name, value]) => ({ name: `${path.split('/').pop()}: ${name}`, value })),
);
const documents = exported.filter((entry): entry is { name: string; value: DocumentNode } => isDocument(entry.value));

describe('GraphQL documents', () => {
  const schema = mergedSchema();

  it('finds the operation modules, and every export of them is a document', () => {
    expect(Object.keys(operationModules).length).toBeGreaterThan(0);
    expect(documents.length).toBeGreaterThan(0);
    expect(exported.filter((entry) => !isDocument(entry.value)).map((entry) => entry.name)).toEqual([]);
  });

  it.each(documents)('$name is valid against Magento 2.4.4 + custom SDL', ({ value }) => {
    const errors = validate(schema, value);
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it.each(documents)('$name holds exactly one operation', ({ value }) => {
    const operations = value.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations).toHaveLength(1);
  });
});
