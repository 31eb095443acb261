import { z } from 'zod';
import { MagentoError } from './errors.ts';

/**
 * Untrusted input (GraphQL arguments, REST bodies, paths and query strings) is parsed here, with zod, for every
 * domain. A schema's own message wins; otherwise the problem is worded as Magento words it.
 */
const magentoWording: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.length ? issue.path.join('.') : 'input';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `"${field}" is required. Enter and try again.`
        : `The "${field}" value's type is invalid. Verify and try again.`;
    case 'too_big':
      return `"${field}" is too long or too large.`;
    case 'too_small':
      return `"${field}" is too short or too small.`;
    case 'unrecognized_keys':
      return `"${field}" has unexpected fields: ${issue.keys.join(', ')}.`;
    default:
      return `Invalid value of "${field}" provided.`;
  }
};

/** The parsed value; the first problem becomes a 400 MagentoError (GraphQL: category `graphql-input`), never a 500. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value, { error: magentoWording });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'input';
  throw new MagentoError(400, issue?.message ?? `Invalid value of "${field}" provided.`, { fieldName: field });
}

/** Free text a shopper or client may send: bounded so a huge string cannot slow a query down. */
export const shortText = (field: string, max = 255) =>
  z.string().max(max, `"${field}" is too long: at most ${max} characters are allowed.`);

/** An e-mail address, trimmed and lower-cased so `Ali@Example.com` and `ali@example.com` are one address. */
export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, { error: message })
    .pipe(z.email({ error: message }))
    .transform((email) => email.toLowerCase());

/** A Magento input field this store does not use: absent or null is fine, a value is reported rather than dropped. */
export const unusedField = (field: string) => z.null({ error: `"${field}" is not used by this store.` }).optional();

/** GraphQL sends an omitted optional value as null: treated as absent. */
export const absentIfNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema.optional());

/** A page of a list (`currentPage`, `pageSize`), as Magento's list fields take it; their defaults come from the schema. */
export const pageArgs = z.object({
  pageSize: z.number().int().min(1, { error: 'pageSize value must be greater than 0.' }).max(100, { error: 'pageSize value must be 100 or less.' }),
  currentPage: z.number().int().min(1, { error: 'currentPage value must be greater than 0.' }).max(10_000),
});

/** `?pageSize=&currentPage=` of a REST list (defaults 20 and 1), checked as `pageArgs`. */
export function listPageOf(query: URLSearchParams): z.output<typeof pageArgs> {
  const number = (name: string, fallback: number) => (query.has(name) ? Number(query.get(name)) : fallback);
  return parseInput(pageArgs, { pageSize: number('pageSize', 20), currentPage: number('currentPage', 1) });
}
