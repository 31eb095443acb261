/** A Qatar address as a customer saves it (Magento's CustomerAddressInput), the default delivery address. */
export const SAVED_ADDRESS = {
  firstname: 'Maryam',
  lastname: 'Al-Kuwari',
  street: ['Al Sadd Street', 'Building 12'],
  city: 'Al Sadd',
  region: { region_id: 1 },
  country_code: 'QA',
  telephone: '+97455123456',
  default_shipping: true,
};
