import type { AddressFormValues } from '@/server/account/address-form.ts';

/** A new delivery address starts empty, with "save it in my account" ticked (the checkbox reads `defaultShipping`). */
export const EMPTY_ADDRESS_VALUES: AddressFormValues = {
  firstname: '',
  lastname: '',
  regionId: '',
  city: '',
  street: '',
  building: '',
  telephone: '',
  defaultShipping: true,
};
