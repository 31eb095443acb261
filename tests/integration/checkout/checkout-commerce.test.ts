/**
 * The storefront's checkout calls (src/lib/commerce/checkout.ts) against the real backend: every document the
 * steps send, parsed into the view the page shows; one request per step; placeOrder idempotent on the cart id;
 * the out-of-stock refusal naming its lines with the cart left as it was; the payment page's signed form.
 */
import { describe, expect, it } from 'vitest';
import { CommerceAuthError, CommerceInputError, CommerceOutOfStockError } from '@/lib/commerce/index.ts';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { addProductsToCart, customerCartId, productWithStock, registerCustomer, useCommerceBackend } from '../../helpers/backend.ts';

const backend = useCommerceBackend();
let customers = 0;

async function customerWith(items: { sku: string; quantity: number }[]) {
  customers += 1;
  const token = await registerCustomer(backend(), { email: `checkout${customers}@example.qa` }, { clientIp: `10.3.0.${customers}` });
  const cartId = await customerCartId(backend(), token);
  await addProductsToCart(backend(), token, cartId, items);
  return { token, cartId };
}

const NEW_ADDRESS = {
  draft: { firstname: 'Maryam', lastname: 'Al-Kuwari', regionId: 1, city: 'Al Sadd', zone: 38, streetNumber: 920, buildingNumber: 12, unit: '', landmark: 'Al Sadd Street', telephone: '55123456' },
  saveInAddressBook: false,
};

describe('checkout calls', () => {
  it('walks address, delivery and payment, each answering the whole checkout cart, and places one order', async () => {
    const product = productWithStock(backend(), 'simple', 5);
    const { token, cartId } = await customerWith([{ sku: product.sku, quantity: 2 }]);

    const start = await commerceFor('en', token).getCheckoutCart();
    expect(start).toMatchObject({ cartId, isVirtual: false, hasEcards: false, address: null, shippingMethods: [], selectedShipping: null });
    expect(start.items).toEqual([expect.objectContaining({ sku: product.sku, qty: 2, price: product.price, rowTotal: product.price * 2 })]);
    expect(start.totals).toMatchObject({ subtotal: product.price * 2, discount: 0, shipping: null, currency: 'QAR' });

    const addressed = await commerceFor('en', token).setDeliveryAddress(cartId, NEW_ADDRESS);
    expect(addressed.address).toMatchObject({ name: 'Maryam Al-Kuwari', customerAddressId: null });
    expect(addressed.address?.street).toEqual(['Zone 38, Street 920, Building 12', 'Al Sadd Street']);
    expect(addressed.shippingMethods.map((method) => method.carrierCode).sort()).toEqual(['express', 'sameday', 'standard']);

    const express = addressed.shippingMethods.find((method) => method.carrierCode === 'express')!;
    const delivered = await commerceFor('en', token).setDeliveryMethod(cartId, express);
    expect(delivered.selectedShipping).toBe('express/express');
    expect(delivered.totals.shipping).toBe(express.amount);
    expect(delivered.totals.grandTotal).toBeCloseTo(product.price * 2 + express.amount, 2);

    expect(delivered.paymentMethods.map((method) => method.code)).toEqual(expect.arrayContaining(['cashondelivery', 'aps_fort_cc', 'aps_apple']));
    const paid = await commerceFor('en', token).setPaymentMethod(cartId, 'cashondelivery');
    expect(paid.selectedPayment).toBe('cashondelivery');

    const number = await commerceFor('en', token).placeOrder(cartId);
    expect(number).toMatch(/^\d{9}$/);
    // A retry on the same cart (double click, lost answer) is the same order, never a second one.
    await expect(commerceFor('en', token).placeOrder(cartId)).resolves.toBe(number);
    const next = await commerceFor('en', token).getCheckoutCart();
    expect(next.cartId).not.toBe(cartId);
    expect(next.items).toEqual([]);
  });

  it('sets a saved address by id and refuses another customer’s cart', async () => {
    const product = productWithStock(backend(), 'simple', 5);
    const { token, cartId } = await customerWith([{ sku: product.sku, quantity: 1 }]);
    const saved = await commerceFor('ar', token).setDeliveryAddress(cartId, { ...NEW_ADDRESS, saveInAddressBook: true });
    expect(saved.address?.place.join(' ')).toMatch(/[\u0600-\u06FF]/); // the zone named in Arabic
    const other = await customerWith([{ sku: product.sku, quantity: 1 }]);
    await expect(commerceFor('en', other.token).setDeliveryAddress(cartId, NEW_ADDRESS)).rejects.toBeInstanceOf(CommerceAuthError);
  });

  it('names the out-of-stock lines and leaves the cart as it was', async () => {
    const product = productWithStock(backend(), 'simple', 3);
    const { token, cartId } = await customerWith([{ sku: product.sku, quantity: 3 }]);
    const addressed = await commerceFor('en', token).setDeliveryAddress(cartId, NEW_ADDRESS);
    await commerceFor('en', token).setDeliveryMethod(cartId, addressed.shippingMethods.find((method) => method.carrierCode === 'standard')!);
    await commerceFor('en', token).setPaymentMethod(cartId, 'cashondelivery');
    backend().db.prepare('UPDATE products SET qty = 1 WHERE id = ?').run(product.id);

    const refusal = await commerceFor('en', token).placeOrder(cartId).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CommerceOutOfStockError);
    expect((refusal as CommerceOutOfStockError).items).toEqual([expect.objectContaining({ sku: product.sku, requested: 3, available: 1 })]);
    const after = await commerceFor('en', token).getCheckoutCart();
    expect(after.cartId).toBe(cartId);
    expect(after.items[0]?.qty).toBe(3);
  });

  it('sends e-cards to a recipient without an address, and a card order gets its signed payment form', async () => {
    const ecard = productWithStock(backend(), 'virtual', 50);
    const { token, cartId } = await customerWith([{ sku: ecard.sku, quantity: 1 }]);
    const start = await commerceFor('en', token).getCheckoutCart();
    expect(start).toMatchObject({ isVirtual: true, hasEcards: true, ecardRecipient: null });
    expect(start.totals.shipping).toBe(0);

    await expect(commerceFor('en', token).setEcardRecipient(cartId, { email: 'not-an-email', telephone: null })).rejects.toBeInstanceOf(CommerceInputError);
    const addressed = await commerceFor('en', token).setEcardRecipient(cartId, { email: 'friend@example.qa', telephone: null });
    expect(addressed.ecardRecipient).toEqual({ email: 'friend@example.qa', telephone: null });
    await commerceFor('en', token).setPaymentMethod(cartId, 'aps_fort_cc');
    const number = await commerceFor('en', token).placeOrder(cartId);

    const redirect = await commerceFor('en', token).getPaymentRedirect(number, 'http://127.0.0.1:4321/en/payment/status');
    expect(new URL(redirect.url).origin).toBe(new URL(backend().url).origin);
    const fields = Object.fromEntries(redirect.fields.map((field) => [field.name, field.value]));
    expect(fields).toMatchObject({ command: 'PURCHASE', merchant_reference: number, currency: 'QAR', language: 'en' });
    expect(fields.signature).toMatch(/^[0-9a-f]{64}$/);
    await expect(commerceFor('en', token).getPaymentRedirect(number, 'https://evil.example/en/payment/status')).rejects.toBeInstanceOf(CommerceInputError);
  });
});
