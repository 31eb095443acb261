/** The signed-in customer (spec §7 "query customer"): name, e-mail, mobile number and addresses. */
import { gql } from 'graphql-request';
import { CUSTOMER_ADDRESS_FIELDS } from './fragments/customer-address.ts';

export const CUSTOMER_QUERY = gql`
  query Customer {
    customer {
      firstname
      lastname
      email
      country_prefix
      telephone
      addresses {
        ...CustomerAddressFields
      }
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;
