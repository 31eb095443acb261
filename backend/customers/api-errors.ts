import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { MagentoError } from '../errors.ts';

/**
 * Errors shared by the REST routes and GraphQL resolvers of the commerce side. Domain code throws MagentoError
 * (REST shape, with a status); GraphQL resolvers translate it into a GraphQLError with Magento's
 * `extensions.category`, so both APIs report the same failure with the same words.
 */

/** Magento's wording for input problems a schema gives no message of its own for. */
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

/** Parses untrusted input; the first problem becomes a 400 Magento error (never a 500). */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value, { error: magentoWording });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'input';
  throw new MagentoError(400, issue?.message ?? `Invalid value of "${field}" provided.`, { fieldName: field });
}

/** `%1` / `%name` placeholders filled from the error's parameters, as a Magento client would render them. */
export function renderMessage(error: MagentoError): string {
  const params = error.parameters;
  return error.message.replace(/%(\w+)/g, (whole, key: string) => {
    const value = Array.isArray(params) ? params[Number(key) - 1] : params[key];
    return value === undefined ? whole : String(value);
  });
}

const CATEGORY_BY_STATUS: Record<number, string> = {
  401: 'graphql-authorization',
  403: 'graphql-authorization',
  404: 'graphql-no-such-entity',
};

export function toGraphqlError(error: MagentoError): GraphQLError {
  return new GraphQLError(renderMessage(error), {
    extensions: { category: CATEGORY_BY_STATUS[error.status] ?? 'graphql-input' },
  });
}

export function graphqlInputError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'graphql-input' } });
}

export function graphqlAuthorizationError(message = "The current customer isn't authorized."): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'graphql-authorization' } });
}

/** Runs a resolver body, re-throwing domain errors as GraphQL errors (anything else stays masked by yoga). */
export function graphqlErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof MagentoError) throw toGraphqlError(error);
    throw error;
  }
}
