/** Magento's Contact Us (Magento_ContactGraphQl; declared in custom.graphql, which this schema copy lacks). */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const CONTACT_US_MUTATION = graphql(`
  mutation ContactUs($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`);
