/**
 * The customer address fields the storefront reads (spec §3 "Address", plus Magento's country and default
 * flags), shared by the customer query and the address mutations; schemas/customer.ts `customerAddressSchema`.
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const CUSTOMER_ADDRESS_FIELDS = graphql(`
  fragment CustomerAddressFields on CustomerAddress {
    id
    firstname
    lastname
    street
    city
    region {
      region_code
      region
      region_id
    }
    region_id
    postcode
    country_code
    telephone
    default_shipping
    default_billing
  }
`);
