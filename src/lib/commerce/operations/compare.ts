/**
 * Magento's compare list (Catalog module, GraphQL 2.4.4): a guest's list by its uid, a customer's own list, adding
 * and removing products (by their numeric ids, as Magento takes them), and a guest's list carried into the
 * customer's at sign-in.
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const COMPARE_LIST_QUERY = graphql(`
  query CompareList($uid: ID!) {
    compareList(uid: $uid) {
      ...CompareListFields
    }
  }
`);

export const CUSTOMER_COMPARE_LIST_QUERY = graphql(`
  query CustomerCompareList {
    customer {
      compare_list {
        ...CompareListFields
      }
    }
  }
`);

export const CREATE_COMPARE_LIST_MUTATION = graphql(`
  mutation CreateCompareList($products: [ID!]) {
    createCompareList(input: { products: $products }) {
      ...CompareListFields
    }
  }
`);

export const ADD_PRODUCTS_TO_COMPARE_LIST_MUTATION = graphql(`
  mutation AddProductsToCompareList($uid: ID!, $products: [ID!]!) {
    addProductsToCompareList(input: { uid: $uid, products: $products }) {
      ...CompareListFields
    }
  }
`);

export const REMOVE_PRODUCTS_FROM_COMPARE_LIST_MUTATION = graphql(`
  mutation RemoveProductsFromCompareList($uid: ID!, $products: [ID!]!) {
    removeProductsFromCompareList(input: { uid: $uid, products: $products }) {
      ...CompareListFields
    }
  }
`);

export const ASSIGN_COMPARE_LIST_TO_CUSTOMER_MUTATION = graphql(`
  mutation AssignCompareListToCustomer($uid: ID!) {
    assignCompareListToCustomer(uid: $uid) {
      result
      compare_list {
        ...CompareListFields
      }
    }
  }
`);
