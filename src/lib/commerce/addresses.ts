/**
 * The signed-in customer's address book (spec §2 "address form", §3 "Address"): Qatar addresses with a zone
 * from the country's region list. The addresses themselves are read with the customer (customer.ts); these
 * write them. Every call needs a context with the customer's token; another customer's address id is `CommerceNotFoundError`.
 */
import { CommerceResponseError } from './errors.ts';
import { graphqlRequest } from './graphql.ts';
import { STORE_COUNTRY, toAddressInput, toRegion } from './mappers/addresses.ts';
import { toCustomerAddress } from './mappers/customer.ts';
import { COUNTRY_REGIONS_QUERY, CREATE_ADDRESS_MUTATION, DELETE_ADDRESS_MUTATION, UPDATE_ADDRESS_MUTATION } from './operations/addresses.ts';
import { createdAddressSchema, updatedAddressSchema } from './schemas/customer.ts';
import type { AddressDraft, CustomerAddress, Region } from '@/domain/address-types.ts';
import type { CommerceContext } from './context.ts';

/** The zones a delivery address may name, in the store's language and order. */
export async function getDeliveryRegions(context: CommerceContext): Promise<Region[]> {
  const { country } = await graphqlRequest(context, COUNTRY_REGIONS_QUERY, { id: STORE_COUNTRY }, null);
  return (country?.available_regions ?? []).map(toRegion).filter((region) => region !== null);
}

export async function createAddress(context: CommerceContext, draft: AddressDraft): Promise<CustomerAddress> {
  const data = await graphqlRequest(context, CREATE_ADDRESS_MUTATION, { input: toAddressInput(draft) }, createdAddressSchema);
  if (!data.createCustomerAddress) throw new CommerceResponseError('createCustomerAddress answered no address');
  return toCustomerAddress(data.createCustomerAddress);
}

export async function updateAddress(context: CommerceContext, id: number, draft: AddressDraft): Promise<CustomerAddress> {
  const data = await graphqlRequest(context, UPDATE_ADDRESS_MUTATION, { id, input: toAddressInput(draft) }, updatedAddressSchema);
  if (!data.updateCustomerAddress) throw new CommerceResponseError('updateCustomerAddress answered no address');
  return toCustomerAddress(data.updateCustomerAddress);
}

/** Magento refuses to delete the default address (`CommerceInputError`): another must become the default first. */
export async function deleteAddress(context: CommerceContext, id: number): Promise<void> {
  const data = await graphqlRequest(context, DELETE_ADDRESS_MUTATION, { id }, null);
  if (data.deleteCustomerAddress !== true) throw new CommerceResponseError('deleteCustomerAddress did not confirm the deletion');
}
