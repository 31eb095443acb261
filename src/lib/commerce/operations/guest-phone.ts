/** A guest proves a phone number by a code sent to it (the store's OTP module, custom.graphql). */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const REQUEST_GUEST_PHONE_OTP_MUTATION = graphql(`
  mutation RequestGuestPhoneOtp($countryPrefix: String!, $telephone: String!) {
    requestGuestPhoneOtp(input: { country_prefix: $countryPrefix, telephone: $telephone }) {
      hash
    }
  }
`);

export const VERIFY_GUEST_PHONE_MUTATION = graphql(`
  mutation VerifyGuestPhone($hash: String!, $otp: String!, $countryPrefix: String!, $telephone: String!) {
    verifyGuestPhone(input: { hash: $hash, otp: $otp, country_prefix: $countryPrefix, telephone: $telephone }) {
      verification_token
      telephone
      expires_in
    }
  }
`);
