/** Delivery addresses: saved, drafted in the form, and the Qatar zones they name. View models, camelCase (see index.ts). */
/** A saved address of the signed-in customer (spec §3 "Address"); Qatar addresses carry a zone as `region`. */
export type CustomerAddress = {
  id: number;
  firstname: string;
  lastname: string;
  /** Street lines as entered (street, building…); empty lines dropped. */
  street: string[];
  city: string;
  region: { code: string | null; name: string | null; id: number | null };
  postcode: string | null;
  countryCode: string;
  telephone: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
};

/** A zone a Qatar delivery address names (Magento's region of the country), in the store's language. */
export type Region = { id: number; code: string; name: string };

/** An address as the shopper fills the address form: a Qatar zone, area, street, building and mobile number. */
export type AddressDraft = {
  firstname: string;
  lastname: string;
  regionId: number;
  /** The area within the zone. */
  city: string;
  street: string;
  building: string;
  /** The 8-digit Qatar number, without the calling code. */
  telephone: string;
  defaultShipping: boolean;
};
