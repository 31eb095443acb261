/**
 * Sign-in and sign-up by one-time code (the OTP module, custom.graphql; spec §7): ask for a code for an e-mail
 * address or a Qatar mobile number, then trade the code and its handle (`hash`) for a customer token. And the
 * token's end (`revokeCustomerToken`, Magento core).
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const REQUEST_LOGIN_OTP_MUTATION = graphql(`
  mutation RequestLoginOtp($input: OtpRequestInput!) {
    requestLoginOtp(input: $input) {
      hash
    }
  }
`);

export const REQUEST_REGISTER_OTP_MUTATION = graphql(`
  mutation RequestRegisterOtp($input: RegisterOtpRequestInput!) {
    requestRegisterOtp(input: $input) {
      hash
    }
  }
`);

export const VERIFY_OTP_AND_LOGIN_MUTATION = graphql(`
  mutation VerifyOtpAndLogin($input: VerifyOtpLoginInput!) {
    verifyOtpAndLogin(input: $input) {
      token
    }
  }
`);

export const VERIFY_OTP_AND_REGISTER_MUTATION = graphql(`
  mutation VerifyOtpAndRegister($input: VerifyOtpRegisterInput!) {
    verifyOtpAndRegister(input: $input) {
      token
    }
  }
`);

export const REVOKE_CUSTOMER_TOKEN_MUTATION = graphql(`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`);
