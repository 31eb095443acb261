/**
 * The compare list (Magento's CompareList): a guest's by the uid the storefront keeps in an HttpOnly cookie, a
 * signed-in customer's own (the context's token). Products are named by their numeric ids, as Magento takes them.
 */
import { graphqlRequest } from './graphql.ts';
import { toCompareList } from './mappers/compare.ts';
import {
  ADD_PRODUCTS_TO_COMPARE_LIST_MUTATION,
  ASSIGN_COMPARE_LIST_TO_CUSTOMER_MUTATION,
  COMPARE_LIST_QUERY,
  CREATE_COMPARE_LIST_MUTATION,
  CUSTOMER_COMPARE_LIST_QUERY,
  REMOVE_PRODUCTS_FROM_COMPARE_LIST_MUTATION,
} from './operations/compare.ts';
import { compareListSchema } from './schemas/compare.ts';
import { z } from 'zod';
import type { CommerceContext } from './context.ts';
import type { CompareList } from '@/domain/compare-types.ts';

/** The most products a compare list holds (the backend refuses a fifth). */
export const MAX_COMPARED = 4;

/** A guest's list by its uid; a customer's own with no uid. Null when there is none. */
export async function getCompareList(context: CommerceContext, uid: string | null): Promise<CompareList | null> {
  if (uid === null) {
    const answer = await graphqlRequest(context, CUSTOMER_COMPARE_LIST_QUERY, {}, z.object({ customer: z.object({ compare_list: compareListSchema.nullable() }).nullable() }));
    return answer.customer?.compare_list ? toCompareList(answer.customer.compare_list) : null;
  }
  const answer = await graphqlRequest(context, COMPARE_LIST_QUERY, { uid }, z.object({ compareList: compareListSchema.nullable() }));
  return answer.compareList ? toCompareList(answer.compareList) : null;
}

/** A new list with the products (a customer's own list when signed in). */
export async function createCompareList(context: CommerceContext, productIds: readonly number[]): Promise<CompareList> {
  const answer = await graphqlRequest(context, CREATE_COMPARE_LIST_MUTATION, { products: productIds.map(String) }, z.object({ createCompareList: compareListSchema }));
  return toCompareList(answer.createCompareList);
}

export async function addToCompareList(context: CommerceContext, uid: string, productIds: readonly number[]): Promise<CompareList> {
  const answer = await graphqlRequest(context, ADD_PRODUCTS_TO_COMPARE_LIST_MUTATION, { uid, products: productIds.map(String) }, z.object({ addProductsToCompareList: compareListSchema }));
  return toCompareList(answer.addProductsToCompareList);
}

export async function removeFromCompareList(context: CommerceContext, uid: string, productIds: readonly number[]): Promise<CompareList> {
  const answer = await graphqlRequest(context, REMOVE_PRODUCTS_FROM_COMPARE_LIST_MUTATION, { uid, products: productIds.map(String) }, z.object({ removeProductsFromCompareList: compareListSchema }));
  return toCompareList(answer.removeProductsFromCompareList);
}

/** Carries a guest's list into the signed-in customer's (needs the customer's token); answers the customer's list. */
export async function assignCompareListToCustomer(context: CommerceContext, uid: string): Promise<CompareList | null> {
  const answer = await graphqlRequest(context, ASSIGN_COMPARE_LIST_TO_CUSTOMER_MUTATION, { uid }, z.object({ assignCompareListToCustomer: z.object({ result: z.boolean(), compare_list: compareListSchema.nullable() }).nullable() }));
  const list = answer.assignCompareListToCustomer?.compare_list;
  return list ? toCompareList(list) : null;
}
