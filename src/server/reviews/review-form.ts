/**
 * The review form's input, checked by the `reviews.write` Action whatever the browser checked. The bounds are the
 * backend's (backend/graphql/resolvers/reviews.ts): a refusal here costs no backend call. Markup is not refused: a
 * review is plain text and is shown as text everywhere. Error codes are keys of the `reviews:errors` namespace.
 *
 * A rating is one radio group per dimension (`rating1`, `rating2`…, in the dimensions' order), each value the
 * dimension's id and the chosen value's id as Magento names them, `<id>:<value_id>`. A problem's message is its
 * key in the locale files (`reviews:errors.textTooLong`), which the Action's answer keeps (src/server/action-requests.ts).
 */
import { z } from 'zod';
import { skuField } from '@/server/forms/sku-field.ts';

export const REVIEW_LIMITS = { nickname: 40, summary: 120, text: 2000 } as const;
/** Rating dimensions a form can carry (the store has three). */
export const MAX_RATING_FIELDS = 5;

export const REVIEW_FIELDS = ['nickname', 'summary', 'text'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export type ReviewErrorCode =
  | 'nicknameRequired' | 'nicknameTooLong' | 'summaryRequired' | 'summaryTooLong' | 'textRequired' | 'textTooLong' | 'unprintable' | 'ratingRequired';

// Control characters other than line breaks and tabs, and the direction overrides that turn a text around.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

const key = (code: ReviewErrorCode) => `reviews:errors.${code}`;

const text = (field: ReviewField, required: ReviewErrorCode, tooLong: ReviewErrorCode) =>
  z
    .string({ error: key(required) })
    .trim()
    .min(1, { error: key(required) })
    .max(REVIEW_LIMITS[field], { error: key(tooLong) })
    .refine((value) => !UNPRINTABLE.test(value), { error: key('unprintable') });

const UID = '[A-Za-z0-9+/=]{1,20}';
const ratingField = z.string().regex(new RegExp(`^${UID}:${UID}$`), { error: key('ratingRequired') }).optional();

export const reviewFormSchema = z
  .object({
    sku: skuField,
    nickname: text('nickname', 'nicknameRequired', 'nicknameTooLong'),
    summary: text('summary', 'summaryRequired', 'summaryTooLong'),
    text: text('text', 'textRequired', 'textTooLong'),
    rating1: ratingField,
    rating2: ratingField,
    rating3: ratingField,
    rating4: ratingField,
    rating5: ratingField,
    recaptchaToken: z.string().max(4096).optional(),
  })
  .transform(({ rating1, rating2, rating3, rating4, rating5, ...review }) => ({
    ...review,
    ratings: [rating1, rating2, rating3, rating4, rating5]
      .filter((rating): rating is string => rating !== undefined)
      .map((rating) => {
        const [id, valueId] = rating.split(':') as [string, string];
        return { id, valueId };
      }),
  }));

export type ReviewFormInput = z.input<typeof reviewFormSchema>;

const KNOWN: ReadonlySet<string> = new Set<ReviewErrorCode>([
  'nicknameRequired', 'nicknameTooLong', 'summaryRequired', 'summaryTooLong', 'textRequired', 'textTooLong', 'unprintable', 'ratingRequired',
]);

/** The first problem of each field (and `ratings` for any rating's), from the Action's input error. */
export function reviewFieldErrors(fields: Partial<Record<string, string[] | undefined>>): Partial<Record<ReviewField | 'ratings', ReviewErrorCode>> {
  const errors: Partial<Record<ReviewField | 'ratings', ReviewErrorCode>> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const code = messages?.[0]?.replace(/^reviews:errors\./, '');
    if (code === undefined) continue;
    const known = KNOWN.has(code) ? (code as ReviewErrorCode) : null;
    if (field.startsWith('rating')) errors.ratings ??= 'ratingRequired';
    else if ((REVIEW_FIELDS as readonly string[]).includes(field)) errors[field as ReviewField] ??= known ?? `${field as ReviewField}Required`;
  }
  return errors;
}
