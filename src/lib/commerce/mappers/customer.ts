/** Customer answers -> `CustomerView` and `CustomerAddress` (camelCase; Magento's names stop here). */
import { joinFullName } from '@/domain/names.ts';
import type { CheckedCustomer, CheckedCustomerAddress } from '@/lib/commerce/schemas/customer.ts';
import type { CustomerAddress } from '@/domain/address-types.ts';
import type { CustomerView } from '@/domain/customer-types.ts';

export function toCustomerAddress(raw: CheckedCustomerAddress): CustomerAddress {
  return {
    id: raw.id,
    firstname: raw.firstname ?? '',
    lastname: raw.lastname ?? '',
    street: (raw.street ?? []).filter((line): line is string => typeof line === 'string' && line !== ''),
    city: raw.city ?? '',
    region: {
      code: raw.region?.region_code ?? null,
      name: raw.region?.region ?? null,
      id: raw.region?.region_id ?? raw.region_id ?? null,
    },
    postcode: raw.postcode ?? null,
    countryCode: raw.country_code ?? '',
    telephone: raw.telephone ?? '',
    defaultShipping: raw.default_shipping ?? false,
    defaultBilling: raw.default_billing ?? false,
  };
}

export function toCustomerView(raw: CheckedCustomer): CustomerView {
  const firstname = raw.firstname ?? '';
  const lastname = raw.lastname ?? '';
  return {
    firstname,
    lastname,
    fullName: joinFullName({ firstname, lastname }),
    email: raw.email ?? '',
    countryPrefix: raw.country_prefix ?? null,
    telephone: raw.telephone ?? null,
    addresses: (raw.addresses ?? []).filter((address) => address !== null).map(toCustomerAddress),
  };
}
