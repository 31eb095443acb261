/**
 * The headers of every commerce call, GraphQL and REST alike, in one place: JSON, the `Store` view (spec §7: the
 * locale's store; REST also names it in the path), the customer's Bearer token when there is one, and the
 * shopper's address and the request id (shopper-request.ts).
 */
import type { Locale } from '../i18n/locales.ts';
import { shopperHeaders } from './shopper-request.ts';

export function commerceHeaders(locale: Locale, token?: string | null): Record<string, string> {
  const headers: Record<string, string> = { Store: locale, Accept: 'application/json', ...shopperHeaders() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
