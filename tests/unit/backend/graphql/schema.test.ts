import { readFileSync } from 'node:fs';
import {
  buildSchema, parse, type GraphQLEnumType, type GraphQLField, type GraphQLInputField, type GraphQLInputObjectType,
  type GraphQLInterfaceType, type GraphQLNamedType, type GraphQLObjectType, type GraphQLSchema, type GraphQLType,
  type GraphQLUnionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../../../../backend/graphql/schema.ts';

/*
 * Kind checks by shape, not graphql's isObjectType(): the served schema comes from @graphql-tools (CommonJS graphql)
 * while this file may load graphql's ESM build, and graphql's instanceof checks refuse to mix the two.
 */
const kindOf = (type: GraphQLNamedType) => Object.prototype.toString.call(type);
const isObjectType = (type: GraphQLNamedType): type is GraphQLObjectType => kindOf(type) === '[object GraphQLObjectType]';
const isInterfaceType = (type: GraphQLNamedType): type is GraphQLInterfaceType => kindOf(type) === '[object GraphQLInterfaceType]';
const isInputObjectType = (type: GraphQLNamedType): type is GraphQLInputObjectType => kindOf(type) === '[object GraphQLInputObjectType]';
const isUnionType = (type: GraphQLNamedType): type is GraphQLUnionType => kindOf(type) === '[object GraphQLUnionType]';
const isEnumType = (type: GraphQLNamedType): type is GraphQLEnumType => kindOf(type) === '[object GraphQLEnumType]';
function getNamedType(type: GraphQLType): GraphQLNamedType {
  let current: GraphQLType = type;
  while ('ofType' in current && current.ofType) current = current.ofType;
  return current as GraphQLNamedType;
}

const magento = buildSchema(readFileSync(new URL('../../../../backend/graphql/magento-2.4.4-storefront.graphql', import.meta.url), 'utf8'));
const served = createSchema();

/**
 * Fields our custom module and Magento 2.4.7's attribute additions add to core types (`extend type|input X { … }` in
 * custom.graphql and magento-2.4.7-attributes.graphql): exempt.
 */
function customExtensionFields(): Set<string> {
  const fields = new Set<string>();
  const definitions = ['custom.graphql', 'magento-2.4.7-attributes.graphql'].flatMap((file) =>
    parse(readFileSync(new URL(`../../../../backend/graphql/${file}`, import.meta.url), 'utf8')).definitions);
  for (const definition of definitions) {
    if (
      (definition.kind === 'ObjectTypeExtension' || definition.kind === 'InputObjectTypeExtension' ||
        definition.kind === 'InterfaceTypeExtension') && definition.fields
    ) {
      for (const field of definition.fields) fields.add(`${definition.name.value}.${field.name.value}`);
    }
  }
  return fields;
}

/** Every named type reachable from the served Query and Mutation (through fields, arguments and implementations). */
function reachableTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  const seen = new Map<string, GraphQLNamedType>();
  const queue: GraphQLNamedType[] = [schema.getQueryType(), schema.getMutationType()].filter((t): t is NonNullable<typeof t> => !!t);
  while (queue.length > 0) {
    const type = queue.shift() as GraphQLNamedType;
    if (seen.has(type.name)) continue;
    seen.set(type.name, type);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        queue.push(getNamedType(field.type));
        for (const arg of field.args) queue.push(getNamedType(arg.type));
      }
      if (isInterfaceType(type)) queue.push(...schema.getPossibleTypes(type));
      queue.push(...type.getInterfaces());
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) queue.push(getNamedType(field.type));
    } else if (isUnionType(type)) {
      queue.push(...type.getTypes());
    }
  }
  return [...seen.values()];
}

/** Differences between a served type and Magento's type of the same name (custom extension fields exempt). */
function differences(servedType: GraphQLNamedType, core: GraphQLNamedType, exempt: Set<string>): string[] {
  const problems: string[] = [];
  if (kindOf(servedType) !== kindOf(core)) return [`${servedType.name}: kind differs from Magento's`];
  if (isObjectType(servedType) || isInterfaceType(servedType) || isInputObjectType(servedType)) {
    const coreFields = (core as typeof servedType).getFields() as Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>;
    for (const [name, field] of Object.entries(servedType.getFields() as Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>)) {
      const coordinate = `${servedType.name}.${name}`;
      if (exempt.has(coordinate)) continue;
      const coreField = coreFields[name];
      if (!coreField) {
        problems.push(`${coordinate}: not a Magento field`);
        continue;
      }
      if (String(field.type) !== String(coreField.type)) problems.push(`${coordinate}: type ${field.type} ≠ Magento ${coreField.type}`);
      if ('args' in field && 'args' in coreField) {
        const coreArgs = new Map(coreField.args.map((arg) => [arg.name, arg]));
        for (const arg of field.args) {
          const coreArg = coreArgs.get(arg.name);
          if (!coreArg) problems.push(`${coordinate}(${arg.name}): not a Magento argument`);
          else if (String(arg.type) !== String(coreArg.type)) problems.push(`${coordinate}(${arg.name}): type ${arg.type} ≠ Magento ${coreArg.type}`);
          else if (JSON.stringify(arg.defaultValue) !== JSON.stringify(coreArg.defaultValue)) problems.push(`${coordinate}(${arg.name}): default differs`);
        }
        if (field.args.length !== coreField.args.length) problems.push(`${coordinate}: argument count differs`);
      }
    }
  }
  if (isEnumType(servedType) && isEnumType(core)) {
    const coreValues = new Set(core.getValues().map((value) => value.name));
    for (const value of servedType.getValues()) if (!coreValues.has(value.name)) problems.push(`${servedType.name}.${value.name}: not a Magento enum value`);
  }
  return problems;
}

describe('served GraphQL schema vs Magento 2.4.4', () => {
  const exempt = customExtensionFields();
  const reachable = reachableTypes(served);

  it('serves the catalogue and CMS core root fields', () => {
    const query = served.getQueryType()?.getFields() ?? {};
    for (const field of ['products', 'categoryList', 'categories', 'cmsBlocks']) expect(query[field], field).toBeDefined();
  });

  it('serves the Magento 2.4.4 core mutations of what the store has (issue 14), refusals included', () => {
    const mutation = served.getMutationType()?.getFields() ?? {};
    const expected = [
      'createEmptyCart', 'addProductsToCart', 'addSimpleProductsToCart', 'addVirtualProductsToCart', 'updateCartItems',
      'removeItemFromCart', 'applyCouponToCart', 'removeCouponFromCart', 'setGuestEmailOnCart', 'mergeCarts',
      'assignCustomerToGuestCart', 'setShippingAddressesOnCart', 'setBillingAddressOnCart', 'setShippingMethodsOnCart',
      'setPaymentMethodOnCart', 'placeOrder', 'generateCustomerToken', 'revokeCustomerToken', 'createCustomer',
      'createCustomerV2', 'updateCustomerV2', 'createCustomerAddress', 'updateCustomerAddress', 'deleteCustomerAddress',
      'subscribeEmailToNewsletter', 'contactUs', 'addProductsToWishlist', 'removeProductsFromWishlist', 'updateProductsInWishlist',
    ];
    expect(expected.filter((field) => !mutation[field])).toEqual([]);
    for (const input of ['CustomerAddressInput', 'CartAddressInput', 'PaymentMethodInput', 'CartItemInput', 'WishlistItemInput']) {
      expect(served.getType(input), input).toBeDefined();
    }
  });

  it('keeps every reachable core type, field, argument and enum value identical to Magento', () => {
    const problems = reachable.flatMap((type) => {
      const core = magento.getType(type.name);
      return core ? differences(type, core, exempt) : [];
    });
    expect(problems).toEqual([]);
  });

  it('root fields that exist in Magento have Magento signatures', () => {
    const problems = (['getQueryType', 'getMutationType'] as const).flatMap((getter) => {
      const servedRoot = served[getter]();
      const coreRoot = magento[getter]();
      return servedRoot && coreRoot ? differences(servedRoot, coreRoot, new Set(
        Object.keys(servedRoot.getFields()).filter((name) => !coreRoot.getFields()[name]).map((name) => `${servedRoot.name}.${name}`),
      )) : [];
    });
    expect(problems).toEqual([]);
  });

  it('detects a drifted field (the check itself works)', () => {
    const drifted = buildSchema('type Query { products(search: Int): Products } type Products { total_count: String }');
    const problems = reachableTypes(drifted).flatMap((type) => {
      const core = magento.getType(type.name);
      return core ? differences(type, core, new Set()) : [];
    });
    expect(problems).toContain('Query.products(search): type Int ≠ Magento String');
    expect(problems).toContain('Products.total_count: type String ≠ Magento Int');
  });
});
