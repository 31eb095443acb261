import {
  Kind,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { QueryLimits } from '../config.ts';

// The limits themselves, Magento's and this backend's settings, are configuration (config.ts).

/**
 * The deepest `{`, `[` or `(` nesting the parser is given. graphql-js parses recursively, one call per level, and
 * thousands of levels end in a stack overflow; a query within the depth limit needs a few levels per field level
 * (its selection, its arguments' objects), so this is far from anything legitimate.
 */
export const nestingLimitFor = (limits: QueryLimits) => Math.max(100, limits.depth * 4);

/**
 * How deeply the text's brackets nest, read without parsing (strings and comments skipped), stopping as soon as it
 * passes `limit`: linear in the text and without recursion, so any body the size bound lets in is measured safely.
 */
export function bracketNesting(source: string, limit = Number.POSITIVE_INFINITY): number {
  let level = 0;
  let deepest = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '#') {
      while (index < source.length && source[index] !== '\n' && source[index] !== '\r') index += 1;
    } else if (char === '"') {
      if (source.startsWith('"""', index)) {
        index += 3;
        while (index < source.length && !source.startsWith('"""', index)) index += source.startsWith('\\"""', index) ? 4 : 1;
        index += 2;
      } else {
        index += 1;
        while (index < source.length && source[index] !== '"' && source[index] !== '\n') index += source[index] === '\\' ? 2 : 1;
      }
    } else if (char === '{' || char === '[' || char === '(') {
      level += 1;
      if (level > deepest) {
        deepest = level;
        if (deepest > limit) return deepest;
      }
    } else if (char === '}' || char === ']' || char === ')') {
      level -= 1;
    }
  }
  return deepest;
}

export interface QueryMeasure {
  depth: number;
  complexity: number;
  /** Field nodes written in the whole document (Magento's validateFieldCount). */
  fields: number;
}

/**
 * `@skip(if: true)` and `@include(if: false)` leave a selection out, as in graphql-php's count. A condition given by
 * a variable counts as included: the figures depend on the document alone, so a refusal holds for every request of
 * the same text (and the parser's and validator's caches, which are keyed by it, stay right).
 */
function isIncluded(directives: readonly DirectiveNode[] | undefined): boolean {
  for (const directive of directives ?? []) {
    const condition = directive.arguments?.find((argument) => argument.name.value === 'if')?.value;
    if (condition?.kind !== Kind.BOOLEAN) continue;
    if (directive.name.value === 'skip' && condition.value) return false;
    if (directive.name.value === 'include' && !condition.value) return false;
  }
  return true;
}

interface SubtreeMeasure {
  /** Deepest field level below the selection set's own level that selects fields; -1 when none does. */
  depth: number;
  complexity: number;
}

/**
 * Depth and complexity of the document's costliest operation (graphql-php checks each operation of the document,
 * whichever one the request names). Each fragment is measured once and reused wherever it is
 * spread, so a document that spreads fragments within fragments costs linear time to measure, however large the
 * figure it adds up to; a fragment that spreads itself counts as empty here (validation refuses it afterwards).
 */
export function measureQuery(document: DocumentNode): QueryMeasure {
  let fields = 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  const countFields = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields += 1;
      if (selection.kind !== Kind.FRAGMENT_SPREAD) countFields(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    if (definition.kind === Kind.FRAGMENT_DEFINITION || definition.kind === Kind.OPERATION_DEFINITION) countFields(definition.selectionSet);
  }

  const measured = new Map<string, SubtreeMeasure>();
  const measureFragment = (name: string): SubtreeMeasure => {
    const known = measured.get(name);
    if (known) return known;
    measured.set(name, { depth: -1, complexity: 0 });
    const fragment = fragments.get(name);
    const result = fragment ? measureSet(fragment.selectionSet) : { depth: -1, complexity: 0 };
    measured.set(name, result);
    return result;
  };
  const measureSet = (set: SelectionSetNode): SubtreeMeasure => {
    let depth = -1;
    let complexity = 0;
    for (const selection of set.selections) {
      if (!isIncluded(selection.directives)) continue;
      if (selection.kind === Kind.FIELD) {
        const below = selection.selectionSet ? measureSet(selection.selectionSet) : null;
        complexity += 1 + (below?.complexity ?? 0);
        if (below) depth = Math.max(depth, below.depth + 1);
      } else {
        const inner = selection.kind === Kind.INLINE_FRAGMENT ? measureSet(selection.selectionSet) : measureFragment(selection.name.value);
        complexity += inner.complexity;
        depth = Math.max(depth, inner.depth);
      }
    }
    return { depth, complexity };
  };

  const measures = operations.map((operation) => measureSet(operation.selectionSet));
  return {
    depth: Math.max(0, ...measures.map((measure) => measure.depth)),
    complexity: Math.max(0, ...measures.map((measure) => measure.complexity)),
    fields,
  };
}

const refusal = (message: string) => createGraphQLError(message, { extensions: { category: 'graphql-input' } });

/** The refusal of a document over a limit, in Magento's words, or null when it is within them. */
export function limitRefusal(measure: QueryMeasure, limits: QueryLimits): Error | null {
  if (measure.fields > limits.complexity) return refusal(`Max query complexity should be ${limits.complexity} but got ${measure.fields}.`);
  if (measure.depth > limits.depth) return refusal(`Max query depth should be ${limits.depth} but got ${measure.depth}.`);
  if (measure.complexity > limits.complexity) return refusal(`Max query complexity should be ${limits.complexity} but got ${measure.complexity}.`);
  return null;
}

/**
 * The limits, applied around parsing: a text nested past what the parser can take is refused before it is parsed,
 * and a parsed document over a limit before graphql-js's own validation runs (some of whose rules cost the square
 * of the field count), so a refusal takes about as long as reading the body.
 */
export function useQueryLimits(limits: QueryLimits): Plugin {
  const nestingLimit = nestingLimitFor(limits);
  return {
    onParse({ params, setParseFn }) {
      const source = typeof params.source === 'string' ? params.source : String(params.source?.body ?? '');
      if (bracketNesting(source, nestingLimit) > nestingLimit) {
        setParseFn(() => {
          throw refusal(`Max query depth should be ${limits.depth}: the query nests its brackets more than ${nestingLimit} levels deep.`);
        });
      }
    },
    onValidate({ params, setResult }) {
      const refused = limitRefusal(measureQuery(params.documentAST), limits);
      if (refused) setResult([refused]);
    },
  };
}
