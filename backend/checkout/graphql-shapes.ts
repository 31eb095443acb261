import { money } from '../catalog/money.ts';
import type { ProductView } from '../catalog/product-view.ts';
import { toGraphqlCart } from '../carts/graphql-shapes.ts';
import { regionName, type RegionRow } from '../directory/regions.ts';
import type { StoreCode } from '../stores.ts';
import type { CartAddress } from './cart-addresses.ts';
import { toGraphqlEcardRecipient } from './ecard-recipient.ts';
import type { CheckoutQuote } from './quote.ts';
import type { ShippingMethodOption } from './shipping-methods.ts';

/** What the shapes need besides the quote: products for the items, and names in the store's language. */
export interface CheckoutShapeContext {
  products: ReadonlyMap<number, ProductView>;
  regions: RegionRow[];
  countryName: string;
  store: StoreCode;
}

function toCartAddress(address: CartAddress, context: CheckoutShapeContext) {
  const region = context.regions.find((candidate) => candidate.id === address.region.id);
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: null,
    street: address.street,
    city: address.city,
    region: { code: address.region.code, label: region ? regionName(region, context.store) : address.region.name, region_id: address.region.id },
    postcode: address.postcode,
    country: { code: address.countryCode, label: context.countryName },
    telephone: address.telephone,
    customer_address_id: address.customerAddressId,
  };
}

/** Magento's SelectedShippingMethod; AvailableShippingMethod adds the offer's own fields to it. */
function toSelectedShippingMethod(option: ShippingMethodOption) {
  const amount = money(option.amount);
  return {
    carrier_code: option.carrierCode,
    method_code: option.methodCode,
    carrier_title: option.carrierTitle,
    method_title: option.methodTitle,
    amount,
    base_amount: amount,
  };
}

function toAvailableShippingMethod(option: ShippingMethodOption) {
  const method = toSelectedShippingMethod(option);
  return { ...method, error_message: option.errorMessage, price_excl_tax: method.amount, price_incl_tax: method.amount, available: option.available };
}

/**
 * Magento's GraphQL `Cart` with its checkout side: the shipping address with the methods on offer and the one
 * chosen, the billing address, the payment methods (`selected_payment_method` is `{code: "", title: ""}` before
 * one is chosen, as Magento answers), and the e-card recipient (custom).
 */
export function toGraphqlCheckoutCart(quote: CheckoutQuote, context: CheckoutShapeContext) {
  const cart = toGraphqlCart(quote.cart, quote.lines, quote.totals, context.products);
  const { shipping, billing } = quote.addresses;
  return {
    ...cart,
    shipping_addresses:
      shipping === null || quote.isVirtual
        ? []
        : [
            {
              ...toCartAddress(shipping, context),
              customer_notes: shipping.customerNotes,
              items_weight: null,
              cart_items: quote.lines.map((line) => ({ cart_item_id: line.item_id, quantity: line.qty })),
              cart_items_v2: cart.items,
              available_shipping_methods: quote.shippingOptions.map(toAvailableShippingMethod),
              selected_shipping_method: quote.selectedShipping === null ? null : toSelectedShippingMethod(quote.selectedShipping),
            },
          ],
    billing_address: billing === null ? null : { ...toCartAddress(billing, context), customer_notes: null },
    available_payment_methods: quote.paymentOptions,
    selected_payment_method: quote.selectedPayment ?? { code: '', title: '', purchase_order_number: null },
    ecard_recipient: toGraphqlEcardRecipient(quote.ecardRecipient),
  };
}
