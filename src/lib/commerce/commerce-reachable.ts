/**
 * Whether the commerce API can serve this storefront now, for `GET /readyz`: its GraphQL endpoint answers a
 * GraphQL result, through the same deadline and circuit breaker as every other call (an open breaker is an
 * answer: not ready, without asking).
 */
import { z } from 'zod';
import { breakerState as breakerStateOf } from './circuit-breaker.ts';
import { commerceUrl } from './config.ts';
import type { CommerceContext } from './context.ts';
import { graphqlRequest } from './graphql.ts';
import { READINESS_QUERY } from './operations/readiness.ts';

const readinessSchema = z.object({ __typename: z.literal('Query') });

/** Resolves when the commerce API answers; throws the call's `CommerceError` when it does not. */
export async function checkCommerceReachable(context: CommerceContext): Promise<void> {
  await graphqlRequest(context, READINESS_QUERY, {}, readinessSchema);
}

/** The circuit breaker's state for the configured backend (circuit-breaker.ts). */
export function commerceBreakerState(): ReturnType<typeof breakerStateOf> {
  return breakerStateOf(commerceUrl());
}
