/**
 * Who a commerce call is made for, given to every function of this folder as its first argument: the store view
 * (the locale), the customer's token when one is signed in, and the shopper's request it serves (its address, id
 * and one deadline, and what its calls found: shopper-request.ts; in the storefront, the request's `locals`
 * itself). The middleware binds every function to it once per request (client.ts); code that acts as someone else
 * within a request asks the bound client for a copy (`as(token)`), which serves the same request.
 */
import type { Locale } from '@/lib/i18n/locales.ts';
import type { ShopperRequest } from './shopper-request.ts';

export type CommerceContext = {
  /** The store view every call names (spec §7: the `Store` header, and the REST path). */
  readonly locale: Locale;
  /** The customer's token, sent as `Authorization: Bearer`; null for a guest. */
  readonly token: string | null;
  /** The shopper's request the calls serve, and record on; null for a call made outside one (a script, a test). */
  readonly request: ShopperRequest | null;
};
