import { describe, expect, it } from 'vitest';
import { toAddressInput, toRegion } from '../../../../../../src/lib/commerce/mappers/addresses.ts';
import { countryRegionsSchema } from '../../../../../../src/lib/commerce/schemas/addresses.ts';

describe('toAddressInput', () => {
  const draft = {
    firstname: 'Sara',
    lastname: 'Al-Kuwari',
    regionId: 2,
    city: 'Al Waab',
    street: 'Street 920',
    building: 'Building 14',
    telephone: '55551234',
    defaultShipping: true,
  };

  it("is Magento's CustomerAddressInput: street then building, the zone by id, Qatar's calling code", () => {
    expect(toAddressInput(draft)).toEqual({
      firstname: 'Sara',
      lastname: 'Al-Kuwari',
      telephone: '+974-55551234',
      street: ['Street 920', 'Building 14'],
      city: 'Al Waab',
      region: { region_id: 2 },
      country_code: 'QA',
      default_shipping: true,
    });
  });
});

describe('regions', () => {
  it('keeps regions that have an id and a name', () => {
    const parsed = countryRegionsSchema.parse({
      country: { available_regions: [{ id: 1, code: 'DA', name: 'الدوحة' }, null, { id: null, code: 'X', name: 'X' }, { id: 3, code: 'WA', name: '' }] },
    });
    const regions = (parsed.country?.available_regions ?? []).map(toRegion).filter((region) => region !== null);
    expect(regions).toEqual([{ id: 1, code: 'DA', name: 'الدوحة' }]);
  });
});
