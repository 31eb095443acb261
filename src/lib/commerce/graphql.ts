/**
 * The GraphQL transport: every query and mutation goes through `graphqlRequest`, which attaches the `Store`
 * header (the locale's store view) and the customer's Bearer token, runs within the request's deadline and the
 * backend's circuit breaker (commerce-call.ts), parses the answer with zod and maps every failure to a typed
 * `CommerceError`.
 */
import { GraphQLClient, type Variables } from 'graphql-request';
import type { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { commerceCall } from './commerce-call.ts';
import { commerceUrl } from './config.ts';
import { commerceHeaders } from './request-headers.ts';

export type RequestOptions = {
  /** Customer token; when present it is sent as `Authorization: Bearer <token>`. */
  token?: string | null;
};

function createGraphqlClient(locale: Locale = DEFAULT_LOCALE, token?: string | null): GraphQLClient {
  return new GraphQLClient(`${commerceUrl()}/graphql`, { headers: commerceHeaders(locale, token) });
}

/** `query ProductList(...)` -> `ProductList`, for log lines. */
function operationNameOf(document: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous operation';
}

/** Sends `document` and returns its `data` parsed by `schema`; throws only `CommerceError`s. */
export function graphqlRequest<Schema extends z.ZodType>(
  locale: Locale,
  document: string,
  variables: Variables,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  return commerceCall(`GraphQL ${operationNameOf(document)}`, async (signal) => {
    const data: unknown = await createGraphqlClient(locale, options.token).request({ document, variables, signal });
    return schema.parse(data);
  });
}
