import { MagentoError } from '../../errors.ts';
import type { Resolvers } from '../resolver-map.ts';

/*
 * Magento 2.4.4 core operations this store answers with a refusal, because it works differently: accounts have no
 * password (sign-in and sign-up are by one-time code, custom.graphql's requestLoginOtp / verifyOtpAndLogin and
 * requestRegisterOtp / verifyOtpAndRegister), and an e-mail address changes only by a code sent to the new address
 * (requestCustomerEmailChangeOtp / confirmCustomerEmailChange). The fields stay in the schema so that a Magento
 * client's documents validate, and each answers Magento's error shape with the way to do it here.
 */
const NO_PASSWORD_SIGN_IN =
  'Signing in with a password is not supported in this store: request a one-time code with requestLoginOtp, then sign in with verifyOtpAndLogin.';
const NO_PASSWORD_SIGN_UP =
  'Creating an account with createCustomer is not supported in this store: every new account proves its e-mail address with a one-time code (requestRegisterOtp, then verifyOtpAndRegister).';
const NO_PASSWORDS = 'Accounts in this store have no password: customers sign in with a one-time code (requestLoginOtp, then verifyOtpAndLogin).';
const NO_EMAIL_BY_PASSWORD =
  'Changing the e-mail address with a password is not supported in this store: request a code to the new address with requestCustomerEmailChangeOtp, then confirm it with confirmCustomerEmailChange.';

const refuse = (message: string, category = 'graphql-input') => () => {
  throw new MagentoError(400, message, [], { category });
};

export const notSupportedResolvers: Resolvers = {
  Mutation: {
    generateCustomerToken: refuse(NO_PASSWORD_SIGN_IN, 'graphql-authentication'),
    createCustomer: refuse(NO_PASSWORD_SIGN_UP),
    createCustomerV2: refuse(NO_PASSWORD_SIGN_UP),
    changeCustomerPassword: refuse(NO_PASSWORDS),
    requestPasswordResetEmail: refuse(NO_PASSWORDS),
    resetPassword: refuse(NO_PASSWORDS),
    updateCustomerEmail: refuse(NO_EMAIL_BY_PASSWORD),
  },
};
