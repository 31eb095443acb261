/**
 * The checkout cart as the page shows it: totals in QAR with the discount as a positive amount off and the delivery
 * price of the chosen method (pending until one is chosen, nothing for e-cards only); the chosen method and payment;
 * the address; e-cards detected.
 */
import { describe, expect, it } from 'vitest';
import { toCheckoutView } from '@/lib/commerce/mappers/checkout.ts';
import { checkoutCartSchema, type CheckedCheckoutCart } from '@/lib/commerce/schemas/checkout.ts';

const item = (id: string, sku: string, type: string, price: number, qty: number) => ({
  id,
  quantity: qty,
  prices: { price: { value: price }, row_total: { value: price * qty } },
  product: { name: `Name ${sku}`, sku, url_key: `url-${sku}`, type_id: type, thumbnail: { url: `http://127.0.0.1:4000/media/catalog/${sku}.jpg` } },
});

const option = (code: string, values: number[]) => ({
  uid: `opt-${code}`,
  attribute_code: code,
  label: code,
  position: 0,
  values: values.map((value) => ({ uid: `v${value}`, value_index: value, label: `L${value}`, store_label: `L${value}`, swatch_data: null })),
});

/** A configurable product's line: the blue 256 GB variant of a phone with two colours. */
const variantLine = {
  id: '9',
  quantity: 1,
  prices: { price: { value: 3400 }, row_total: { value: 3400 } },
  product: {
    name: 'iPhone 15',
    sku: 'IP15',
    url_key: 'apple-iphone-15',
    type_id: 'configurable',
    thumbnail: { url: 'http://127.0.0.1:4000/media/catalog/IP15.jpg' },
    configurable_options: [option('color', [50, 51]), option('capacity', [82])],
    variants: [
      { attributes: [{ code: 'color', value_index: 50 }, { code: 'capacity', value_index: 82 }], product: { sku: 'IP15-BLACK-256' } },
      { attributes: [{ code: 'color', value_index: 51 }, { code: 'capacity', value_index: 82 }], product: { sku: 'IP15-BLUE-256' } },
    ],
  },
  configurable_options: [
    { option_label: 'Colour', value_label: 'Blue' },
    { option_label: 'Capacity', value_label: '256 GB' },
  ],
  configured_variant: { sku: 'IP15-BLUE-256', thumbnail: { url: 'http://127.0.0.1:4000/media/catalog/IP15-BLUE.jpg' } },
};

function cart(over: Partial<CheckedCheckoutCart> = {}): CheckedCheckoutCart {
  return checkoutCartSchema.parse({
    id: 'a'.repeat(32),
    is_virtual: false,
    total_quantity: 3,
    items: [item('7', 'APPL-1001', 'simple', 100, 2), item('8', 'EC-APPL-1300', 'virtual', 50, 1)],
    shipping_addresses: [],
    available_payment_methods: [{ code: 'cashondelivery', title: 'Cash On Delivery' }],
    selected_payment_method: { code: '' },
    ecard_recipient: null,
    prices: {
      subtotal_excluding_tax: { value: 250, currency: 'QAR' },
      discounts: [{ amount: { value: 25 } }],
      grand_total: { value: 225, currency: 'QAR' },
    },
    ...over,
  });
}

const address = {
  firstname: 'Maryam',
  lastname: 'Al-Kuwari',
  street: ['Al Sadd Street', 'Building 12'],
  city: 'Al Sadd',
  region: { label: 'Doha' },
  telephone: '+97455123456',
  customer_address_id: 4,
  available_shipping_methods: [
    { carrier_code: 'standard', method_code: 'standard', carrier_title: 'Standard delivery', method_title: 'Standard delivery', amount: { value: 0, currency: 'QAR' as const }, available: true, error_message: '' },
    { carrier_code: 'sameday', method_code: 'sameday', carrier_title: 'Same-day', method_title: 'Same-day', amount: { value: 35, currency: 'QAR' as const }, available: false, error_message: 'Closed for today' },
    { carrier_code: 'express', method_code: 'express', carrier_title: 'Express', method_title: 'Express', amount: { value: 25, currency: 'QAR' as const }, available: true, error_message: null },
  ],
  selected_shipping_method: null,
};

describe('the checkout view', () => {
  it('before any step: subtotal, the discount as an amount off, delivery still to choose', () => {
    const view = toCheckoutView(cart());
    expect(view.totals).toEqual({ subtotal: 250, discount: 25, shipping: null, grandTotal: 225, currency: 'QAR' });
    expect(view).toMatchObject({ hasEcards: true, isVirtual: false, address: null, selectedShipping: null, selectedPayment: null, ecardRecipient: null });
    expect(view.items[0]).toEqual({ itemId: 7, name: 'Name APPL-1001', sku: 'APPL-1001', qty: 2, price: 100, rowTotal: 200, imageUrl: '/media/catalog/APPL-1001.jpg', isVirtual: false, urlKey: 'url-APPL-1001' });
  });

  it('a variant\'s line is the variant\'s, with its options, linking to the variant\'s own address', () => {
    const [line] = toCheckoutView(cart({ items: [variantLine] })).items;
    expect(line).toEqual({
      itemId: 9,
      name: 'iPhone 15',
      sku: 'IP15-BLUE-256',
      qty: 1,
      price: 3400,
      rowTotal: 3400,
      imageUrl: '/media/catalog/IP15-BLUE.jpg',
      isVirtual: false,
      urlKey: 'apple-iphone-15',
      variantQuery: 'color=51&capacity=82',
      options: [
        { label: 'Colour', value: 'Blue' },
        { label: 'Capacity', value: '256 GB' },
      ],
    });
  });

  it('the chosen delivery method prices the delivery; its unavailability comes with the backend’s reason', () => {
    const view = toCheckoutView(
      cart({
        shipping_addresses: [{ ...address, selected_shipping_method: { carrier_code: 'express', method_code: 'express' } }],
        prices: { subtotal_excluding_tax: { value: 250, currency: 'QAR' }, discounts: [], grand_total: { value: 275, currency: 'QAR' } },
        available_payment_methods: [{ code: 'cashondelivery', title: 'Cash On Delivery' }, { code: 'aps_fort_cc', title: 'Card' }],
        selected_payment_method: { code: 'aps_fort_cc' },
      }),
    );
    expect(view.selectedShipping).toBe('express/express');
    expect(view.totals).toEqual({ subtotal: 250, discount: 0, shipping: 25, grandTotal: 275, currency: 'QAR' });
    expect(view.selectedPayment).toBe('aps_fort_cc');
    expect(view.shippingMethods.find((m) => m.carrierCode === 'sameday')).toMatchObject({ available: false, errorMessage: 'Closed for today', amount: 35 });
    expect(view.shippingMethods.find((m) => m.carrierCode === 'standard')).toMatchObject({ title: 'Standard delivery', errorMessage: null });
    expect(view.address).toEqual({
      name: 'Maryam Al-Kuwari',
      street: ['Al Sadd Street', 'Building 12'],
      place: ['Al Sadd', 'Doha'],
      telephone: '+97455123456',
      customerAddressId: 4,
    });
  });

  it('a payment method chosen before the backend stopped offering it (an e-card joined the cart) is not chosen any more', () => {
    const view = toCheckoutView(
      cart({
        available_payment_methods: [{ code: 'aps_fort_cc', title: 'Card' }, { code: 'aps_apple', title: 'Apple Pay' }],
        selected_payment_method: { code: 'cashondelivery' },
      }),
    );
    expect(view.selectedPayment).toBeNull();
  });

  it('e-cards only: no delivery to pay; the recipient read back', () => {
    const view = toCheckoutView(
      cart({
        is_virtual: true,
        items: [item('9', 'EC-APPL-1300', 'virtual', 50, 1)],
        ecard_recipient: { email: 'friend@example.qa', telephone: null },
        prices: { subtotal_excluding_tax: { value: 50, currency: 'QAR' }, discounts: null, grand_total: { value: 50, currency: 'QAR' } },
      }),
    );
    expect(view.totals.shipping).toBe(0);
    expect(view.ecardRecipient).toEqual({ email: 'friend@example.qa', telephone: null });
  });

  it('several discounts add up, whatever their sign', () => {
    const view = toCheckoutView(cart({ prices: { subtotal_excluding_tax: { value: 100, currency: 'QAR' }, discounts: [{ amount: { value: 10 } }, { amount: { value: -2.5 } }], grand_total: { value: 87.5, currency: 'QAR' } } }));
    expect(view.totals.discount).toBe(12.5);
  });
});
