/** Product reviews' view models: a product's stars, its approved reviews, and the rating dimensions of the form. */

/** A product's approved reviews in the store view: how many, and their mean from 0 to 5 stars (one decimal). */
export type RatingSummary = { stars: number; count: number };

export type ProductReview = {
  nickname: string;
  summary: string;
  /** As the customer wrote it: plain text, never markup. */
  text: string;
  /** Magento date text (UTC). */
  createdAt: string;
  /** The review's own mean, 0–5 stars. */
  stars: number;
  /** Its rating of each dimension, labelled in the store view. */
  ratings: Array<{ name: string; value: number }>;
};

/** A rating dimension the review form asks for (Quality, Value, Performance), with the values it takes (1–5). */
export type RatingDimension = { id: string; name: string; values: Array<{ valueId: string; value: number }> };

/** One page of a product's approved reviews, newest first. */
export type ProductReviewsPage = {
  summary: RatingSummary | null;
  reviews: ProductReview[];
  page: number;
  totalPages: number;
  dimensions: RatingDimension[];
};

/** What a customer writes: a nickname, a summary, the text, and a value id for every dimension. */
export type NewProductReview = {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: Array<{ id: string; valueId: string }>;
};
