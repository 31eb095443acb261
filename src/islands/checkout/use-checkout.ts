/**
 * The checkout's state in the browser: the checkout cart as the server last answered it, the open step, and the
 * one request in flight. Each step sends its form to one Action (the form the page posts without JavaScript) and
 * takes the whole cart it answers; then the next open step opens and its heading takes the focus. Placing the order is guarded twice against a second order: the button is
 * disabled while pending and a ref refuses a second call; the backend's cart id (the idempotency key) makes a retry
 * after a lost answer return the same order.
 */
import type * as ActionsModule from 'astro:actions';
import type { SafeResult } from 'astro:actions';
import { useEffect, useRef, useState } from 'react';
import { actionErrorCode, loadActions } from '@/lib/browser/actions-client.ts';
import { actionForm } from '@/lib/action-form.ts';
import { cartWithUnavailableLines, checkoutSteps, isPaymentMethodCode, isStepDone, type CheckoutStep, type CheckoutStepFailure } from '@/domain/checkout-rules.ts';
import type { CartSnapshot, CheckoutView, PaymentRedirect } from '@/lib/commerce/index.ts';
import { writeCartState } from '@/stores/cart/cart-mirror.ts';
import { clearSignedInState } from '@/stores/auth/session-mirror.ts';
import { EMPTY_CART, applySnapshot } from '@/stores/cart/cart-rules.ts';
import { navigateTo } from '@/islands/ui/navigate.ts';
import type { CheckoutLinks, CheckoutTexts } from './checkout-texts.ts';

type Actions = (typeof ActionsModule)['actions'];

export type StepFailure = CheckoutStepFailure;

/** The step after `current` that the cart has not done yet; the review when every one is done. */
export function nextOpenStep(current: CheckoutStep, view: CheckoutView): CheckoutStep {
  const steps = checkoutSteps(view);
  const after = steps.slice(steps.indexOf(current) + 1);
  return after.find((step) => !isStepDone(step, view)) ?? 'review';
}

/** The browser's cart mirror follows the customer's new (empty) cart once the order is placed. */
function adoptCartAfterOrder(cart: CartSnapshot | null): void {
  writeCartState(cart ? applySnapshot(cart) : { ...EMPTY_CART });
}

export function useCheckout(options: {
  initial: CheckoutView;
  initialStep: CheckoutStep;
  /** A step the server refused when its form was posted without JavaScript. */
  initialFailure: StepFailure | null;
  texts: CheckoutTexts;
  links: CheckoutLinks;
}) {
  const { texts, links } = options;
  const [view, setView] = useState(options.initial);
  const [step, setStep] = useState<CheckoutStep>(options.initialStep);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<StepFailure | null>(options.initialFailure);
  const [payment, setPayment] = useState<PaymentRedirect | null>(null);
  const placing = useRef(false);
  const headings = useRef(new Map<CheckoutStep, HTMLElement>());
  const [focusRequest, setFocusRequest] = useState<{ step: CheckoutStep } | null>(null);

  useEffect(() => {
    if (focusRequest) headings.current.get(focusRequest.step)?.focus();
  }, [focusRequest]);

  function openStep(next: CheckoutStep) {
    setStep(next);
    setFailure(null);
    setFocusRequest({ step: next });
  }

  function words(key: string): string {
    return texts.validation[key] ?? texts.validation['validation:missingOrInvalidField'] ?? key;
  }

  async function fail(current: CheckoutStep, error: unknown) {
    const { isInputError } = await loadActions();
    const fields =
      error && isInputError(error)
        ? Object.fromEntries(Object.entries(error.fields).flatMap(([field, keys]) => (keys?.[0] ? [[field, words(keys[0])]] : [])))
        : {};
    // A refusal's message is already in the shopper's language (src/server/checkout/checkout-refusals.ts); field problems
    // show under their fields instead.
    const refusal = error instanceof Error && !isInputError(error) ? error.message : '';
    const message = refusal || (Object.keys(fields).length > 0 ? '' : texts.refusals.unavailable);
    const code = actionErrorCode(error);
    // The server ended the session: the browser's signed-in mirror goes too, and the shopper is told to sign in
    // again here, with what they chose still on screen (spec §4's forced sign-out, without leaving the page).
    if (code === 'UNAUTHORIZED') clearSignedInState();
    setFailure({ step: current, message, code, fields });
  }

  /** Sends one step's Action; on success the cart is replaced and the next open step opens. */
  async function runStep(
    current: CheckoutStep,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any step Action's input
    call: (actions: Actions) => Promise<SafeResult<any, CheckoutView>>,
  ): Promise<void> {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const { data, error } = await call((await loadActions()).actions);
      if (data) stepDone(current, data);
      else await fail(current, error);
    } catch {
      setFailure({ step: current, message: texts.refusals.unavailable, code: 'SERVICE_UNAVAILABLE', fields: {} });
    } finally {
      setPending(false);
    }
  }

  function stepDone(current: CheckoutStep, data: CheckoutView) {
    setView(data);
    openStep(nextOpenStep(current, data));
  }

  async function placeOrder(): Promise<void> {
    const paymentCode = view.selectedPayment;
    if (placing.current || !paymentCode || !isPaymentMethodCode(paymentCode)) return;
    placing.current = true;
    setPending(true);
    setFailure(null);
    try {
      const { actions } = await loadActions();
      const { data, error } = await actions.checkout.placeOrder(actionForm({ paymentCode }));
      if (!data) {
        placing.current = false;
        setPending(false);
        await fail('review', error);
        return;
      }
      if (data.kind === 'out-of-stock') {
        navigateTo(cartWithUnavailableLines(links.cart, data.items.map((item) => item.sku)));
        return;
      }
      adoptCartAfterOrder(data.cart);
      // Stays pending: the page is about to change (success page, or the provider's page by the form's POST).
      if (data.kind === 'placed') navigateTo(data.next);
      else setPayment(data.payment);
    } catch {
      placing.current = false;
      setPending(false);
      setFailure({ step: 'review', message: texts.refusals.unavailable, code: 'SERVICE_UNAVAILABLE', fields: {} });
    }
  }

  const registerHeading = (name: CheckoutStep) => (element: HTMLElement | null) => {
    if (element) headings.current.set(name, element);
    else headings.current.delete(name);
  };

  return { view, step, pending, failure, payment, openStep, runStep, stepDone, placeOrder, registerHeading };
}

export type Checkout = ReturnType<typeof useCheckout>;
