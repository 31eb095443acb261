/** The signed-in customer. View models, camelCase (see index.ts). */
import type { CustomerAddress } from './address-types.ts';

/** The signed-in customer (spec §3 "Customer"). */
export type CustomerView = {
  firstname: string;
  lastname: string;
  /** First and last name joined for display ("-" placeholders left out). */
  fullName: string;
  email: string;
  /** '974' when the account has a mobile number, else null. */
  countryPrefix: string | null;
  /** The 8-digit mobile number, or null. */
  telephone: string | null;
  addresses: CustomerAddress[];
};
