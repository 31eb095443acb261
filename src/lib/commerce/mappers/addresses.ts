/** Address book: the storefront's `AddressDraft` -> Magento's `CustomerAddressInput`, and regions -> `Region`. */
import { withQatarPrefix } from '@/domain/phone.ts';
import { addressStreetLines } from '@/domain/qatar-address.ts';
import type { CountryRegionsQuery, CustomerAddressInput } from '@/lib/commerce/generated/graphql.ts';
import type { AddressDraft, Region } from '@/domain/address-types.ts';

/** The one country the store delivers to (Magento's general/country/allow). */
export const STORE_COUNTRY = 'QA' satisfies CustomerAddressInput['country_code'];

/**
 * Magento keeps street lines as a list: here the blue plate (with the unit), then the landmark when there is one
 * (src/domain/qatar-address.ts). The telephone goes with Qatar's calling code (spec §5 phone helpers); the
 * municipality is sent by its region id.
 */
export function toAddressInput(draft: AddressDraft) {
  return {
    firstname: draft.firstname,
    lastname: draft.lastname,
    telephone: withQatarPrefix(draft.telephone),
    street: addressStreetLines(draft),
    city: draft.city,
    region: { region_id: draft.regionId },
    country_code: STORE_COUNTRY,
    default_shipping: draft.defaultShipping,
  } satisfies CustomerAddressInput;
}

type RegionAnswer = NonNullable<NonNullable<NonNullable<CountryRegionsQuery['country']>['available_regions']>[number]>;

/** A region the picker can offer: it needs an id to be sent back, and a name to be shown. */
export function toRegion(raw: RegionAnswer | null): Region | null {
  if (!raw || typeof raw.id !== 'number' || !raw.name) return null;
  return { id: raw.id, code: raw.code ?? '', name: raw.name };
}
