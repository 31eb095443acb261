/**
 * Profile GraphQL documents: the name (Magento's updateCustomerV2) and the e-mail and mobile changes proven by a
 * code sent to the new address (the store's OTP module, custom.graphql). Each answer reads back only what it
 * changed.
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const UPDATE_CUSTOMER_NAME_MUTATION = graphql(`
  mutation UpdateCustomerName($firstname: String!, $lastname: String!) {
    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {
      customer {
        firstname
        lastname
      }
    }
  }
`);

export const REQUEST_EMAIL_CHANGE_OTP_MUTATION = graphql(`
  mutation RequestCustomerEmailChangeOtp($email: String!) {
    requestCustomerEmailChangeOtp(input: { email: $email }) {
      hash
    }
  }
`);

export const CONFIRM_EMAIL_CHANGE_MUTATION = graphql(`
  mutation ConfirmCustomerEmailChange($hash: String!, $otp: String!, $email: String!) {
    confirmCustomerEmailChange(input: { hash: $hash, otp: $otp, email: $email }) {
      customer {
        email
      }
    }
  }
`);

export const REQUEST_PHONE_CHANGE_OTP_MUTATION = graphql(`
  mutation RequestCustomerPhoneChangeOtp($countryPrefix: String!, $telephone: String!) {
    requestCustomerPhoneChangeOtp(input: { country_prefix: $countryPrefix, telephone: $telephone }) {
      hash
    }
  }
`);

export const CONFIRM_PHONE_CHANGE_MUTATION = graphql(`
  mutation ConfirmCustomerPhoneChange($hash: String!, $otp: String!, $countryPrefix: String!, $telephone: String!) {
    confirmCustomerPhoneChange(input: { hash: $hash, otp: $otp, country_prefix: $countryPrefix, telephone: $telephone }) {
      customer {
        country_prefix
        telephone
      }
    }
  }
`);
