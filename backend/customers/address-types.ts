/**
 * A customer's saved address in its two shapes: the values a shopper's input becomes once validated
 * (address-input.ts) and the row the store keeps (addresses.ts). Each side needs the other's shape, so both live here.
 */
import type { STORE_COUNTRY } from '../directory/regions.ts';

/** A saved Qatar address, validated and normalised. */
export interface AddressValues {
  firstname: string;
  lastname: string;
  /** Magento's street lines (one or two): the storefront sends the blue plate, then a landmark. */
  street: string[];
  /** The area or zone within the region. */
  city: string;
  region: { id: number; code: string; name: string };
  postcode: string | null;
  countryCode: typeof STORE_COUNTRY;
  /** '+974' and 8 digits. */
  telephone: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** A saved address as the customer_addresses table holds it. */
export interface CustomerAddressRow {
  id: number;
  firstname: string;
  lastname: string;
  /** JSON array of street lines: the street, then the building. */
  street: string;
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string;
  default_shipping: number;
  default_billing: number;
}
