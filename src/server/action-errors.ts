/**
 * Turns a commerce failure into the stable `ActionError` code an island understands, for every Action:
 *   UNAUTHORIZED         the session is missing or expired
 *   <refused>            the backend refused the input: CONFLICT for a cart line (the item cannot be had),
 *                        BAD_REQUEST for a coupon or a form, NOT_FOUND where "gone" is what the island acts on
 *   SERVICE_UNAVAILABLE  the backend is unreachable, failed or answered nonsense (logged, no detail sent)
 * A refusal carries the backend's own words, which are fit to show; anything else carries none.
 */
import { CommerceAuthError, CommerceInputError, CommerceNotFoundError, CommerceOptionsError, toCommerceError } from '@/lib/commerce/index.ts';
import { ActionError } from 'astro:actions';
import { getT } from '@/lib/i18n/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

type RefusedCode = 'CONFLICT' | 'BAD_REQUEST' | 'NOT_FOUND';

export function toActionError(error: unknown, context: string, refused?: RefusedCode): ActionError {
  if (error instanceof ActionError) return error;
  const failure = toCommerceError(error);
  if (failure instanceof CommerceAuthError) return new ActionError({ code: 'UNAUTHORIZED', message: failure.message });
  if (failure instanceof CommerceInputError) return new ActionError({ code: refused ?? 'BAD_REQUEST', message: failure.message });
  if (failure instanceof CommerceNotFoundError) return new ActionError({ code: refused ?? 'NOT_FOUND', message: failure.message });
  console.error(`[actions] ${context} failed:`, failure);
  return new ActionError({ code: 'SERVICE_UNAVAILABLE', message: '' });
}

/** Runs an Action's work and maps whatever it throws (see above). */
export async function runAction<T>(context: string, work: () => Promise<T>, refused?: RefusedCode): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toActionError(error, context, refused);
  }
}

/**
 * Adding a sku the store does not know (a crafted request, or a product withdrawn since the page was cached) is
 * bad input: BAD_REQUEST with "This product is not sold here any more." in the shopper's language; so is a
 * configurable product's choice the store does not sell (none, or a combination no variant has), with "Choose …
 * again". Other refusals of an item write stay CONFLICT (out of stock, a sold-out variant included).
 */
export async function runAddItem<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const failure = toCommerceError(error);
    if (failure instanceof CommerceNotFoundError) {
      throw new ActionError({ code: 'BAD_REQUEST', message: getT(locale)('errors:request.unknownProduct') });
    }
    if (failure instanceof CommerceOptionsError) {
      throw new ActionError({ code: 'BAD_REQUEST', message: getT(locale)('errors:request.unavailableChoice') });
    }
    throw toActionError(error, 'cart.addItem', 'CONFLICT');
  }
}
