/**
 * `astro:actions` for unit tests of the checkout's server code: `vi.mock('astro:actions', () =>
 * import('../../../../helpers/checkout-actions.ts'))`. Each checkout Action is named by its form's query
 * (`?_action=checkout.placeOrder`), as a page's `getActionResult` is asked for it; an input error is told by its type.
 */
const name = (action: string) => ({ toString: () => `?_action=checkout.${action}` });

export const actions = {
  checkout: Object.fromEntries(
    ['useSavedAddress', 'useNewAddress', 'setDeliveryMethod', 'setEcardRecipient', 'setPaymentMethod', 'placeOrder'].map((action) => [action, name(action)]),
  ),
};

export const isInputError = (error: { type?: string }) => error?.type === 'AstroActionInputError';
