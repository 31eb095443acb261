import {
  getNamedType,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';

/** Values for required arguments, by coordinate (`Type.field.argument`); a required argument not listed is an error. */
export type ArgumentValues = Record<string, unknown>;

export interface WalkOptions {
  /** How many object levels below the root field are selected (leaves always are). */
  depth: number;
  arguments: ArgumentValues;
}

/** An enum value in an argument (written bare, not quoted). */
export class EnumValue {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

const literal = (value: unknown): string => {
  if (value instanceof EnumValue) return value.name;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, item]) => `${key}: ${literal(item)}`).join(', ')}}`;
  }
  return JSON.stringify(value);
};

function argumentsOf(owner: string, field: GraphQLField<unknown, unknown>, values: ArgumentValues): string {
  const given = field.args.flatMap((arg) => {
    const coordinate = `${owner}.${field.name}.${arg.name}`;
    if (coordinate in values) return [`${arg.name}: ${literal(values[coordinate])}`];
    if (isNonNullType(arg.type) && arg.defaultValue === undefined) throw new Error(`no value for the required argument ${coordinate}`);
    return [];
  });
  return given.length > 0 ? `(${given.join(', ')})` : '';
}

/** Separates a concrete type's name from the field in an alias (`SimpleProduct__weight: weight`). */
const ALIAS = '__';

/**
 * The selection of every field of a type, to `depth` object levels, without entering a type already on the path (so
 * ProductInterface → related_products → ProductInterface stops): interfaces and unions select `__typename` and an
 * inline fragment per possible type, its own fields aliased so that two types' fields of one name never clash.
 */
export function selectionOf(
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  options: WalkOptions,
  path: string[] = [],
  shared?: Set<string>,
): string {
  if (isLeafType(type)) return '';
  if (isAbstractType(type)) {
    const shared = 'getFields' in type ? new Set(Object.keys(type.getFields())) : new Set<string>();
    const fragments = schema
      .getPossibleTypes(type)
      .map((possible) => `... on ${possible.name} ${selectionOf(schema, possible, options, path, shared)}`)
      .filter((fragment) => !fragment.endsWith(' '));
    return `{ __typename ${fragments.join(' ')} }`;
  }
  const object = type as GraphQLObjectType;
  const fields = Object.values(object.getFields()).flatMap((field) => {
    const named = getNamedType(field.type);
    const args = argumentsOf(object.name, field, options.arguments);
    // A field only one possible type has may clash with another type's field of the same name: alias it.
    const name = shared && !shared.has(field.name) ? `${object.name}${ALIAS}${field.name}: ${field.name}` : field.name;
    if (isLeafType(named)) return [`${name}${args}`];
    if (path.length >= options.depth || path.includes(named.name)) return [];
    const inner = selectionOf(schema, named, options, [...path, named.name]);
    return inner ? [`${name}${args} ${inner}`] : [];
  });
  return fields.length > 0 ? `{ ${fields.join(' ')} }` : '';
}

/** The query that selects everything below one root Query field. */
export function walkQuery(schema: GraphQLSchema, fieldName: string, options: WalkOptions): string {
  const query = schema.getQueryType() as GraphQLObjectType;
  const field = query.getFields()[fieldName];
  if (!field) throw new Error(`Query.${fieldName} is not served`);
  const named = getNamedType(field.type);
  const selection = isLeafType(named) ? '' : ` ${selectionOf(schema, named, options, [named.name])}`;
  return `query Walk_${fieldName} { ${fieldName}${argumentsOf('Query', field, options.arguments)}${selection} }`;
}

/**
 * Where the answer holds null for a non-null field (graphql-js would already have refused it, but the check stands
 * on its own): a list of paths such as `customer.wishlists.0.items_v2`.
 */
export function nullsAtNonNull(schema: GraphQLSchema, type: GraphQLOutputType, value: unknown, path: string): string[] {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) return [path];
    return nullsAtNonNull(schema, type.ofType, value, path);
  }
  if (value === null || value === undefined) return [];
  if (isListType(type)) {
    return (value as unknown[]).flatMap((item, index) => nullsAtNonNull(schema, type.ofType as GraphQLOutputType, item, `${path}.${index}`));
  }
  const named: GraphQLType = type;
  if (isLeafType(named)) return [];
  const record = value as Record<string, unknown>;
  const concrete = isAbstractType(named) ? schema.getType(String(record.__typename)) : named;
  if (!concrete || !isObjectType(concrete)) return [`${path}: no concrete type`];
  return Object.entries(record).flatMap(([key, item]) => {
    if (key === '__typename') return [];
    const field = concrete.getFields()[key.split(ALIAS).pop() as string];
    return field ? nullsAtNonNull(schema, field.type, item, `${path}.${key}`) : [`${path}.${key}: unknown field`];
  });
}
