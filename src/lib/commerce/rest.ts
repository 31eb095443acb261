/**
 * The REST transport (Magento `/rest/{store}/V1/...`): an ofetch client per call with the store's base URL,
 * `Accept: application/json` and the Bearer token when present, run within the request's deadline and the
 * backend's circuit breaker (commerce-call.ts); answers are parsed with zod and failures mapped to typed
 * `CommerceError`s.
 */
import { ofetch, type $Fetch } from 'ofetch';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales.ts';
import { commerceCall } from './commerce-call.ts';
import { commerceUrl } from './config.ts';
import type { CommerceContext } from './context.ts';
import { commerceHeaders } from './request-headers.ts';

/** Magento routes REST calls to a store view by its code in the path: `/rest/ar/V1/...`. */
function restBaseUrl(locale: Locale): string {
  return `${commerceUrl()}/rest/${locale}`;
}

function createRestClient(context: CommerceContext): $Fetch {
  return ofetch.create({
    baseURL: restBaseUrl(context.locale),
    headers: commerceHeaders(context),
    // A failed call is reported, not silently repeated: a retry would double the wait on a hung backend.
    retry: 0,
  });
}

type RestCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the store base, starting with `/V1/`. */
  path: string;
  body?: Record<string, unknown>;
  query?: Record<string, string | number>;
};

/** Performs a REST call and returns the body parsed by `schema`; throws only `CommerceError`s. */
export function restRequest<Schema extends z.ZodType>(
  context: CommerceContext,
  call: RestCall,
  schema: Schema,
): Promise<z.output<Schema>> {
  return commerceCall(context.request, `REST ${call.method} ${call.path}`, async (signal) => {
    const data: unknown = await createRestClient(context)(call.path, {
      method: call.method,
      body: call.body,
      query: call.query,
      responseType: 'json',
      signal,
    });
    return schema.parse(data);
  });
}
