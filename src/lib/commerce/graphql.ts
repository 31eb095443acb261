/**
 * The GraphQL transport: every query and mutation goes through `graphqlRequest`, which attaches the `Store`
 * header (the context's store view) and the customer's Bearer token, runs within the request's deadline and the
 * backend's circuit breaker (commerce-call.ts), parses the answer with zod and maps every failure to a typed
 * `CommerceError`.
 */
import { GraphQLClient, type Variables } from 'graphql-request';
import type { z } from 'zod';
import { commerceCall } from './commerce-call.ts';
import { commerceUrl } from './config.ts';
import type { CommerceContext } from './context.ts';
import { commerceHeaders } from './request-headers.ts';

function createGraphqlClient(context: CommerceContext): GraphQLClient {
  return new GraphQLClient(`${commerceUrl()}/graphql`, { headers: commerceHeaders(context) });
}

/** `query ProductList(...)` -> `ProductList`, for log lines. */
function operationNameOf(document: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous operation';
}

/** Sends `document` and returns its `data` parsed by `schema`; throws only `CommerceError`s. */
export function graphqlRequest<Schema extends z.ZodType>(
  context: CommerceContext,
  document: string,
  variables: Variables,
  schema: Schema,
): Promise<z.output<Schema>> {
  return commerceCall(context.request, `GraphQL ${operationNameOf(document)}`, async (signal) => {
    const data: unknown = await createGraphqlClient(context).request({ document, variables, signal });
    return schema.parse(data);
  });
}
