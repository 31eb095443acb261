/** The signed-in customer (spec §7 "query customer"): name, e-mail, mobile number and addresses. */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const CUSTOMER_QUERY = graphql(`
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
`);
