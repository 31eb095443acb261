/**
 * The signed-in customer (spec §4: fetched right after sign-in, and by every page that needs who is signed in).
 * Needs `options.token`; a token the backend refuses (expired, revoked) is `CommerceAuthError`.
 */
import type { Locale } from '../i18n/locales.ts';
import { CommerceAuthError } from './errors.ts';
import { graphqlRequest, type RequestOptions } from './graphql.ts';
import { toCustomerView } from './mappers/customer.ts';
import { CUSTOMER_QUERY } from './operations/customer.ts';
import { customerResponseSchema } from './schemas/customer.ts';
import type { CustomerView } from './types.ts';

export async function getCustomer(locale: Locale, options: RequestOptions & { token: string }): Promise<CustomerView> {
  const { customer } = await graphqlRequest(locale, CUSTOMER_QUERY, {}, customerResponseSchema, options);
  // Spec §4: a sign-in that yields no customer is a failed sign-in, like a refused token.
  if (!customer) throw new CommerceAuthError('No customer for this token');
  return toCustomerView(customer);
}
