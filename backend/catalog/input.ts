import { z } from 'zod';
import { MagentoError } from '../errors.ts';

/**
 * Parses untrusted input (GraphQL arguments, REST query strings) with zod. The first problem becomes a 400
 * MagentoError — GraphQL reports it with `extensions.category: "graphql-input"` — never a 500.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'input';
  const message = issue && !issue.message.startsWith('Invalid') && !issue.message.startsWith('Too') ? issue.message
    : `Invalid value of "${field}" provided.`;
  throw new MagentoError(400, message, { fieldName: field });
}

/** Free text a shopper or client may send: bounded so a huge string cannot slow a query down. */
export const shortText = (field: string, max = 255) =>
  z.string().max(max, `"${field}" is too long: at most ${max} characters are allowed.`);

export const pageSizeSchema = z
  .number()
  .int()
  .min(1, 'pageSize value must be greater than 0.')
  .max(100, 'pageSize value must be less than or equal to 100.');

export const currentPageSchema = z
  .number()
  .int()
  .min(1, 'currentPage value must be greater than 0.')
  .max(100000, 'currentPage value is too large.');
