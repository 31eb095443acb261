import { readdirSync, readFileSync } from 'node:fs';
import { Kind, parse, print, visit, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

const directory = new URL('../fixtures/magento-client/', import.meta.url);

/** One operation of the client's document set, printed with every fragment it uses (directly or through others). */
export interface ClientOperation {
  name: string;
  file: string;
  kind: 'query' | 'mutation';
  source: string;
}

function usedFragments(node: OperationDefinitionNode | FragmentDefinitionNode, fragments: Map<string, FragmentDefinitionNode>, found = new Set<string>()): Set<string> {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      if (found.has(name)) return;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`unknown fragment ${name}`);
      found.add(name);
      usedFragments(fragment, fragments, found);
    },
  });
  return found;
}

/** Every operation of the `.graphql` files beside this module, fragments from any of them. */
export function clientOperations(): ClientOperation[] {
  const files = readdirSync(directory).filter((file) => file.endsWith('.graphql')).sort();
  const documents = files.map((file) => ({ file, document: parse(readFileSync(new URL(file, directory), 'utf8')) }));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of documents) {
    for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return documents.flatMap(({ file, document }) =>
    document.definitions.flatMap((definition) => {
      if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
      if (!definition.name || definition.operation === 'subscription') throw new Error(`${file}: every operation is a named query or mutation`);
      const parts = [definition, ...[...usedFragments(definition, fragments)].map((name) => fragments.get(name) as FragmentDefinitionNode)];
      return [{ name: definition.name.value, file, kind: definition.operation, source: parts.map((part) => print(part)).join('\n\n') }];
    }),
  );
}
