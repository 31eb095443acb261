import type { RegionRow } from '../directory/regions.ts';
import { regionName } from '../directory/regions.ts';
import type { StoreCode } from '../stores.ts';
import type { CustomerAddressRow } from './address-types.ts';
import { storedStreet } from './address-input.ts';
import type { CustomerRow } from './customers.ts';

/** What the shapes need besides the rows: the store's language and the regions, to name a region in it. */
export interface ShapeContext {
  store: StoreCode;
  regions: RegionRow[];
}

/** Magento's GraphQL `CustomerAddress`; the region is named in the store's language. */
export function toGraphqlAddress(address: CustomerAddressRow, context: ShapeContext) {
  const region = context.regions.find((candidate) => candidate.id === address.region_id);
  return {
    id: address.id,
    firstname: address.firstname,
    lastname: address.lastname,
    street: storedStreet(address.street),
    city: address.city,
    region: {
      region: region ? regionName(region, context.store) : address.region,
      region_code: address.region_code,
      region_id: address.region_id,
    },
    region_id: address.region_id,
    postcode: address.postcode,
    country_code: address.country_code,
    country_id: address.country_code,
    telephone: address.telephone,
    default_shipping: address.default_shipping === 1,
    default_billing: address.default_billing === 1,
  };
}

/** Magento's GraphQL `Customer` for the signed-in shopper, plus the mobile number (custom.graphql). */
export function toGraphqlCustomer(customer: CustomerRow, addresses: CustomerAddressRow[], isSubscribed: boolean, context: ShapeContext) {
  const defaultShipping = addresses.find((address) => address.default_shipping === 1);
  const defaultBilling = addresses.find((address) => address.default_billing === 1);
  return {
    id: customer.id,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    country_prefix: customer.country_prefix,
    telephone: customer.telephone,
    created_at: customer.created_at,
    default_shipping: defaultShipping ? String(defaultShipping.id) : null,
    default_billing: defaultBilling ? String(defaultBilling.id) : null,
    is_subscribed: isSubscribed,
    allow_remote_shopping_assistance: false,
    addresses: addresses.map((address) => toGraphqlAddress(address, context)),
  };
}
