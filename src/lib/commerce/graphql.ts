/**
 * The GraphQL transport: every query and mutation goes through `graphqlRequest`, which attaches the `Store`
 * header (the context's store view) and the customer's Bearer token, runs within the request's deadline and the
 * backend's circuit breaker (commerce-call.ts) and maps every failure to a typed `CommerceError`. Documents are
 * typed document nodes (operations/, their types generated from the SDL into generated/); an answer whose shape
 * we rely on beyond what the SDL promises is checked with zod.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, type DocumentNode } from 'graphql';
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
function operationNameOf(document: DocumentNode): string {
  return getOperationAST(document)?.name?.value ?? 'anonymous operation';
}

/**
 * Sends `document` and returns its `data`; throws only `CommerceError`s. `schema` checks the answer where we rely
 * on more than the SDL promises (a value Magento may leave null); its output must fit the operation's generated
 * type, so the check cannot drift from the schema. `null` takes the answer as the SDL types it.
 */
export function graphqlRequest<Result, Vars extends Variables, Checked extends Result = Result>(
  context: CommerceContext,
  document: TypedDocumentNode<Result, Vars>,
  variables: Vars,
  schema: z.ZodType<Checked> | null,
): Promise<Checked> {
  return commerceCall(context.request, `GraphQL ${operationNameOf(document)}`, async (signal) => {
    const data: unknown = await createGraphqlClient(context).request({ document: document as DocumentNode, variables: variables as Variables, signal });
    // Without a check, the answer is what the GraphQL server's own execution of the SDL guarantees.
    return schema ? schema.parse(data) : (data as Checked);
  });
}
