import { z } from 'zod';
import { requireCustomerForGraphql } from '../../customers/authorization.ts';
import { MagentoError } from '../../errors.ts';
import type { RequestContext } from '../../http/context.ts';
import { pageArgs, parseInput } from '../../input.ts';
import { productViews } from '../../catalog/product-view.ts';
import { skuSchema } from '../../carts/input-schemas.ts';
import { storeSettings } from '../../store-config.ts';
import { reviewPageInfo, toGraphqlReviews } from '../../reviews/graphql-shapes.ts';
import { activeRatings, ratingsMetadata, ratingValueOf } from '../../reviews/ratings.ts';
import { approvedReviews, createReview, customerReviews, reviewedProductId, type ReviewRow } from '../../reviews/reviews.ts';
import { fromUid } from '../../catalog/uid.ts';
import type { Resolvers } from '../resolver-map.ts';

// Control characters other than line breaks and tabs, and the bidirectional overrides that can turn a text around:
// refusing them is the point of this pattern.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** A text field of a review: trimmed, not empty, bounded, nothing unprintable. Markup is kept as typed: it is text. */
const reviewText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `"${field}" is required. Enter and try again.` })
    .max(max, { error: `"${field}" is too long: at most ${max} characters are allowed.` })
    .refine((value) => !UNPRINTABLE.test(value), { error: `"${field}" holds characters that cannot be shown.` });

/** The longest nickname, summary and text a review may have. */
export const REVIEW_FIELD_LIMITS = { nickname: 40, summary: 120, text: 2000 } as const;

const createArgs = z.object({
  input: z.object({
    sku: skuSchema,
    nickname: reviewText('nickname', REVIEW_FIELD_LIMITS.nickname),
    summary: reviewText('summary', REVIEW_FIELD_LIMITS.summary),
    text: reviewText('text', REVIEW_FIELD_LIMITS.text),
    ratings: z.array(z.object({ id: z.string().max(20), value_id: z.string().max(20) })).min(1).max(10),
  }),
});

/** The votes of the input, rating id → 1–5; an unknown rating, a value of another rating or a rating twice is refused. */
function votesOf(ratings: ReadonlyArray<{ id: string; value_id: string }>, known: Set<number>): Map<number, number> {
  const votes = new Map<number, number>();
  for (const rating of ratings) {
    const ratingId = fromUid(rating.id);
    const value = ratingId === null ? null : ratingValueOf(ratingId, rating.value_id);
    if (ratingId === null || !known.has(ratingId) || value === null || votes.has(ratingId)) {
      throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: rating.value_id, fieldName: 'ratings' });
    }
    votes.set(ratingId, value);
  }
  return votes;
}

const reviewsOn = (ctx: RequestContext) => storeSettings(ctx.db, ctx.store.id)('catalog/review/active') === '1';

/** A product's own reviews field: its approved reviews in the store view, newest first. */
function productReviews(product: { id: number; review_count: number }, args: unknown, ctx: RequestContext) {
  const { pageSize, currentPage } = parseInput(pageArgs, args);
  const rows = approvedReviews(ctx.db, ctx.store.id, product.id, pageSize, currentPage);
  return {
    items: toGraphqlReviews(ctx.db, ctx.store.id, rows, () => product),
    page_info: reviewPageInfo(product.review_count, pageSize, currentPage),
  };
}

const productOf = (ctx: RequestContext) => (row: ReviewRow) =>
  productViews({ db: ctx.db, storeId: ctx.store.id, baseUrl: ctx.baseUrl, now: new Date(ctx.now) }, [row.product_id])[0] ?? null;

/** Magento's Review module: ratings metadata, products' approved reviews, a customer's own, and writing one (pending). */
export const reviewResolvers: Resolvers = {
  SimpleProduct: { reviews: productReviews },
  VirtualProduct: { reviews: productReviews },
  ConfigurableProduct: { reviews: productReviews },
  Customer: {
    reviews: (_: unknown, args: unknown, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const { pageSize, currentPage } = parseInput(pageArgs, args);
      const { rows, total } = customerReviews(ctx.db, ctx.store.id, customerId, pageSize, currentPage);
      return { items: toGraphqlReviews(ctx.db, ctx.store.id, rows, productOf(ctx)), page_info: reviewPageInfo(total, pageSize, currentPage) };
    },
  },
  Query: {
    productReviewRatingsMetadata: (_: unknown, __: unknown, ctx: RequestContext) =>
      reviewsOn(ctx) ? ratingsMetadata(ctx.db, ctx.store.id) : { items: [] },
  },
  Mutation: {
    /** The review waits as pending until an editor approves it (admin REST `/V1/reviews/{id}`), so nothing shows yet. */
    createProductReview: (_: unknown, args: unknown, ctx: RequestContext) => {
      if (!reviewsOn(ctx)) throw new MagentoError(400, 'This store does not take product reviews.');
      // Guests may not write reviews (catalog/review/allow_guest = 0): Magento's authorization refusal.
      if (ctx.customerId === null) throw new MagentoError(401, "Guest customers aren't allowed to add product reviews.");
      const { input } = parseInput(createArgs, args);
      const productId = reviewedProductId(ctx.db, input.sku);
      if (productId === null) throw new MagentoError(400, 'Could not find a product with SKU "%sku"', { sku: input.sku });
      const known = new Set(activeRatings(ctx.db, ctx.store.id).map((rating) => rating.id));
      const row = createReview(
        ctx.db,
        {
          productId,
          storeId: ctx.store.id,
          customerId: ctx.customerId,
          clientIp: ctx.clientIp,
          nickname: input.nickname,
          summary: input.summary,
          text: input.text,
          votes: votesOf(input.ratings, known),
        },
        new Date(ctx.now),
      );
      const [review] = toGraphqlReviews(ctx.db, ctx.store.id, [row], productOf(ctx));
      return { review };
    },
  },
};
