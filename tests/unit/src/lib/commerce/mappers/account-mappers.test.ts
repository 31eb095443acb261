/** Account answers and inputs at the commerce door: API shapes stop at these mappers. */
import { describe, expect, it } from 'vitest';
import { toAddressInput, toRegion } from '@/lib/commerce/mappers/addresses.ts';
import { toOrderSummary } from '@/lib/commerce/mappers/orders.ts';
import type { CountryRegionsQuery, CustomerOrdersQuery } from '@/lib/commerce/generated/graphql.ts';
import { wishlistAddResponseSchema, wishlistItemsResponseSchema } from '@/lib/commerce/schemas/wishlist.ts';

describe('toAddressInput', () => {
  const draft = {
    firstname: 'Sara',
    lastname: 'Al-Kuwari',
    regionId: 2,
    city: 'Al Waab',
    zone: 55,
    streetNumber: 920,
    buildingNumber: 14,
    unit: '3',
    landmark: 'Behind Villaggio',
    telephone: '55551234',
    defaultShipping: true,
  };

  it("is Magento's CustomerAddressInput: the blue plate and unit then the landmark, the municipality by id, Qatar's calling code", () => {
    expect(toAddressInput({ ...draft, unit: '', landmark: '' }).street).toEqual(['Zone 55, Street 920, Building 14']);
    expect(toAddressInput(draft)).toEqual({
      firstname: 'Sara',
      lastname: 'Al-Kuwari',
      telephone: '+974-55551234',
      street: ['Zone 55, Street 920, Building 14, Unit 3', 'Behind Villaggio'],
      city: 'Al Waab',
      region: { region_id: 2 },
      country_code: 'QA',
      default_shipping: true,
    });
  });
});

describe('regions', () => {
  it('keeps regions that have an id and a name', () => {
    const answer: CountryRegionsQuery = {
      country: { id: 'QA', available_regions: [{ id: 1, code: 'DA', name: 'الدوحة' }, null, { id: null, code: 'X', name: 'X' }, { id: 3, code: 'WA', name: '' }] },
    };
    const regions = (answer.country?.available_regions ?? []).map(toRegion).filter((region) => region !== null);
    expect(regions).toEqual([{ id: 1, code: 'DA', name: 'الدوحة' }]);
  });
});

describe('toOrderSummary', () => {
  it('reads number, date, amount and status', () => {
    const answer: CustomerOrdersQuery = {
      customer: {
        orders: {
          total_count: 1,
          page_info: { current_page: 1, page_size: 20, total_pages: 1 },
          items: [{ id: 'MTA=', number: '000000010', order_date: '2026-05-01 10:00:00', status: 'processing', total: { grand_total: { value: 1250.5, currency: 'QAR' } } }],
        },
      },
    };
    const [order] = answer.customer?.orders?.items ?? [];
    expect(order && toOrderSummary(order)).toEqual({
      id: 'MTA=',
      number: '000000010',
      orderDate: '2026-05-01 10:00:00',
      status: 'processing',
      grandTotal: 1250.5,
      currency: 'QAR',
    });
  });
});

describe('wishlist envelopes (spec §7)', () => {
  it('reads status and data, numbers sent as text included', () => {
    expect(wishlistAddResponseSchema.parse({ status: '1', data: '42' })).toEqual({ status: 1, data: 42 });
    expect(wishlistItemsResponseSchema.parse({ status: 1, data: [] })).toEqual({ status: 1, data: [] });
  });

  it('refuses an answer that is not an envelope', () => {
    expect(() => wishlistItemsResponseSchema.parse([{ product_id: 1 }])).toThrow();
  });
});
