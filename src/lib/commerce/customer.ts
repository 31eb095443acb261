/**
 * The signed-in customer (spec §4: fetched right after sign-in, and by every page that needs who is signed in).
 * Needs a context with the customer's token; a token the backend refuses (expired, revoked) is `CommerceAuthError`.
 */
import { CommerceAuthError } from './errors.ts';
import { graphqlRequest } from './graphql.ts';
import { toCustomerView } from './mappers/customer.ts';
import { CUSTOMER_QUERY } from './operations/customer.ts';
import { customerResponseSchema } from './schemas/customer.ts';
import type { CustomerView } from '@/domain/customer-types.ts';
import type { CommerceContext } from './context.ts';

export async function getCustomer(context: CommerceContext): Promise<CustomerView> {
  const { customer } = await graphqlRequest(context, CUSTOMER_QUERY, {}, customerResponseSchema);
  // Spec §4: a sign-in that yields no customer is a failed sign-in, like a refused token.
  if (!customer) throw new CommerceAuthError('No customer for this token');
  return toCustomerView(customer);
}
