/**
 * Sends a signed-in customer's review (the `reviews.write` Action). The backend keeps it pending until an editor
 * approves it; its refusals reach the form in the shopper's language (a second review of the product, the daily and
 * per-address limits, a rating missing), anything else as the form's own failure.
 */
import { ActionError } from 'astro:actions';
import { CommerceInputError, toCommerceError, type CommerceClient, type NewProductReview, type ProductReview } from '@/lib/commerce/index.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import { toActionError } from '@/server/action-errors.ts';

/** The backend's words (backend/reviews/reviews.ts, resolvers/reviews.ts) and what the shopper reads for each. */
const REFUSALS: ReadonlyArray<{ pattern: RegExp; key: string; code: 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'BAD_REQUEST' | 'NOT_FOUND' }> = [
  { pattern: /^You have already reviewed this product\.$/, key: 'reviews:errors.alreadyReviewed', code: 'CONFLICT' },
  { pattern: /too many reviews today/i, key: 'reviews:errors.tooManyToday', code: 'TOO_MANY_REQUESTS' },
  { pattern: /Too many reviews were written from this address/, key: 'reviews:errors.tooManyFromAddress', code: 'TOO_MANY_REQUESTS' },
  { pattern: /^Rate the product on every rating/, key: 'reviews:errors.ratingRequired', code: 'BAD_REQUEST' },
  { pattern: /^Could not find a product with SKU/, key: 'reviews:errors.productGone', code: 'NOT_FOUND' },
];

export async function writeReview(commerce: CommerceClient, review: NewProductReview, locale: Locale): Promise<ProductReview> {
  try {
    return await commerce.writeProductReview(review);
  } catch (error) {
    const failure = toCommerceError(error);
    const t = getT(locale);
    if (failure instanceof CommerceInputError) {
      const known = REFUSALS.find((refusal) => refusal.pattern.test(failure.message));
      throw new ActionError({ code: known?.code ?? 'BAD_REQUEST', message: t(known?.key ?? 'reviews:form.failed') });
    }
    throw toActionError(failure, 'reviews.write');
  }
}
