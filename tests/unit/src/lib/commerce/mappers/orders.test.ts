/**
 * One order as the pages read it: lines with SKU, quantity and line totals, the money (subtotal, each discount,
 * delivery, grand total), the addresses as recorded, the payment and shipping method, the e-card recipient, and
 * the status exactly as Magento labels it in the store's language.
 */
import { describe, expect, it } from 'vitest';
import { toOrderTotals } from '@/lib/commerce/mappers/orders.ts';
import { order } from '../../../../../fixtures/customer-order.ts';

describe('toOrderDetail', () => {
  it('maps the lines with SKU, quantity, unit price, line total (in cents, without float drift) and a variant\'s chosen options', () => {
    expect(order().items).toEqual([
      {
        name: 'iPhone 15',
        sku: 'APPL-1001',
        urlKey: 'iphone-15',
        productType: 'configurable',
        quantity: 2,
        unitPrice: 60.1,
        rowTotal: 120.2,
        options: [
          { label: 'Color', value: 'Blue' },
          { label: 'Capacity', value: '128GB' },
        ],
      },
      { name: 'ANKR-1002', sku: 'ANKR-1002', urlKey: null, productType: 'simple', quantity: 1, unitPrice: 19.9, rowTotal: 19.9, options: [] },
    ]);
  });

  it('maps the totals: subtotal, each discount, their sum, delivery and the grand total in QAR', () => {
    expect(order().totals).toEqual({
      subtotal: 140.1,
      discounts: [{ label: 'Welcome 10% off', amount: 14.01 }],
      discount: 14.01,
      shipping: 15,
      grandTotal: 141.09,
      currency: 'QAR',
    });
  });

  it('sums several discounts, reads a negative one as taken off, and drops empty ones', () => {
    const totals = toOrderTotals({
      subtotal: { value: 300, currency: 'QAR' },
      discounts: [
        { label: 'A', amount: { value: 0.1, currency: 'QAR' } },
        { label: 'B', amount: { value: -0.2, currency: 'QAR' } },
        { label: 'C', amount: { value: 0, currency: 'QAR' } },
        null,
      ],
      total_shipping: { value: 0, currency: 'QAR' },
      grand_total: { value: 299.7, currency: 'QAR' },
    });
    expect(totals.discounts).toEqual([
      { label: 'A', amount: 0.1 },
      { label: 'B', amount: 0.2 },
    ]);
    expect(totals.discount).toBe(0.3);
    expect(totals.shipping).toBe(0);
  });

  it('maps the delivery and billing addresses as recorded, dropping empty street lines', () => {
    const mapped = order();
    expect(mapped.shippingAddress).toEqual({
      firstname: 'Maryam',
      lastname: 'Al-Kuwari',
      street: ['Al Sadd Street', 'Building 12'],
      city: 'Al Sadd',
      region: { name: 'Doha' },
      postcode: null,
      countryCode: 'QA',
      telephone: '+97455123456',
    });
    expect(mapped.billingAddress?.street).toEqual(['Salwa Road', 'Villa 3']);
  });

  it('keeps the payment method titles with their codes and the shipping method text', () => {
    const mapped = order();
    expect(mapped.paymentMethods).toEqual([{ name: 'Cash On Delivery', code: 'cashondelivery' }]);
    expect(mapped.shippingMethod).toBe('Standard delivery - Within 2-3 working days');
    expect(mapped).toMatchObject({ id: 'MTI=', number: '000000012', canCancel: true, statusCode: 'pending' });
  });

  it('shows the status label as Magento answers it, in the store language, never a copy of its own', () => {
    expect(order({ status: 'قيد الانتظار', status_code: 'pending' }).status).toBe('قيد الانتظار');
    expect(order({ status: 'بانتظار الدفع بالبطاقة', status_code: 'payfort_fort_new' }).status).toBe('بانتظار الدفع بالبطاقة');
    expect(order({ status: 'Payment under review', status_code: 'manual_verification_needed' }).status).toBe('Payment under review');
  });

  it('maps an e-card order: no addresses, no shipping method, the recipient', () => {
    const ecards = order({
      shipping_address: null,
      billing_address: null,
      shipping_method: null,
      carrier: null,
      ecard_recipient: { email: 'gift@example.qa', telephone: '+97455123456' },
    });
    expect(ecards).toMatchObject({ shippingAddress: null, billingAddress: null, shippingMethod: null, ecardRecipient: { email: 'gift@example.qa', telephone: '+97455123456' } });
    expect(order({ ecard_recipient: { email: null, telephone: null } }).ecardRecipient).toBeNull();
  });
});
