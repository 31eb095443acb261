/**
 * The checkout Actions' inputs, bounded: the address (a saved one by id, or the account's address form), the
 * delivery method (`carrier/method`, as the page's radio names it), the e-card recipient and the payment method.
 * Each is the form the step posts, from the island or as a plain form without JavaScript. Field errors are
 * `validation:` keys. None names a cart: the server knows the checkout's cart (src/server/checkout/on-checkout-cart.ts);
 * an old client's cart id is refused as an unknown field, or dropped where the input strips unknown fields.
 */
import { z } from 'zod';
import { isEmail } from '@/lib/email.ts';
import { PAYMENT_METHOD_CODES, SAME_DAY_CARRIER, isDeliveryMethodOffered } from '@/domain/checkout-rules.ts';
import { phoneProblem, qatarLocalNumber } from '@/domain/phone.ts';
import { addressFormSchema, addressIdSchema } from '@/server/account/address-form.ts';


/** A delivery method as `shippingMethodKey` names it (src/domain/checkout-rules.ts). */
const methodKey = z
  .string({ error: 'validation:required' })
  .regex(/^[a-z0-9_]{1,32}\/[a-z0-9_]{1,32}$/, { error: 'validation:missingOrInvalidField' })
  .transform((key) => {
    const [carrierCode = '', methodCode = ''] = key.split('/');
    return { carrierCode, methodCode };
  });

export const savedAddressInput = z.object({ customerAddressId: addressIdSchema });

/** The account's address form (src/server/account/address-form.ts) with "save it in my address book". */
export const newAddressInput = addressFormSchema
  .omit({ id: true, defaultShipping: true })
  .extend({ saveInAddressBook: z.boolean() });

export const deliveryMethodInput = z.object({ method: methodKey });

/**
 * Same-day delivery past 7:30 PM in Qatar is refused here, by the server's clock, whatever the page offered: the
 * page without JavaScript showed the methods as they were when it was rendered.
 */
export function isDeliveryMethodStillOffered(method: { carrierCode: string }, now: Date): boolean {
  return method.carrierCode !== SAME_DAY_CARRIER || isDeliveryMethodOffered({ ...method, available: true }, now);
}

export const paymentMethodInput = z.object({ code: z.enum(PAYMENT_METHOD_CODES) });

const optionalText = z
  .string()
  .max(254, { error: 'validation:missingOrInvalidField' })
  .nullish()
  .transform((value) => value?.trim() ?? '');

/** The e-card recipient: an e-mail address, a Qatar mobile number, or both; at least one. */
export const ecardRecipientInput = z
  .object({ email: optionalText, telephone: optionalText })
  .superRefine((value, context) => {
    if (value.email === '' && value.telephone === '') {
      context.addIssue({ code: 'custom', path: ['email'], message: 'checkout:recipient.required' });
      return;
    }
    if (value.email !== '' && !isEmail(value.email)) context.addIssue({ code: 'custom', path: ['email'], message: 'validation:invalidEmail' });
    const phone = value.telephone === '' ? null : phoneProblem(value.telephone);
    if (phone) context.addIssue({ code: 'custom', path: ['telephone'], message: `validation:${phone}` });
  })
  .transform((value) => ({
    email: value.email === '' ? null : value.email.toLowerCase(),
    telephone: value.telephone === '' ? null : (qatarLocalNumber(value.telephone) ?? value.telephone),
  }));

export const placeOrderInput = z.object({ paymentCode: paymentMethodInput.shape.code });
