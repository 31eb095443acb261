/** Delivery addresses: saved, drafted in the form, and the Qatar zones they name. View models, camelCase (see index.ts). */
/** A saved address of the signed-in customer (spec §3 "Address"); Qatar addresses carry the municipality as `region`. */
export type CustomerAddress = {
  id: number;
  firstname: string;
  lastname: string;
  /** Magento's street lines (the blue plate, then a landmark: src/domain/qatar-address.ts; older ones as typed); empty lines dropped. */
  street: string[];
  city: string;
  region: { code: string | null; name: string | null; id: number | null };
  postcode: string | null;
  countryCode: string;
  telephone: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
};

/** A municipality a Qatar delivery address names (Magento's region of the country), in the store's language. */
export type Region = { id: number; code: string; name: string };

/**
 * An address as the shopper fills the address form: the municipality, the area, the blue plate's zone, street and
 * building numbers, the unit or flat and a landmark (both may be empty), and the mobile number.
 */
export type AddressDraft = {
  firstname: string;
  lastname: string;
  /** The municipality (Magento's region of Qatar). */
  regionId: number;
  /** The area within the municipality (Al Sadd). */
  city: string;
  zone: number;
  streetNumber: number;
  buildingNumber: number;
  unit: string;
  landmark: string;
  /** The 8-digit Qatar number, without the calling code. */
  telephone: string;
  defaultShipping: boolean;
};
