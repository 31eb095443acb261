/**
 * The headers of every commerce call, GraphQL and REST alike, in one place: JSON, the `Store` view (spec §7: the
 * locale's store; REST also names it in the path), the customer's Bearer token when there is one, and the
 * shopper's address and the request id (shopper-request.ts).
 */
import type { CommerceContext } from './context.ts';
import { shopperHeaders } from './shopper-request.ts';

export function commerceHeaders(context: CommerceContext): Record<string, string> {
  const headers: Record<string, string> = { Store: context.locale, Accept: 'application/json', ...shopperHeaders(context.request) };
  if (context.token) headers.Authorization = `Bearer ${context.token}`;
  return headers;
}
