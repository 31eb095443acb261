/**
 * The checkout island's words in the page's language (islands ship no i18next), built on the server. The address
 * form's words are the account's own; refusals the Actions send are already translated on the server.
 */
import { addressFormTexts, addressWords, formTexts } from '@/components/account/build-account-texts.ts';
import type { CheckoutTexts } from '@/islands/checkout/checkout-texts.ts';
import { PAYMENT_METHOD_CODES } from '@/domain/checkout-rules.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import { pluralForms } from '@/lib/i18n/plural-forms.ts';

export function checkoutTexts(locale: Locale): CheckoutTexts {
  const t = getT(locale);
  const c = (key: string) => t(`checkout:${key}`);
  const validation = formTexts(locale).validation;
  /** A text the island fills in: its `{{placeholders}}` kept as they are. */
  const template = (key: string, ...names: string[]) => t(`checkout:${key}`, Object.fromEntries(names.map((name) => [name, `{{${name}}}`])));
  return {
    stepsLabel: c('stepsLabel'),
    stepOf: template('stepOf', 'current', 'total', 'name'),
    done: c('done'),
    change: c('change'),
    changeNamed: template('changeNamed', 'name'),
    continue: c('continue'),
    saving: c('saving'),
    steps: {
      address: c('steps.address'),
      shipping: c('steps.shipping'),
      recipient: c('steps.recipient'),
      payment: c('steps.payment'),
      review: c('steps.review'),
    },
    address: {
      default: c('address.default'),
      useNew: c('address.useNew'),
      newHeading: c('address.newHeading'),
      saveInAddressBook: c('address.saveInAddressBook'),
      deliverHere: c('address.deliverHere'),
      none: c('address.none'),
      choose: c('address.choose'),
    },
    addressForm: addressFormTexts(locale, 'errors:account.addressSaveFailed'),
    addressWords: addressWords(locale),
    shipping: {
      free: c('shipping.free'),
      sameDayLeft: template('shipping.sameDayLeft', 'time'),
      hours: template('shipping.hours', 'count'),
      minutes: template('shipping.minutes', 'count'),
      none: c('shipping.none'),
      choose: c('shipping.choose'),
    },
    recipient: {
      intro: c('recipient.intro'),
      email: c('recipient.email'),
      telephone: c('recipient.telephone'),
      telephoneHint: t('account:addresses.fields.telephoneHint'),
      countryCode: t('account:codes.countryCode'),
      hint: c('recipient.hint'),
      nonRefundable: c('recipient.nonRefundable'),
      required: c('recipient.required'),
    },
    payment: {
      choose: c('payment.choose'),
      names: Object.fromEntries(PAYMENT_METHOD_CODES.map((code) => [code, c(`payment.${code}`)])),
      cardNote: c('payment.cardNote'),
      codNote: c('payment.codNote'),
      none: c('payment.none'),
      ecardsByCard: c('payment.ecardsByCard'),
    },
    review: {
      items: c('review.items'),
      quantity: template('review.quantity', 'count'),
      deliverTo: c('review.deliverTo'),
      recipient: c('review.recipient'),
      delivery: c('review.delivery'),
      paidWith: c('review.paidWith'),
      placeOrder: c('review.placeOrder'),
      placing: c('review.placing'),
      redirecting: c('review.redirecting'),
      payNow: c('review.payNow'),
    },
    summary: {
      heading: c('summary.heading'),
      itemCount: pluralForms(t, 'checkout:summary.itemCount'),
      subtotal: c('summary.subtotal'),
      discount: c('summary.discount'),
      shipping: c('summary.shipping'),
      shippingPending: c('summary.shippingPending'),
      grandTotal: c('summary.grandTotal'),
    },
    refusals: {
      signIn: c('refusals.signIn'),
      reload: c('refusals.reload'),
      unavailable: c('refusals.unavailable'),
    },
    validation: { ...validation, 'checkout:recipient.required': c('recipient.required') },
  };
}
