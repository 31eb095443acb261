/** A customer order as the backend answers `customer.orders` (backend/README.md "Orders"), for the mapper and page tests. */
import type { OrderDetailFieldsFragment } from '@/lib/commerce/generated/graphql.ts';
import { toOrderDetail } from '@/lib/commerce/mappers/orders.ts';
import type { OrderDetail } from '@/lib/commerce/index.ts';

const address = {
  firstname: 'Maryam',
  lastname: 'Al-Kuwari',
  street: ['Al Sadd Street', 'Building 12'],
  city: 'Al Sadd',
  region: 'Doha',
  postcode: null,
  country_code: 'QA' as const,
  telephone: '+97455123456',
};

function rawOrder(overrides: Partial<OrderDetailFieldsFragment> = {}): OrderDetailFieldsFragment {
  return {
    id: 'MTI=',
    number: '000000012',
    order_date: '2026-03-05 21:30:00',
    status: 'Pending',
    status_code: 'pending',
    can_cancel: true,
    carrier: 'Standard delivery',
    shipping_method: 'Standard delivery - Within 2-3 working days',
    items: [
      {
        id: 'MQ==',
        product_name: 'iPhone 15',
        product_sku: 'APPL-1001',
        product_url_key: 'iphone-15',
        product_type: 'simple',
        quantity_ordered: 2,
        product_sale_price: { value: 60.1, currency: 'QAR' },
      },
      {
        id: 'Mg==',
        product_name: null,
        product_sku: 'ANKR-1002',
        product_url_key: null,
        product_type: 'simple',
        quantity_ordered: 1,
        product_sale_price: { value: 19.9, currency: 'QAR' },
      },
    ],
    total: {
      subtotal: { value: 140.1, currency: 'QAR' },
      discounts: [{ label: 'Welcome 10% off', amount: { value: 14.01, currency: 'QAR' } }],
      total_shipping: { value: 15, currency: 'QAR' },
      grand_total: { value: 141.09, currency: 'QAR' },
    },
    shipping_address: address,
    billing_address: { ...address, street: ['Salwa Road', '', 'Villa 3'] },
    payment_methods: [{ name: 'Cash On Delivery', type: 'cashondelivery' }],
    ecard_recipient: null,
    ...overrides,
  };
}

export function order(overrides: Partial<OrderDetailFieldsFragment> = {}): OrderDetail {
  return toOrderDetail(rawOrder(overrides));
}
