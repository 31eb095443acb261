import type { CustomerAddressRow, CustomerRow } from './customers.ts';

function toGraphqlAddress(address: CustomerAddressRow) {
  let street: string[] = [];
  try {
    const parsed: unknown = JSON.parse(address.street);
    if (Array.isArray(parsed)) street = parsed.map(String);
  } catch {
    street = [address.street];
  }
  return {
    id: address.id,
    firstname: address.firstname,
    lastname: address.lastname,
    street,
    city: address.city,
    region: { region: address.region, region_code: address.region_code, region_id: address.region_id },
    region_id: address.region_id,
    postcode: address.postcode,
    country_code: address.country_code,
    country_id: address.country_code,
    telephone: address.telephone,
    default_shipping: address.default_shipping === 1,
    default_billing: address.default_billing === 1,
  };
}

/** Magento's GraphQL `Customer` for the signed-in shopper. */
export function toGraphqlCustomer(customer: CustomerRow, addresses: CustomerAddressRow[], isSubscribed: boolean) {
  const defaultShipping = addresses.find((address) => address.default_shipping === 1);
  const defaultBilling = addresses.find((address) => address.default_billing === 1);
  return {
    id: customer.id,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    created_at: customer.created_at,
    default_shipping: defaultShipping ? String(defaultShipping.id) : null,
    default_billing: defaultBilling ? String(defaultBilling.id) : null,
    is_subscribed: isSubscribed,
    allow_remote_shopping_assistance: false,
    addresses: addresses.map(toGraphqlAddress),
  };
}
