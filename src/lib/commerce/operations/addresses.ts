/**
 * Address book GraphQL documents: Magento's address mutations and the country's region list (the zone picker).
 * Addresses come back in the same `CustomerAddressFields` selection the customer query reads.
 */
import { gql } from 'graphql-request';
import { CUSTOMER_ADDRESS_FIELDS } from './fragments/customer-address.ts';

export const CREATE_ADDRESS_MUTATION = gql`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...CustomerAddressFields
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;

export const UPDATE_ADDRESS_MUTATION = gql`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      ...CustomerAddressFields
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;

export const DELETE_ADDRESS_MUTATION = gql`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;

/** The regions of the store's country, named in the store's language (Magento sorts them by that name). */
export const COUNTRY_REGIONS_QUERY = gql`
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
`;
