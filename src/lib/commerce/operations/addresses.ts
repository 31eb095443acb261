/**
 * Address book GraphQL documents: Magento's address mutations and the country's region list (the zone picker).
 * Addresses come back in the same `CustomerAddressFields` selection the customer query reads.
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const CREATE_ADDRESS_MUTATION = graphql(`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...CustomerAddressFields
    }
  }
`);

export const UPDATE_ADDRESS_MUTATION = graphql(`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      ...CustomerAddressFields
    }
  }
`);

export const DELETE_ADDRESS_MUTATION = graphql(`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`);

/** The regions of the store's country, named in the store's language (Magento sorts them by that name). */
export const COUNTRY_REGIONS_QUERY = graphql(`
  query CountryRegions($id: String!) {
    country(id: $id) {
      id
      available_regions {
        id
        code
        name
      }
    }
  }
`);
